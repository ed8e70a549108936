import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** The shape of an ArticleCard while the page loads (the same 16:10 cover). */
export function ArticleCardSkeleton() {
  return (
    <Card aria-hidden sx={{ height: 1 }}>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 10', height: 'auto' }} />
      <Stack spacing={1} sx={{ p: 3 }}>
        <Skeleton width="40%" />
        <Skeleton variant="text" sx={{ typography: 'subtitle1' }} />
        <Skeleton width="80%" />
        <Skeleton width="60%" />
      </Stack>
    </Card>
  );
}
