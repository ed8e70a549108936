import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

const slide = keyframes`
  0% { left: -35%; right: 100%; }
  60% { left: 100%; right: -90%; }
  100% { left: 100%; right: -90%; }
`;

/**
 * An indeterminate progress bar in a few lines of CSS (MUI's LinearProgress is 1.6 KiB gzip on
 * the first load for the same look). `color` is a theme path such as 'primary.main'.
 */
export function IndeterminateBar({
  label,
  color,
  sx,
}: {
  label?: string;
  color: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      {...(label ? { role: 'progressbar', 'aria-label': label } : { 'aria-hidden': true })}
      sx={[{ position: 'relative', overflow: 'hidden' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Box sx={{ position: 'absolute', inset: 0, bgcolor: color, opacity: 0.2 }} />
      <Box
        sx={{
          position: 'absolute',
          top: 0,
          bottom: 0,
          bgcolor: color,
          animation: `${slide} 2.1s cubic-bezier(0.65, 0.815, 0.735, 0.395) infinite`,
          '@media (prefers-reduced-motion: reduce)': { animationDuration: '6s' },
        }}
      />
    </Box>
  );
}
