let context: CanvasRenderingContext2D | null | undefined;

/**
 * The width in CSS pixels of one line of `text` drawn in `font` (a CSS font shorthand such as
 * `400 14px "Public Sans", sans-serif`), measured by the browser's own text shaping (a canvas),
 * so Arabic and accented text measure as drawn. Without a canvas (tests), an estimate.
 */
export function textWidth(text: string, font: string): number {
  if (context === undefined) {
    context =
      typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  }
  if (!context) return text.length * 8;
  context.font = font;
  return Math.ceil(context.measureText(text).width);
}

interface FontStyle {
  fontWeight?: string | number;
  fontSize?: string | number;
  fontFamily?: string;
}

/**
 * A theme's typography variant (the grid's body2) as a canvas font: its weight, its size in px
 * (a detached canvas resolves no rem), its family or the theme's.
 */
export function canvasFont(
  variant: FontStyle,
  theme: { fontFamily?: string; htmlFontSize?: number },
): string {
  const size = String(variant.fontSize ?? '14px');
  const px = size.endsWith('rem')
    ? Number.parseFloat(size) * (theme.htmlFontSize ?? 16)
    : Number.parseFloat(size);
  return `${variant.fontWeight ?? 400} ${px}px ${variant.fontFamily ?? theme.fontFamily ?? 'sans-serif'}`;
}
