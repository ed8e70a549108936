import { describe, expect, it } from 'vitest';
import { wrapLines } from './export-png';

describe("the exported image's footer", () => {
  it('wraps a long citation into lines no wider than the image', () => {
    const measure = (text: string) => text.length * 10;
    const citation = 'Global Carbon Budget (2024) – with major processing by Our World in Data';
    const lines = wrapLines(citation, 300, measure);
    expect(lines.join(' ')).toBe(citation);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(300);
  });

  it('keeps a word longer than the width on a line of its own', () => {
    expect(
      wrapLines('a https://example.org/a/very/long/address b', 100, (t) => t.length * 10),
    ).toEqual(['a', 'https://example.org/a/very/long/address', 'b']);
  });
});
