import type { ArticleStatus } from '@keeling/contract';
import type { Theme } from '@mui/material/styles';

const TONES = { published: 'success', draft: 'warning' } as const;

/**
 * The text colour of a status (a tab's count, a row's chip) that stays AA-readable on the light
 * tints behind it: the status colour's darkest tone in light mode, its light tone in dark mode.
 */
export function statusTextColor(theme: Theme, status: ArticleStatus): string {
  const set = theme.palette[TONES[status]];
  return theme.palette.mode === 'light' ? set.darker : set.light;
}
