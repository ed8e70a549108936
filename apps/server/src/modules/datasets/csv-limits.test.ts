import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { type TestUser, userWithRole } from '../blog/testing';
import { inspectCsv } from './csv-inspect';
import { datasetsClient } from './testing';

// A header is read within bounds (issue 30, item 20): a first line longer than any header can
// be (200 names of 200 characters) is refused before a parser scans it, a name longer than the
// limit is refused and never stored, the line ending is given to the parser, and the reading
// stops when the client has gone.

let t: TestApp;
let dir: string;
let api: ReturnType<typeof datasetsClient>;
let editor: TestUser;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'keeling-csv-limits-'));
  t = await buildTestApp({ dataDir: dir });
  editor = await userWithRole(t, 'editor');
  api = datasetsClient(t, editor);
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const upload = (text: string) => api.upload('file.csv', Buffer.from(text));

describe('a CSV header within bounds', () => {
  it('refuses a first line longer than 64 KB, 4 M separators among them, at once', async () => {
    for (const header of ['x'.repeat(100_000), ','.repeat(4_000_000)]) {
      const res = await upload(`${header}\n1\n`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'datasets.malformed_csv',
        line: 1,
        message:
          'Line 1: the header is longer than 64 KB; a header names at most 200 columns of at most 200 characters',
      });
    }
  });

  it('counts the comment lines above the header in the line it names', async () => {
    const res = await upload(`# NOAA\n# GML\n${'y'.repeat(70_000)}\n1\n`);
    expect(res.json()).toMatchObject({ line: 3 });
  });

  it('refuses a column name longer than 200 characters', async () => {
    const res = await upload(`year,${'n'.repeat(201)}\n2020,1\n`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Line 1: the name of column 2 is longer than 200 characters');
    const fits = await upload(`year,${'n'.repeat(200)}\n2020,1\n`);
    expect(fits.statusCode).toBe(200);
  });

  it('reads lines ended by CR LF, by LF and by CR alone', async () => {
    for (const end of ['\r\n', '\n', '\r']) {
      const res = await upload(['year,value', '2020,1.5', '2021,2.5', ''].join(end));
      expect(res.statusCode, JSON.stringify(end)).toBe(200);
      expect(res.json()).toMatchObject({ rowCount: 2, columns: [{ type: 'year' }, {}] });
      expect(res.json().sample[1]).toEqual(['2021', '2.5']);
    }
  });

  it('sends a long text cell cut, with an ellipsis, in a page of rows', async () => {
    const long = 'é'.repeat(5000);
    const { dataset } = await api.importFile('long.csv', Buffer.from(`year,note\n2020,${long}\n`));
    const { rows } = await api.rows(dataset.id);
    expect(rows[0]?.c2).toBe(`${'é'.repeat(1000)}…`);
  });

  it('stops reading once the client has gone', async () => {
    const file = path.join(dir, 'long.csv');
    writeFileSync(file, `year,value\n${'2020,1\n'.repeat(10_000)}`);
    const gone = new AbortController();
    gone.abort();
    await expect(inspectCsv(file, [], [], gone.signal)).rejects.toThrow(/aborted/i);
    expect((await inspectCsv(file, [])).rowCount).toBe(10_000);
  });
});
