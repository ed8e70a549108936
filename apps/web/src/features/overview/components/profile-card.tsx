import type { User } from '@keeling/contract';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { initials } from '../../../layouts/dashboard/account-menu';

/** Who is signed in, from /api/auth/me. */
export function ProfileCard({ user }: { user: User }) {
  return (
    <Card sx={{ p: 3, height: 1 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar
          src={user.photoURL ?? undefined}
          alt={user.displayName}
          sx={{ width: 64, height: 64, bgcolor: 'primary.main', fontSize: 24 }}
        >
          {initials(user.displayName)}
        </Avatar>
        <Stack sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h3" noWrap>
            {user.displayName}
          </Typography>
          <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
            {user.email}
          </Typography>
        </Stack>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 3, flexWrap: 'wrap' }}>
        <Chip
          size="small"
          label={user.status}
          color={user.status === 'active' ? 'success' : 'warning'}
          sx={{ textTransform: 'capitalize' }}
        />
        <Chip
          size="small"
          variant="outlined"
          label={user.isVerified ? 'Verified email' : 'Email not verified'}
        />
        <Chip
          size="small"
          variant="outlined"
          label={user.isPublic ? 'Public profile' : 'Private profile'}
        />
      </Stack>
    </Card>
  );
}
