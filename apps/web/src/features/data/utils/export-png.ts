/** What is drawn around the chart's SVG in the PNG. */
export interface PngFrame {
  title: string;
  /** Series names and their colours, drawn under the chart (the legend is HTML, not SVG). */
  legend: { label: string; color: string }[];
  /** Source, licence, citation: one paragraph each, wrapped to the image's width. */
  footer: string[];
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
/** A PNG is drawn at twice its CSS size, sharp on a slide or a print. */
const PNG_SCALE = 2;

/** Words of a paragraph in lines no wider than `width`, as `measure` tells. */
export function wrapLines(
  text: string,
  width: number,
  measure: (text: string) => number,
): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && measure(next) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

interface Layout {
  width: number;
  height: number;
  chart: { x: number; y: number; width: number; height: number };
  legend: { label: string; color: string; y: number }[];
  footer: { text: string; y: number }[];
}

/** Where the title, the drawing, the legend and the footer's lines go. */
function layoutOf(frame: PngFrame, width: number, height: number): Layout {
  const measurer = document.createElement('canvas').getContext('2d');
  if (measurer) measurer.font = `13px ${frame.fontFamily}`;
  const measure = (text: string) => measurer?.measureText(text).width ?? text.length * 7;
  let y = PADDING + LINE * 2 + height;
  const legend =
    frame.legend.length > 1
      ? frame.legend.map((item) => {
          y += LINE;
          return { ...item, y };
        })
      : [];
  const footer = frame.footer
    .flatMap((paragraph) => wrapLines(paragraph, width, measure))
    .map((text) => {
      y += LINE;
      return { text, y };
    });
  return {
    width: width + PADDING * 2,
    height: y + PADDING,
    chart: { x: PADDING, y: PADDING + LINE * 2, width, height },
    legend,
    footer,
  };
}

/** Draws the chart's SVG on a canvas at 2× with its title, legend and source lines; a PNG blob. */
export async function chartPng(svg: SVGSVGElement, frame: PngFrame): Promise<Blob> {
  const { markup, width, height } = standaloneSvg(svg);
  const image = await loadImage(markup);
  const layout = layoutOf(frame, width, height);
  const canvas = document.createElement('canvas');
  canvas.width = layout.width * PNG_SCALE;
  canvas.height = layout.height * PNG_SCALE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas unavailable');
  context.scale(PNG_SCALE, PNG_SCALE);
  context.fillStyle = frame.background;
  context.fillRect(0, 0, layout.width, layout.height);
  context.fillStyle = frame.textColor;
  context.font = `600 16px ${frame.fontFamily}`;
  context.fillText(frame.title, PADDING, PADDING + 16);
  const { chart } = layout;
  context.drawImage(image, chart.x, chart.y, chart.width, chart.height);
  context.font = `13px ${frame.fontFamily}`;
  for (const item of layout.legend) {
    context.fillStyle = item.color;
    context.fillRect(PADDING, item.y - 10, 12, 12);
    context.fillStyle = frame.textColor;
    context.fillText(item.label, PADDING + 20, item.y);
  }
  for (const line of layout.footer) context.fillText(line.text, PADDING, line.y);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No PNG'))), 'image/png'),
  );
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The same picture as an SVG document: the drawing nested, its title, legend and sources as text. */
export function chartSvgDocument(svg: SVGSVGElement, frame: PngFrame): string {
  const { markup, width, height } = standaloneSvg(svg);
  const layout = layoutOf(frame, width, height);
  const { chart } = layout;
  const text = (x: number, y: number, content: string, extra = '') =>
    `<text x="${x}" y="${y}" fill="${escapeXml(frame.textColor)}" font-family="${escapeXml(frame.fontFamily)}" ${extra}>${escapeXml(content)}</text>`;
  const nested = markup.replace(/^<svg\b/, `<svg x="${chart.x}" y="${chart.y}"`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.width}" height="${layout.height}" viewBox="0 0 ${layout.width} ${layout.height}">`,
    `<rect width="100%" height="100%" fill="${escapeXml(frame.background)}"/>`,
    text(PADDING, PADDING + 16, frame.title, 'font-size="16" font-weight="600"'),
    nested,
    ...layout.legend.map(
      (item) =>
        `<rect x="${PADDING}" y="${item.y - 10}" width="12" height="12" fill="${escapeXml(item.color)}"/>${text(PADDING + 20, item.y, item.label, 'font-size="13"')}`,
    ),
    ...layout.footer.map((line) => text(PADDING, line.y, line.text, 'font-size="13"')),
    '</svg>',
  ].join('\n');
}
