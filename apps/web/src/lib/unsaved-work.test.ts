import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hasUnsavedWork, useUnsavedWork } from './unsaved-work';

describe('useUnsavedWork', () => {
  it('holds unsaved work while a screen is dirty, and not after it is saved or gone', () => {
    expect(hasUnsavedWork()).toBe(false);
    const editor = renderHook(({ dirty }) => useUnsavedWork(dirty), {
      initialProps: { dirty: false },
    });
    expect(hasUnsavedWork()).toBe(false);
    editor.rerender({ dirty: true });
    expect(hasUnsavedWork()).toBe(true);
    editor.rerender({ dirty: false });
    expect(hasUnsavedWork()).toBe(false);
    editor.rerender({ dirty: true });
    editor.unmount();
    expect(hasUnsavedWork()).toBe(false);
  });

  it('counts each dirty screen: one saved leaves the other holding', () => {
    const first = renderHook(() => useUnsavedWork(true));
    const second = renderHook(({ dirty }) => useUnsavedWork(dirty), {
      initialProps: { dirty: true },
    });
    second.rerender({ dirty: false });
    expect(hasUnsavedWork()).toBe(true);
    first.unmount();
    expect(hasUnsavedWork()).toBe(false);
    second.unmount();
  });
});
