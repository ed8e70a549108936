import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { convertCsv } from './convert';
import { inspectCsv } from './csv-inspect';
import {
  convertValue,
  createTypeInference,
  dateText,
  isMonth,
  missingMarkers,
  numberText,
  ValueError,
} from './type-inference';

const dir = mkdtempSync(path.join(tmpdir(), 'keeling-csv-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
function file(text: string): string {
  const name = path.join(dir, `f${++n}.csv`);
  writeFileSync(name, text);
  return name;
}
const NONE = missingMarkers([]);

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('value rules', () => {
  it('recognises numbers, calendar dates and months without Date.parse', () => {
    expect(
      ['1', '-01', '+2.5', '.5', '1e5', '315.71', '-9.99', '0e-400', '0.000', '1e-310'].every(
        (value) => numberText(value) !== null,
      ),
    ).toBe(true);
    expect(
      // 1e-400 rounds to zero in a double: PostgreSQL refuses it, so it is not a number here
      [
        '',
        '1,5',
        '1e400',
        '1e-400',
        '-2.5e-999',
        'NaN',
        'Infinity',
        '0x10',
        '1.2.3',
        'Test 2',
      ].some((value) => numberText(value) !== null),
    ).toBe(false);
    expect(dateText('2024-02-29') !== null).toBe(true);
    expect(dateText('2023-02-29') !== null).toBe(false);
    expect(dateText('2021-13-01') !== null).toBe(false);
    expect(isMonth('1958-03')).toBe(true);
    expect(isMonth('1958-13')).toBe(false);
  });

  it('treats numeric missing markers as numbers (-1 matches -01) and others as text', () => {
    const markers = missingMarkers(['-1', 'n/a', ' ']);
    expect(markers.has('-01')).toBe(true);
    expect(markers.has('-1.0')).toBe(true);
    expect(markers.has('n/a')).toBe(true);
    expect(markers.has('1')).toBe(false);
  });

  it('reads a decimal comma only where the file allows it, and markers either way', () => {
    expect(numberText('424,61', true)).toBe('424.61');
    expect(numberText('-9,99', true)).toBe('-9.99');
    expect(numberText('315.7', true)).toBe('315.7');
    // a comma in a comma-separated file, or beside a point, is not a decimal comma
    expect(numberText('424,61')).toBeNull();
    expect(numberText('1,234.5', true)).toBeNull();
    expect(numberText('1,2,3', true)).toBeNull();
    const markers = missingMarkers(['-9.99'], { decimalComma: true });
    expect(markers.has('-9,99')).toBe(true);
    expect(missingMarkers(['-9,99']).has('-9.99')).toBe(true);
    expect(missingMarkers(['-9.99']).has('-9,99')).toBe(false);
    expect(convertValue('number', '424,61', NONE, { decimalComma: true })).toBe('424.61');
    expect(() => convertValue('number', '424,61', NONE)).toThrow(ValueError);
    // and in those files a day may come first, as a spreadsheet in French writes it
    expect(dateText('27/11/2026', true)).toBe('2026-11-27');
    expect(dateText('1/3/1958', true)).toBe('1958-03-01');
    expect(dateText('29/02/2025', true)).toBeNull();
    expect(dateText('27/11/2026')).toBeNull();
    expect(convertValue('date', '01/03/1958', NONE, { dayFirstDates: true })).toBe('1958-03-01');
    expect(() => convertValue('date', '01/03/1958', NONE)).toThrow(ValueError);
    // the message names the form the file may use
    expect(() => convertValue('date', '31/02/1958', NONE, { dayFirstDates: true })).toThrow(
      '“31/02/1958” is not a date (YYYY-MM-DD or DD/MM/YYYY)',
    );
  });

  it('infers over every value: a year needs a year-like header, sparse values count', () => {
    const inference = createTypeInference(
      ['Year', 'n', 'when', 'month', 'label', 'empty', 'yr2'],
      missingMarkers(['NA']),
    );
    inference.add(['1959', '1', '2020-01-01', '1958-03', 'a', '', '-10000']);
    inference.add(['2025', 'NA', '', '2026-06', '1', '', '1950']);
    inference.add(['999', '2.5', '2020-12-31', '', 'x', 'NA', '2000']);
    expect(inference.types()).toEqual([
      'year',
      'number',
      'date',
      'month',
      'text',
      'text',
      'number',
    ]);
  });

  it('converts values for PostgreSQL and refuses those that do not fit', () => {
    expect(convertValue('month', '1958-03', NONE)).toBe('1958-03-01');
    expect(convertValue('year', '999', NONE)).toBe('0999-01-01');
    expect(convertValue('number', '-01', NONE)).toBe('-01');
    expect(convertValue('number', '', NONE)).toBeNull();
    expect(convertValue('number', '-9.99', missingMarkers(['-9.99']))).toBeNull();
    expect(() => convertValue('year', 'abc', NONE)).toThrow(ValueError);
    expect(() => convertValue('year', 'abc', NONE)).toThrow('“abc” is not a year');
    expect(() => convertValue('date', '2020-02-30', NONE)).toThrow('is not a date');
  });
});

describe('inspectCsv', () => {
  it('reads a BOM, quoted fields with commas and newlines, and skips blank lines', async () => {
    const found = await inspectCsv(
      file('\ufeffname,"value, ppm"\n\n"a ""quoted"", b",1\n"two\nlines",2.5\n\n'),
      [],
    );
    expect(found.columns).toEqual([
      {
        name: 'name',
        type: 'text',
        missingMarkers: [],
        quality: { parsed: 2, missing: 0, rejected: 0 },
      },
      {
        name: 'value, ppm',
        type: 'number',
        missingMarkers: [],
        quality: { parsed: 2, missing: 0, rejected: 0 },
      },
    ]);
    expect(found.rowCount).toBe(2);
    expect(found.sample).toEqual([
      ['a "quoted", b', '1'],
      ['two\nlines', '2.5'],
    ]);
  });

  it('reads files separated by semicolons (decimal commas) or by tabs, from their header', async () => {
    const french = await inspectCsv(
      file(
        '# Source : NOAA\nAnnée;"CO2; ppm";Pays;Relevé\n' +
          '2024;424,61;France;27/11/2024\n2025;-9,99;"Côte, Sud";1/3/2025\n',
      ),
      ['-9.99'],
    );
    expect(french.columns.map(({ name, type }) => ({ name, type }))).toEqual([
      { name: 'Année', type: 'year' },
      { name: 'CO2; ppm', type: 'number' },
      { name: 'Pays', type: 'text' },
      { name: 'Relevé', type: 'date' },
    ]);
    // the marker asked for (written with a point) reads the file's "-9,99" as missing
    expect(french.columns[1]?.quality).toEqual({ parsed: 1, missing: 1, rejected: 0 });
    expect(french.sample).toEqual([
      ['2024', '424,61', 'France', '27/11/2024'],
      ['2025', '-9,99', 'Côte, Sud', '1/3/2025'],
    ]);
    // separated by tabs: split at the tabs, but "1,234" may be a thousand there, so it is text
    const tabs = await inspectCsv(file('year\tvalue\tnote\n2001\t1.5\t\n2002\t2\tok\n'), []);
    expect(tabs.columns.map((column) => column.type)).toEqual(['year', 'number', 'text']);
    const thousands = await inspectCsv(file('year\tvalue\n2001\t"1,234"\n'), []);
    expect(thousands.columns.map((column) => column.type)).toEqual(['year', 'text']);
    // separated by commas: a quoted "1,5" is text, as before
    const commas = await inspectCsv(file('year,value\n2001,"1,5"\n'), []);
    expect(commas.columns.map((column) => column.type)).toEqual(['year', 'text']);
  });

  it('names the line of a row with a different number of fields', async () => {
    const error = await failure(inspectCsv(file('a,b,c\n1,2,3\n\n4,5,6\n1,2,3,4\n'), []));
    expect(error.statusCode).toBe(400);
    expect(error.code).toBe('datasets.malformed_csv');
    expect(error.message).toBe('Line 5: expected 3 fields, found 4');
    expect(error.details).toMatchObject({ line: 5 });
  });

  it('names the line and column of an unterminated quote', async () => {
    const error = await failure(inspectCsv(file('a,b,c\n1,2,3\n4,"5,6\n7,8,9\n'), []));
    expect(error.code).toBe('datasets.malformed_csv');
    expect(error.message).toBe('Line 3, column “b”: a quoted field is never closed');
  });

  it('refuses an empty file and a header without rows', async () => {
    for (const text of ['', '\n\n', 'a,b\n']) {
      expect((await failure(inspectCsv(file(text), []))).code).toBe('datasets.empty_file');
    }
  });
});

describe('convertCsv', () => {
  it('writes the line order and typed values, NULL for missing values', async () => {
    const target = path.join(dir, 'out.csv');
    const converted = await convertCsv(
      file('m,v,t\n1958-03,-01,"a,b"\n1958-04,2,\n1958-05,3,"q"""\n'),
      target,
      {
        types: ['month', 'number', 'text'],
        markers: ['-1'],
        batchBytes: 1,
        checkHeader: () => {},
      },
    );
    expect(converted.rows).toBe(3);
    expect(converted.batches.reduce((sum, b) => sum + b.rows, 0)).toBe(3);
    expect(readFileSync(target, 'utf8')).toBe(
      '1,1958-03-01,,"a,b"\n2,1958-04-01,2,\n3,1958-05-01,3,"q"""\n',
    );
  });

  it('writes decimal commas as points, days first as ISO days, a semicolon file’s markers as missing', async () => {
    const target = path.join(dir, 'fr.csv');
    await convertCsv(file('Année;CO2;Relevé\n2024;424,61;01/03/2024\n2025;-9,99;\n'), target, {
      types: ['year', 'number', 'date'],
      markers: ['-9.99'],
      batchBytes: 1024,
      checkHeader: () => {},
    });
    expect(readFileSync(target, 'utf8')).toBe('1,2024-01-01,424.61,2024-03-01\n2,2025-01-01,,\n');
  });

  it('cuts the rows into contiguous batches of about `batchBytes`', async () => {
    const lines = Array.from({ length: 4500 }, (_, i) => `${i},x`).join('\n');
    const converted = await convertCsv(file(`n,t\n${lines}\n`), path.join(dir, 'b.csv'), {
      types: ['number', 'text'],
      markers: [],
      batchBytes: 10_000,
      checkHeader: () => {},
    });
    expect(converted.batches.length).toBeGreaterThan(1);
    expect(converted.batches.reduce((sum, b) => sum + b.rows, 0)).toBe(4500);
    converted.batches.forEach((b, i) => {
      expect(b.start).toBe(converted.batches[i - 1]?.end ?? 0);
    });
  });

  it('names the line and column of a value that does not fit its type', async () => {
    const error = await failure(
      convertCsv(file('Year,v\n2001,1\n\nabc,2\n'), path.join(dir, 'bad.csv'), {
        types: ['year', 'number'],
        markers: [],
        batchBytes: 1024,
        checkHeader: () => {},
      }),
    );
    expect(error.code).toBe('datasets.bad_value');
    expect(error.message).toBe('Line 4, column “Year”: “abc” is not a year');
    expect(error.details).toEqual({ line: 4, column: 'Year' });
  });
});
