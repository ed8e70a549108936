import type { User } from '@keeling/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';

interface AccountDetailsCardProps {
  user: User;
  expiresAt: number | null;
}

/** The account's own fields as a definition list; empty fields read "not set". */
export function AccountDetailsCard({ user, expiresAt }: AccountDetailsCardProps) {
  const { t } = useTranslation('overview');
  const format = useLocaleFormat();
  const rows: [string, string][] = [
    [t('firstName'), user.firstName],
    [t('lastName'), user.lastName],
    [t('country'), user.country ?? t('notSet')],
    [t('memberSince'), format.date(user.createdAt)],
    [t('signedInUntil'), expiresAt ? format.dateTime(expiresAt) : t('unknown')],
  ];
  return (
    <Card sx={{ p: 3, height: 1 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('account')}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          columnGap: 3,
          rowGap: 1.25,
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography
              component="dd"
              variant="subtitle2"
              sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Card>
  );
}
