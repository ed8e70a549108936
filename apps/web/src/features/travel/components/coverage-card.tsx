import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useAuthContext } from '../../../auth/auth-context';
import { CloseIcon } from '../../../components/icons/action-icons';
import { StateMessage } from '../../../components/state-message';
import { retryImport } from '../../../lib/retry-import';
import { numberFormatFor } from '../../../locales/format';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import { useDeleteRetirement, useRetirements } from '../api/retirements';

/** The form (its product and vintage pickers, its refusals) loads when it first opens. */
const CoverDialog = lazy(() =>
  retryImport(() => import('./cover-dialog')).then((module) => ({
    default: module.CoverDialog,
  })),
);

interface CoverageCardProps {
  /** The travel page's period (its filters), `YYYY-MM-DD` or ''. */
  from: string;
  to: string;
  /** The footprint of the trips the page's filters match, kg CO2e. */
  footprintKg: number;
}

const formatMoney = (minor: number, currency: string, locale: string) =>
  numberFormatFor(locale, { style: 'currency', currency }).format(minor / 100);

/**
 * "Cover our travel" (issue 35): the tonnes retired against the footprint of the page's period
 * ("3.2 t of 4.1 t covered"), the ledger of that period, and for editors and admins the form
 * that records a retirement.
 */
export function CoverageCard({ from, to, footprintKg }: CoverageCardProps) {
  const { t } = useTranslation('travel');
  const { locale, number, date } = useLocaleFormat();
  const { user } = useAuthContext();
  const role = user?.role ?? 'admin';
  const canRecord = role === 'admin' || role === 'editor';
  const { data, isError, refetch } = useRetirements({
    from: from || undefined,
    to: to || undefined,
  });
  const remove = useDeleteRetirement();
  const [open, setOpen] = useState(false);
  const footprintT = footprintKg / 1000;
  const tonnes = (value: number) => number(value, { maximumFractionDigits: 1 });
  const retired = data?.retiredTonnes ?? 0;
  const share = footprintT > 0 ? Math.min(100, (retired / footprintT) * 100) : 0;

  return (
    <Card component="section" aria-labelledby="travel-coverage" sx={{ mb: 3 }}>
      <CardHeader
        title={t('coverage.title')}
        slotProps={{ title: { component: 'h2', id: 'travel-coverage' } }}
        action={
          canRecord && (
            <Button variant="contained" onClick={() => setOpen(true)}>
              {t('coverage.cover')}
            </Button>
          )
        }
      />
      {isError && !data ? (
        <StateMessage
          role="alert"
          title={t('coverage.error')}
          onRetry={() => void refetch()}
          retryLabel={t('states.retry')}
        />
      ) : (
        <>
          <Typography variant="h4" component="p" sx={{ px: 3 }} data-testid="coverage-summary">
            {t('coverage.covered', { covered: tonnes(retired), total: tonnes(footprintT) })}
          </Typography>
          {/* the share drawn; the sentence above says it (not a progress bar: nothing loads) */}
          <Box
            aria-hidden
            sx={{ mx: 3, my: 2, height: 8, borderRadius: 4, bgcolor: 'action.hover' }}
          >
            <Box sx={{ width: `${share}%`, height: 1, borderRadius: 4, bgcolor: 'success.main' }} />
          </Box>
          {(data?.plannedTonnes ?? 0) > 0 && (
            <Typography sx={{ px: 3, color: 'text.secondary' }}>
              {t('coverage.planned', { planned: tonnes(data?.plannedTonnes ?? 0) })}
            </Typography>
          )}
          {data && data.retirements.length > 0 ? (
            <TableContainer>
              <Table size="small" aria-label={t('coverage.ledger')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('coverage.columns.date')}</TableCell>
                    <TableCell>{t('coverage.columns.product')}</TableCell>
                    <TableCell align="right">{t('coverage.columns.tonnes')}</TableCell>
                    <TableCell align="right">{t('coverage.columns.cost')}</TableCell>
                    <TableCell>{t('coverage.columns.status')}</TableCell>
                    <TableCell>{t('coverage.columns.serials')}</TableCell>
                    {canRecord && <TableCell />}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.retirements.map((r) => (
                    <TableRow key={r.id}>
                      <TableCell>{date(`${r.retiredOn}T12:00:00`)}</TableCell>
                      <TableCell>
                        {t('coverage.productVintage', {
                          product: r.productName,
                          vintage: r.vintage,
                        })}
                      </TableCell>
                      <TableCell align="right">{tonnes(r.tonnes)}</TableCell>
                      <TableCell align="right">
                        {formatMoney(r.costMinor, r.currency, locale)}
                      </TableCell>
                      <TableCell>{t(`coverage.status.${r.status}`)}</TableCell>
                      <TableCell sx={{ wordBreak: 'break-word' }}>{r.serialNumbers}</TableCell>
                      {canRecord && (
                        <TableCell>
                          <IconButton
                            size="small"
                            aria-label={t('coverage.remove', { product: r.productName })}
                            onClick={() => void remove.mutateAsync(r.id)}
                          >
                            <CloseIcon />
                          </IconButton>
                        </TableCell>
                      )}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          ) : (
            data && (
              <Typography sx={{ px: 3, pb: 3, color: 'text.secondary' }}>
                {t('coverage.empty')}
              </Typography>
            )
          )}
        </>
      )}
      {open && (
        <Suspense fallback={null}>
          <CoverDialog
            uncoveredTonnes={Math.max(0, footprintT - retired - (data?.plannedTonnes ?? 0))}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </Card>
  );
}
