import { describe, expect, it } from 'vitest';
import {
  dateTimeFormatFor,
  formatDate,
  formatDateTime,
  formatNumber,
  isolateFor,
  numberFormatFor,
} from './format';

const FSI = '\u2068';
const PDI = '\u2069';
const date = '2026-11-24T10:00:00.000Z';

describe('format helpers in right-to-left text', () => {
  it('isolates an Arabic date, so it keeps its order inside Arabic or mixed text', () => {
    const text = formatDate(date, 'ar');
    expect(text.startsWith(FSI) && text.endsWith(PDI)).toBe(true);
    expect(text.slice(1, -1)).toBe(
      new Intl.DateTimeFormat('ar', { dateStyle: 'medium' }).format(new Date(date)),
    );
    expect(formatDateTime(date, 'ar')).toMatch(new RegExp(`^${FSI}[^${FSI}${PDI}]+${PDI}$`));
  });

  it('leaves left-to-right languages unchanged', () => {
    expect(formatDate(date, 'en')).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(date)),
    );
    expect(formatDate(date, 'fr')).not.toContain(FSI);
    expect(isolateFor('ada@example.com', 'fr')).toBe('ada@example.com');
  });

  it('isolates any value set into Arabic text (an e-mail address)', () => {
    expect(isolateFor('ada@example.com', 'ar')).toBe(`${FSI}ada@example.com${PDI}`);
    expect(isolateFor('ada@example.com', 'ar-EG')).toBe(`${FSI}ada@example.com${PDI}`);
  });

  it('shows an invalid date as a dash', () => {
    expect(formatDate('not a date', 'ar')).toBe('—');
  });
});

describe('dateTimeFormatFor / numberFormatFor', () => {
  it('creates one formatter per language and options, then hands the same one back', () => {
    const month = { month: 'short', year: 'numeric', timeZone: 'UTC' } as const;
    expect(dateTimeFormatFor('fr', month)).toBe(dateTimeFormatFor('fr', { ...month }));
    expect(dateTimeFormatFor('fr', month)).not.toBe(dateTimeFormatFor('en', month));
    expect(dateTimeFormatFor('fr', month).format(new Date('2026-06-01T00:00:00Z'))).toBe(
      'juin 2026',
    );
    expect(numberFormatFor('en', { useGrouping: false })).toBe(
      numberFormatFor('en', { useGrouping: false }),
    );
    expect(numberFormatFor('en')).not.toBe(numberFormatFor('en', { useGrouping: false }));
  });
});

describe('one numbering for the whole app', () => {
  it('writes Western digits in every language, even where the locale would write Arabic-Indic', () => {
    expect(formatNumber(24016, 'ar')).toBe('24,016');
    expect(formatNumber(24016, 'ar-SD')).toBe('24,016');
    expect(formatDate('2026-11-28T12:00:00Z', 'ar-SD')).not.toMatch(/[\u0660-\u0669]/);
  });
});
