// The data bench's file: the OWID emissions per country, repeated with entity suffixes
// (`Germany #2`, `Germany #3`…) until it has the rows asked for. Years and values stay real;
// every copy is a new set of series values, as a larger upload would bring.

import { once } from 'node:events';
import { createWriteStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './processes.js';

export const OWID_FILE = join(root, 'test-data/owid/annual-co2-emissions-per-country.csv');

/**
 * Writes `rows` data rows (and the OWID header) to `file`.
 * @returns {Promise<{ file: string, rows: number, bytes: number, header: string[], sourceRows: number, copies: number }>}
 */
export async function writeBenchCsv(file, rows) {
  const [header = '', ...lines] = readFileSync(OWID_FILE, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  const source = lines.map((line) => {
    const comma = line.indexOf(',');
    return { entity: line.slice(0, comma), rest: line.slice(comma) };
  });
  const out = createWriteStream(file);
  let bytes = 0;
  const write = async (text) => {
    bytes += Buffer.byteLength(text);
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(`${header}\n`);
  let written = 0;
  let copy = 1;
  while (written < rows) {
    const suffix = copy === 1 ? '' : ` #${copy}`;
    const take = Math.min(source.length, rows - written);
    const chunk = [];
    for (let i = 0; i < take; i++) {
      const row = source[i];
      chunk.push(`${row.entity}${suffix}${row.rest}\n`);
    }
    await write(chunk.join(''));
    written += take;
    copy++;
  }
  out.end();
  await once(out, 'finish');
  return {
    file,
    rows: written,
    bytes,
    header: header.split(','),
    sourceRows: source.length,
    copies: copy - 1,
  };
}
