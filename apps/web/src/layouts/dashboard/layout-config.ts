/** SPEC §9 layout sizes. */
export const layoutConfig = {
  header: { mobile: 64, desktop: 80 },
  nav: { vertical: 280, mini: 88 },
  navItemHeight: { vertical: 44, sub: 36, mini: 56, horizontal: 32 },
  /** Below this breakpoint every layout's nav is a temporary drawer (SPEC §2). */
  navBreakpoint: 'lg',
} as const;
