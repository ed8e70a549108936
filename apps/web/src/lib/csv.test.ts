import { describe, expect, it } from 'vitest';
import { csvField, neutraliseCell, toCsv } from './csv';

describe('CSV export', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    for (const cell of ['=SUM(A1)', '+1', '-2+3', '@cmd', '\tx', '\rx']) {
      expect(neutraliseCell(cell)).toBe(`'${cell}`);
    }
    expect(neutraliseCell('CO2 = 420 ppm')).toBe('CO2 = 420 ppm');
  });

  it('neutralises the forms that slip past a first-character check', () => {
    // a leading space or line break (spreadsheets trim it), full-width signs (some read them as
    // their ASCII twins), and `|` (LibreOffice's DDE)
    for (const cell of [
      ' =1+1',
      '  @SUM(A1)',
      '\n=cmd',
      '\n\t+1',
      '＝1+1',
      '＋1',
      '－1',
      '＠x',
      '|cmd',
    ]) {
      expect(neutraliseCell(cell)).toBe(`'${cell}`);
    }
    expect(neutraliseCell(' plain text')).toBe(' plain text');
    expect(neutraliseCell('a | b')).toBe('a | b');
    expect(neutraliseCell('')).toBe('');
  });

  it('quotes fields with commas, quotes and line breaks after neutralising', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=1,2')).toBe(`"'=1,2"`);
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
    expect(csvField(-3)).toBe('-3');
  });

  it('joins rows with CRLF', () => {
    expect(
      toCsv([
        ['title', 'views'],
        ['@home', 4],
      ]),
    ).toBe("title,views\r\n'@home,4");
  });
});
