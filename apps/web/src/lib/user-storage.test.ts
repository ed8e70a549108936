import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearUserStorage, userStorage, userStorageKey } from './user-storage';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('userStorage', () => {
  it("keeps each user's items apart, under keeling.user.<id>.<key>", () => {
    userStorage('u1').setItem('blog.journal.new', 'first');
    userStorage('u2').setItem('blog.journal.new', 'second');
    expect(userStorageKey('u1', 'blog.journal.new')).toBe('keeling.user.u1.blog.journal.new');
    expect(localStorage.getItem('keeling.user.u1.blog.journal.new')).toBe('first');
    expect(userStorage('u1').getItem('blog.journal.new')).toBe('first');
    expect(userStorage('u2').getItem('blog.journal.new')).toBe('second');
    expect(userStorage('u3').getItem('blog.journal.new')).toBeNull();
    userStorage('u1').removeItem('blog.journal.new');
    expect(userStorage('u1').getItem('blog.journal.new')).toBeNull();
    expect(userStorage('u2').getItem('blog.journal.new')).toBe('second');
  });

  it("clears every item of one user, and nothing else (another user's, the settings)", () => {
    userStorage('u1').setItem('a', '1');
    userStorage('u1').setItem('b.c', '2');
    userStorage('u11').setItem('a', 'other user, same prefix digits');
    userStorage('u2').setItem('a', '3');
    localStorage.setItem('settings', '{}');
    clearUserStorage('u1');
    expect(userStorage('u1').getItem('a')).toBeNull();
    expect(userStorage('u1').getItem('b.c')).toBeNull();
    expect(userStorage('u11').getItem('a')).toBe('other user, same prefix digits');
    expect(userStorage('u2').getItem('a')).toBe('3');
    expect(localStorage.getItem('settings')).toBe('{}');
  });

  it('does not fail when the browser refuses to store (quota, private mode)', () => {
    // a browser whose storage refuses every write (a spy set on happy-dom's Storage itself
    // would be stored as an item and outlive the test)
    const real = localStorage;
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => real.getItem(key),
      removeItem: (key: string) => real.removeItem(key),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    expect(() => userStorage('u1').setItem('a', '1')).not.toThrow();
    expect(userStorage('u1').getItem('a')).toBeNull();
  });
});
