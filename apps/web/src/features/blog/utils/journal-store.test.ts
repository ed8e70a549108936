import { afterEach, describe, expect, it } from 'vitest';
import { clearUserStorage, userStorageKey } from '../../../lib/user-storage';
import { EMPTY_ARTICLE } from '../editor/form-schema';
import { articleJournal, journalKey } from './journal-store';

const entry = {
  savedAt: 1_700_000_000_000,
  baseVersion: 3,
  values: { ...EMPTY_ARTICLE, title: 'Unsaved title', tags: ['co2'] },
};

const ada = articleJournal('ada');
const storedKey = (articleId: string) => userStorageKey('ada', journalKey(articleId));

afterEach(() => localStorage.clear());

describe('editor journal', () => {
  it('keeps one entry per article id, and one for a new article', () => {
    ada.write('a1', entry);
    ada.write(undefined, { ...entry, baseVersion: undefined });
    expect(ada.read('a1')).toEqual(entry);
    expect(ada.read(undefined)?.values.title).toBe('Unsaved title');
    expect(ada.read('a2')).toBeNull();
    expect(localStorage.getItem('keeling.user.ada.blog.journal.new')).not.toBeNull();
  });

  it('is cleared after a save', () => {
    ada.write('a1', entry);
    ada.clear('a1');
    expect(ada.read('a1')).toBeNull();
  });

  it("is the signed-in user's: another user never reads it, a sign-out removes it", () => {
    ada.write(undefined, entry);
    expect(articleJournal('bob').read(undefined)).toBeNull();
    expect(ada.read(undefined)).toEqual(entry);
    clearUserStorage('ada');
    expect(ada.read(undefined)).toBeNull();
  });

  it('keeps nothing without a user', () => {
    const nobody = articleJournal(undefined);
    nobody.write('a1', entry);
    expect(nobody.read('a1')).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('drops an entry written before entries had an owner, unread', () => {
    localStorage.setItem('keeling.blog.journal.new', JSON.stringify(entry));
    expect(ada.read(undefined)).toBeNull();
    expect(localStorage.getItem('keeling.blog.journal.new')).toBeNull();
  });

  it('ignores broken or foreign data instead of crashing the editor', () => {
    localStorage.setItem(storedKey('a1'), '{not json');
    expect(ada.read('a1')).toBeNull();
    localStorage.setItem(storedKey('a1'), JSON.stringify({ values: { title: 1 } }));
    expect(ada.read('a1')).toBeNull();
    localStorage.setItem(storedKey('a1'), JSON.stringify({ ...entry, baseVersion: 2.5 }));
    expect(ada.read('a1')).toBeNull();
    const foreignStatus = { ...entry, values: { ...entry.values, status: 'archived' } };
    localStorage.setItem(storedKey('a1'), JSON.stringify(foreignStatus));
    expect(ada.read('a1')).toBeNull();
  });
});
