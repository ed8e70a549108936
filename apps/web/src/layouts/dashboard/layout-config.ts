/** SPEC §9 layout sizes. */
export const layoutConfig = {
  header: { mobile: 64, desktop: 80 },
  nav: { vertical: 280, mini: 88 },
  navItemHeight: { vertical: 44, sub: 36 },
} as const;
