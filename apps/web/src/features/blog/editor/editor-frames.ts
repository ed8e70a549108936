import type { Theme } from '@mui/material/styles';

/**
 * Frames the form draws and its placeholder (editor-skeleton.tsx) draws again while it loads:
 * one definition, so the placeholder keeps the form's look.
 */

/** The cover's 16:9 frame, dashed while empty. */
export const coverFrameSx = {
  aspectRatio: '16 / 9',
  borderRadius: 1.5,
  overflow: 'hidden',
  bgcolor: 'background.neutral',
  border: (theme: Theme) => `dashed 1px ${theme.palette.divider}`,
} as const;
