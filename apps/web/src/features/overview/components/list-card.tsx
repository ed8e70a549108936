import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { useTranslation } from '../../../locales/use-translation';

interface ListCardProps {
  title: string;
  empty: string;
  /** The rows, once loaded. */
  count: number | undefined;
  error: unknown;
  action?: ReactNode;
  children: ReactNode;
}

/** A front-page card listing a few recent things, with its loading, empty and error states. */
export function ListCard({ title, empty, count, error, action, children }: ListCardProps) {
  const { t } = useTranslation('overview');
  return (
    <Card component="section" aria-label={title} sx={{ height: 1 }}>
      <CardHeader title={title} action={action} slotProps={{ title: { component: 'h2' } }} />
      {error && count === undefined ? (
        <Alert severity="error" sx={{ m: 2.5 }}>
          {errorMessage(t, error)}
        </Alert>
      ) : count === undefined ? (
        <Stack spacing={1} sx={{ p: 2.5 }} role="status" aria-label={t('loading')}>
          <Skeleton variant="text" />
          <Skeleton variant="text" />
          <Skeleton variant="text" />
        </Stack>
      ) : count === 0 ? (
        <Typography role="status" sx={{ p: 2.5, color: 'text.secondary' }}>
          {empty}
        </Typography>
      ) : (
        <List>{children}</List>
      )}
    </Card>
  );
}
