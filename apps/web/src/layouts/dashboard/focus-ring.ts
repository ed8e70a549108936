import type { Theme } from '@mui/material/styles';

/** A visible keyboard focus outline (the ripple alone is too faint to find the focus). */
export const focusRing = (theme: Theme) => ({
  '&.Mui-focusVisible, &:focus-visible': {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: -2,
  },
});
