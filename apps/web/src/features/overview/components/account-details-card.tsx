import type { User } from '@keeling/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { formatDate, formatDateTime } from './format';

interface AccountDetailsCardProps {
  user: User;
  expiresAt: number | null;
}

/** The account's own fields as a definition list; empty fields read "Not set". */
export function AccountDetailsCard({ user, expiresAt }: AccountDetailsCardProps) {
  const rows: [string, string][] = [
    ['First name', user.firstName],
    ['Last name', user.lastName],
    ['Country', user.country ?? 'Not set'],
    ['Member since', formatDate(user.createdAt)],
    ['Signed in until', expiresAt ? formatDateTime(expiresAt) : 'Unknown'],
  ];
  return (
    <Card sx={{ p: 3, height: 1 }}>
      <Typography variant="h6" component="h3" sx={{ mb: 2 }}>
        Account
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
