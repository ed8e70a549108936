import { alpha, type Theme } from '@mui/material/styles';
import { layoutConfig } from '../layout-config';

/** vertical/sub: side nav; mini: icon above a small title; horizontal: the bar; popup: in a popover. */
export type NavVariant = 'vertical' | 'sub' | 'mini' | 'horizontal' | 'popup';

const heights: Record<NavVariant, number> = {
  vertical: layoutConfig.navItemHeight.vertical,
  sub: layoutConfig.navItemHeight.sub,
  mini: layoutConfig.navItemHeight.mini,
  horizontal: layoutConfig.navItemHeight.horizontal,
  popup: layoutConfig.navItemHeight.sub,
};

/** SPEC §9 item heights per layout, Minimal's look (soft primary tint when active). */
export function navItemSx(theme: Theme, variant: NavVariant, isActive: boolean) {
  const isMini = variant === 'mini';
  const isRoot = variant === 'vertical' || variant === 'mini' || variant === 'horizontal';
  // The primary colour's text tone: AA on the active item's tint in every preset and mode.
  const activeColor = 'primary.dark';
  return {
    minHeight: heights[variant],
    width: isMini ? 1 : undefined,
    flexGrow: 0,
    flexDirection: isMini ? ('column' as const) : ('row' as const),
    justifyContent: isMini ? 'center' : 'flex-start',
    gap: isMini ? 0.5 : variant === 'horizontal' ? 1 : 1.5,
    px: isMini ? 0.5 : variant === 'horizontal' ? 0.75 : 1.5,
    py: isMini ? 0.75 : 0.5,
    borderRadius: isMini ? 1.5 : 1,
    color: isActive ? activeColor : 'text.secondary',
    bgcolor: isActive && isRoot ? alpha(theme.palette.primary.main, 0.08) : 'transparent',
    textAlign: isMini ? ('center' as const) : ('start' as const),
    fontFamily: 'inherit',
    border: 0,
    '& .nav-icon': { fontSize: isMini ? 22 : variant === 'horizontal' ? 20 : 24, flexShrink: 0 },
    '& .nav-dot': {
      width: 6,
      height: 6,
      mx: 0.75,
      flexShrink: 0,
      borderRadius: '50%',
      bgcolor: isActive ? activeColor : 'text.disabled',
      transform: isActive ? 'scale(1.6)' : 'none',
    },
    '& .nav-texts': { flexGrow: isMini ? 0 : 1, minWidth: 0, maxWidth: 1 },
    '& .nav-title': {
      display: 'block',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      // labels as written (French and Arabic); English's lower-case "home" (SPEC §2) starts upper-case
      '&:lang(en)::first-letter': { textTransform: 'uppercase' },
      ...(isMini
        ? { fontSize: 10, lineHeight: '16px', fontWeight: isActive ? 700 : 600 }
        : { ...theme.typography.body2, fontWeight: isActive ? 600 : 500 }),
      ...(variant === 'horizontal' && { fontSize: 13 }),
    },
    '& .nav-caption': {
      ...theme.typography.caption,
      display: 'block',
      color: 'text.disabled',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
    '& .nav-info': { ...theme.typography.caption, fontWeight: 700, color: 'error.main' },
    '& .nav-arrow': {
      fontSize: 16,
      flexShrink: 0,
      transition: theme.transitions.create('transform'),
      ...(isMini && { position: 'absolute', top: 10, right: 6 }),
      ...(theme.direction === 'rtl' && variant !== 'vertical' && variant !== 'sub'
        ? { scale: '-1 1' }
        : {}),
    },
  };
}
