/** What is drawn around the chart's SVG in the PNG. */
export interface PngFrame {
  title: string;
  /** Series names and their colours, drawn under the chart (the legend is HTML, not SVG). */
  legend: { label: string; color: string }[];
  footer: string;
  background: string;
  textColor: string;
  fontFamily: string;
}

const STYLE_PROPERTIES = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-dasharray',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'visibility',
  'display',
];

/** A copy of the SVG that draws on its own: computed styles written inline, size explicit. */
export function standaloneSvg(svg: SVGSVGElement): {
  markup: string;
  width: number;
  height: number;
} {
  const { width, height } = svg.getBoundingClientRect();
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const sources = [svg, ...svg.querySelectorAll('*')];
  const targets = [copy, ...copy.querySelectorAll('*')];
  sources.forEach((source, i) => {
    const target = targets[i];
    if (!(target instanceof SVGElement)) return;
    const style = getComputedStyle(source);
    const inline = STYLE_PROPERTIES.map((name) => `${name}:${style.getPropertyValue(name)}`);
    target.setAttribute('style', inline.join(';'));
  });
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  return { markup: new XMLSerializer().serializeToString(copy), width, height };
}

function loadImage(markup: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = reject;
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
  });
}

const PADDING = 24;
const LINE = 22;

/** Draws the chart's SVG on a canvas with its title, legend and source line; a PNG blob. */
export async function chartPng(svg: SVGSVGElement, frame: PngFrame): Promise<Blob> {
  const { markup, width, height } = standaloneSvg(svg);
  const image = await loadImage(markup);
  const scale = globalThis.devicePixelRatio > 1 ? 2 : 1;
  const canvas = document.createElement('canvas');
  const legendHeight = frame.legend.length > 1 ? LINE * frame.legend.length : 0;
  const totalHeight = PADDING * 2 + LINE * 2 + height + legendHeight + LINE;
  canvas.width = (width + PADDING * 2) * scale;
  canvas.height = totalHeight * scale;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas unavailable');
  context.scale(scale, scale);
  context.fillStyle = frame.background;
  context.fillRect(0, 0, width + PADDING * 2, totalHeight);
  context.fillStyle = frame.textColor;
  context.font = `600 16px ${frame.fontFamily}`;
  context.fillText(frame.title, PADDING, PADDING + 16);
  context.drawImage(image, PADDING, PADDING + LINE * 2, width, height);
  let y = PADDING + LINE * 2 + height;
  context.font = `13px ${frame.fontFamily}`;
  if (legendHeight) {
    for (const item of frame.legend) {
      y += LINE;
      context.fillStyle = item.color;
      context.fillRect(PADDING, y - 10, 12, 12);
      context.fillStyle = frame.textColor;
      context.fillText(item.label, PADDING + 20, y);
    }
  }
  context.fillText(frame.footer, PADDING, y + LINE);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No PNG'))), 'image/png'),
  );
}
