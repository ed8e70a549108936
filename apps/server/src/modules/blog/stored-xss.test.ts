// The stored-XSS corpus through the API: each payload saved as an article's content (and its
// title and description, which are text), read back, and checked: nothing dangerous is stored,
// and sanitising is idempotent (what is stored would be stored unchanged if saved again).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { sanitizeRichText } from '../../lib/rich-text';
import { blogClient, type TestUser, userWithRole } from './testing';
import { DANGEROUS, XSS_PAYLOADS } from './xss-corpus';

let t: TestApp;
let editor: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  editor = await userWithRole(t, 'editor');
});
afterAll(() => t.close());

describe(`stored XSS: ${XSS_PAYLOADS.length} payloads through the article upsert`, () => {
  it('has at least 40 payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(40);
  });

  it('stores none of them in a form that can run, and saving again changes nothing', async () => {
    const client = blogClient(t, editor);
    for (const [i, payload] of XSS_PAYLOADS.entries()) {
      const saved = await client.save({
        title: `XSS ${i} ${payload}`.slice(0, 200),
        description: payload.slice(0, 300),
        content: `<p>before</p>${payload}<p>after</p>`,
        status: 'published',
      });
      const res = await client.get(`/api/blog/article?id=${saved.id}&countView=false`);
      const { content } = res.json().article as { content: string };
      for (const pattern of DANGEROUS) expect(content, payload).not.toMatch(pattern);
      expect(sanitizeRichText(content), payload).toBe(content);
      const again = await client.save({
        id: saved.id,
        version: saved.version,
        title: saved.title,
        content,
      });
      expect(again.content, payload).toBe(content);
    }
  });
});

/** HTML-ish text: tags, attributes, entities and quotes in any order. */
const htmlish = fc
  .array(
    fc.oneof(
      fc.constantFrom('<', '>', '/', '"', "'", '=', ' ', '&', ';', '#', ':', '!--', '-->'),
      fc.constantFrom(
        'p',
        'a',
        'img',
        'script',
        'svg',
        'style',
        'href',
        'src',
        'onerror',
        'javascript',
      ),
      fc.constantFrom(
        '&lt;',
        '&#x6A;',
        '&amp;',
        'alert(1)',
        'https://ok.example',
        '/uploads/a.png',
      ),
      fc.string({ maxLength: 4 }),
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(''));

/** Dangers as markup (the same words in text are harmless: `<` in text is stored as `&lt;`). */
const MARKUP_DANGERS = [
  /<(script|iframe|svg|style|object|embed)/i,
  /<[^>]*\son\w+\s*=/i,
  /<[^>]*(href|src)\s*=\s*["']?\s*(javascript|vbscript|data):/i,
];

describe('sanitizeRichText on generated HTML', () => {
  it('is idempotent and lets nothing dangerous through', () => {
    fc.assert(
      fc.property(htmlish, (html) => {
        const once = sanitizeRichText(html);
        expect(sanitizeRichText(once)).toBe(once);
        for (const pattern of MARKUP_DANGERS) {
          expect(once).not.toMatch(pattern);
        }
      }),
      { numRuns: 2_000 },
    );
  });
});
