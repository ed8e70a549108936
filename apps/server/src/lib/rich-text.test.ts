import { describe, expect, it } from 'vitest';
import { DANGEROUS, XSS_PAYLOADS as PAYLOADS } from '../modules/blog/xss-corpus';
import { sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it(`removes every one of ${PAYLOADS.length} XSS payloads`, () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(20);
    for (const payload of PAYLOADS) {
      const clean = sanitizeRichText(payload);
      for (const pattern of DANGEROUS) expect(clean, payload).not.toMatch(pattern);
    }
  });

  it('keeps the allowed formatting', () => {
    const html =
      '<h2>Title</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s><br></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote>' +
      '<pre><code>x = 1</code></pre><hr>';
    expect(sanitizeRichText(html)).toBe(
      '<h2>Title</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s><br /></p>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote>' +
        '<pre><code>x = 1</code></pre><hr />',
    );
  });

  it('keeps http(s) and mailto links, adding rel', () => {
    const clean = sanitizeRichText(
      '<a href="https://gml.noaa.gov/ccgg/trends/">NOAA</a> <a href="mailto:a@b.co">mail</a>',
    );
    expect(clean).toBe(
      '<a href="https://gml.noaa.gov/ccgg/trends/" rel="noopener noreferrer nofollow">NOAA</a> ' +
        '<a href="mailto:a@b.co" rel="noopener noreferrer nofollow">mail</a>',
    );
  });

  it('keeps images from http(s) and /uploads/ only', () => {
    expect(sanitizeRichText('<img src="/uploads/0123abcd.png" alt="curve">')).toBe(
      '<img src="/uploads/0123abcd.png" alt="curve" />',
    );
    expect(sanitizeRichText('<img src="https://example.org/a.jpg" alt="">')).toBe(
      '<img src="https://example.org/a.jpg" alt="" />',
    );
    expect(sanitizeRichText('<img src="/uploads/../config.png">')).toBe('');
  });

  it('drops script and style content but keeps the text of unknown tags', () => {
    expect(sanitizeRichText('<div><span>kept</span><script>gone()</script></div>')).toBe('kept');
  });
});
