import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

interface ProgressLineProps {
  label: string;
  /** From 0 to 100; null: not known yet (an indeterminate bar). */
  value: number | null;
  caption?: string;
}

/** A labelled progress bar: the upload's and the import's. */
export function ProgressLine({ label, value, caption }: ProgressLineProps) {
  return (
    <Box>
      <LinearProgress
        aria-label={label}
        variant={value === null ? 'indeterminate' : 'determinate'}
        value={value ?? undefined}
        sx={{ height: 8, borderRadius: 1 }}
      />
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {caption ?? label}
      </Typography>
    </Box>
  );
}
