/**
 * `sx` of text for screen readers only (a live region, a label): out of sight, still read.
 * Sizes are strings: in `sx` a number from 0 to 1 is a fraction of the parent (`width: 1` is
 * 100 %, which made a hidden live region as wide as its page and the page scroll sideways).
 */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
