import { describe, expect, it } from 'vitest';
import { plainToHtml } from './plain-to-html';

describe('plainToHtml', () => {
  it('makes paragraphs and line breaks, escaping markup', () => {
    expect(plainToHtml('Hello <b>team</b>\nsecond line\n\n  Next & last  ')).toBe(
      '<p>Hello &lt;b&gt;team&lt;/b&gt;<br>second line</p><p>Next &amp; last</p>',
    );
    expect(plainToHtml('\n\n')).toBe('');
  });
});
