import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';

/** The form's two cards as placeholders, in its grid: while the article or the form loads. */
export function EditorSkeleton({ label }: { label: string }) {
  return (
    <Grid container spacing={3} role="status" aria-label={label}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Skeleton variant="rounded" height={720} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Skeleton variant="rounded" height={520} />
      </Grid>
    </Grid>
  );
}
