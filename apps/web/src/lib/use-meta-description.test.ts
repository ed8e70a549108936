import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useMetaDescription } from './use-meta-description';

const descriptions = () =>
  [...document.head.querySelectorAll<HTMLMetaElement>('meta[name="description"]')].map(
    (meta) => meta.content,
  );

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta')) meta.remove();
});

describe('useMetaDescription', () => {
  it("replaces the document's description in place and restores it on unmount", () => {
    document.head.insertAdjacentHTML('beforeend', '<meta name="description" content="Generic">');
    const { rerender, unmount } = renderHook(({ text }) => useMetaDescription(text), {
      initialProps: { text: 'About the volcano' as string | undefined },
    });
    expect(descriptions()).toEqual(['About the volcano']);
    rerender({ text: 'Another article' });
    expect(descriptions()).toEqual(['Another article']);
    unmount();
    expect(descriptions()).toEqual(['Generic']);
  });

  it('adds one when the document has none, removed again on unmount', () => {
    const { unmount } = renderHook(() => useMetaDescription('Only one'));
    expect(descriptions()).toEqual(['Only one']);
    unmount();
    expect(descriptions()).toEqual([]);
  });

  it('leaves the description alone while there is no text yet', () => {
    document.head.insertAdjacentHTML('beforeend', '<meta name="description" content="Generic">');
    renderHook(() => useMetaDescription(undefined));
    expect(descriptions()).toEqual(['Generic']);
  });
});
