import type { Theme } from '@mui/material/styles';

/**
 * Frames the editor draws and its placeholder (content-outline.tsx, the blog's form skeleton)
 * draws again while it loads: one definition, so the placeholder keeps the editor's look.
 */

/** The rich-text editor's outline (and an empty field's outline in a placeholder). */
export const outlinedFrameSx = {
  borderRadius: 1,
  border: (theme: Theme) => `solid 1px ${theme.palette.divider}`,
} as const;

/** The line under the rich-text editor's toolbar. */
export const toolbarRuleSx = {
  borderBottom: (theme: Theme) => `solid 1px ${theme.palette.divider}`,
} as const;
