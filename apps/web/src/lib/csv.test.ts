import { describe, expect, it } from 'vitest';
import { csvField, neutraliseCell, toCsv } from './csv';

describe('CSV export', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    for (const cell of ['=SUM(A1)', '+1', '-2+3', '@cmd', '\tx', '\rx']) {
      expect(neutraliseCell(cell)).toBe(`'${cell}`);
    }
    expect(neutraliseCell('CO2 = 420 ppm')).toBe('CO2 = 420 ppm');
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
