/** A toggle button not chosen reads in the text colour (the theme's default fails axe's contrast). */
export const READABLE = { color: 'text.primary' } as const;
