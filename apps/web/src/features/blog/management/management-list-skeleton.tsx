import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../locales/use-translation';

/** The list's card while its chunk loads: the tabs' strip, the toolbar, rows, the paging. */
export function ManagementListSkeleton() {
  const { t } = useTranslation('blog');
  return (
    <Card role="status" aria-label={t('states.loading')}>
      <Skeleton variant="rectangular" height={48} sx={{ bgcolor: 'transparent' }} />
      <Stack spacing={2} sx={{ p: 2.5 }}>
        <Skeleton variant="rounded" height={54} />
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} variant="rounded" height={40} />
        ))}
      </Stack>
    </Card>
  );
}
