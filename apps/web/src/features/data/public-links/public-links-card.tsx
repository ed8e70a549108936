import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { StateMessage } from '../../../components/state-message';
import { errorMessage } from '../../../lib/error-message';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import { usePublicLinks, useRevokePublicLink } from '../api/public-links';
import { LoadingBlock } from '../components/page-states';
import { publicLinkUrl } from './public-link-url';

/** Every public link in one place: its page, expiry, embedding sites; copy or revoke it. */
export function PublicLinksCard({ notify }: { notify: (message: string) => void }) {
  const { t } = useTranslation('data');
  const format = useLocaleFormat();
  const { data, error, refetch } = usePublicLinks();
  const revoke = useRevokePublicLink();

  return (
    <Card sx={{ mt: 3 }}>
      <CardHeader
        title={t('publicLinks.listTitle')}
        subheader={t('publicLinks.listIntro')}
        slotProps={{ title: { component: 'h2' } }}
      />
      <CardContent>
        {error && !data ? (
          <StateMessage
            role="alert"
            title={errorMessage(t, error)}
            onRetry={() => void refetch()}
            retryLabel={t('states.retry')}
          />
        ) : !data ? (
          <LoadingBlock height={80} />
        ) : data.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{t('publicLinks.empty')}</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={t('publicLinks.listTitle')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('publicLinks.page')}</TableCell>
                  <TableCell>{t('publicLinks.expires')}</TableCell>
                  <TableCell>{t('publicLinks.embeddedBy')}</TableCell>
                  <TableCell>{t('publicLinks.madeBy')}</TableCell>
                  <TableCell align="right">{t('versions.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((link) => (
                  <TableRow key={link.id}>
                    <TableCell component="th" scope="row">
                      {link.dashboardTitle}
                    </TableCell>
                    <TableCell>
                      {link.expiresAt ? format.dateTime(link.expiresAt) : t('publicLinks.never')}
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      {link.frameAncestors.join(', ') || t('publicLinks.nobody')}
                    </TableCell>
                    <TableCell>{link.createdBy ?? t('publicLinks.nobody')}</TableCell>
                    <TableCell align="right">
                      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                        <Button
                          size="small"
                          onClick={() =>
                            void navigator.clipboard
                              .writeText(publicLinkUrl(link))
                              .then(() => notify(t('publicLinks.copied')))
                          }
                        >
                          {t('publicLinks.copy')}
                        </Button>
                        <Button
                          size="small"
                          color="error"
                          variant="outlined"
                          aria-label={t('publicLinks.revokeOf', { title: link.dashboardTitle })}
                          loading={revoke.isPending && revoke.variables === link.id}
                          onClick={() =>
                            revoke.mutate(link.id, {
                              onSuccess: () => notify(t('publicLinks.revoked')),
                            })
                          }
                        >
                          {t('publicLinks.revoke')}
                        </Button>
                      </Stack>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}
