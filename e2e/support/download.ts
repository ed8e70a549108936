import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';

/** What the browser saved after an action: the file's suggested name and its bytes. */
export async function downloaded(page: Page, action: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), action()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG's size from its first chunk (IHDR, right after the signature); null when not a PNG. */
export function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signed = PNG_SIGNATURE.every((byte, i) => bytes[i] === byte);
  if (!signed || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * A downloaded chart CSV in its two parts: the provenance lines at its top (`# Source,<name>`…,
 * each a record whose first cell starts with '#') and the table below them.
 */
export function chartCsvParts(text: string) {
  const records = parseCsv(text);
  const start = records.findIndex((record) => !record[0]?.startsWith('#'));
  return { provenance: records.slice(0, start), table: records.slice(start) };
}

/** RFC 4180 text (quoted fields, doubled quotes, CRLF rows) as rows of cells; a BOM is dropped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      rows.push([...row, cell]);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

/**
 * Presses Tab until the element has the focus (as a keyboard user moves through the page);
 * how many presses it took. Fails after `max` presses.
 */
export async function tabTo(page: Page, target: Locator, max = 120): Promise<number> {
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  throw new Error(`not reached after ${max} presses of Tab`);
}

/** Whether the element has the keyboard focus. */
export const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/**
 * How many pixels of a PNG are close to a colour (`rgb(r, g, b)`), decoded by the page's own
 * image decoder: the drawing is in the image, not only its frame.
 */
export function pixelsOfColour(page: Page, png: Buffer, colour: string): Promise<number> {
  return page.evaluate(
    async ({ base64, colour }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d');
      if (!context) return -1;
      context.drawImage(image, 0, 0);
      const wanted = (colour.match(/\d+/g) ?? []).map(Number).slice(0, 3);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let count = 0;
      for (let i = 0; i < data.length; i += 4) {
        const near = wanted.every(
          (value, channel) => Math.abs((data[i + channel] ?? 0) - value) < 12,
        );
        if (near) count += 1;
      }
      return count;
    },
    { base64: png.toString('base64'), colour },
  );
}
