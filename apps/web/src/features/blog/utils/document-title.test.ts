import { describe, expect, it } from 'vitest';
import { articleDocumentTitle } from './document-title';

const branded = (page: string) => `${page} | Keeling`;

describe('articleDocumentTitle', () => {
  it('adds the brand once', () => {
    expect(articleDocumentTitle('Why Mauna Loa?', 'Keeling', branded)).toBe(
      'Why Mauna Loa? | Keeling',
    );
  });

  it('keeps a meta title that already ends with the brand as written', () => {
    expect(articleDocumentTitle('Why Mauna Loa? | Keeling', 'Keeling', branded)).toBe(
      'Why Mauna Loa? | Keeling',
    );
    expect(articleDocumentTitle('Why Mauna Loa? – keeling ', 'Keeling', branded)).toBe(
      'Why Mauna Loa? – keeling',
    );
  });
});
