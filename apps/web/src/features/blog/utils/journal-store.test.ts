import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_ARTICLE } from '../editor/form-schema';
import { clearJournal, journalKey, readJournal, writeJournal } from './journal-store';

const entry = {
  savedAt: 1_700_000_000_000,
  baseVersion: 3,
  values: { ...EMPTY_ARTICLE, title: 'Unsaved title', tags: ['co2'] },
};

afterEach(() => localStorage.clear());

describe('editor journal', () => {
  it('keeps one entry per article id, and one for a new article', () => {
    writeJournal('a1', entry);
    writeJournal(undefined, { ...entry, baseVersion: undefined });
    expect(readJournal('a1')).toEqual(entry);
    expect(readJournal(undefined)?.values.title).toBe('Unsaved title');
    expect(readJournal('a2')).toBeNull();
    expect(journalKey(undefined)).toBe('keeling.blog.journal.new');
  });

  it('is cleared after a save', () => {
    writeJournal('a1', entry);
    clearJournal('a1');
    expect(readJournal('a1')).toBeNull();
  });

  it('ignores broken or foreign data instead of crashing the editor', () => {
    localStorage.setItem(journalKey('a1'), '{not json');
    expect(readJournal('a1')).toBeNull();
    localStorage.setItem(journalKey('a1'), JSON.stringify({ values: { title: 1 } }));
    expect(readJournal('a1')).toBeNull();
    localStorage.setItem(journalKey('a1'), JSON.stringify({ ...entry, baseVersion: 2.5 }));
    expect(readJournal('a1')).toBeNull();
    const foreignStatus = { ...entry, values: { ...entry.values, status: 'archived' } };
    localStorage.setItem(journalKey('a1'), JSON.stringify(foreignStatus));
    expect(readJournal('a1')).toBeNull();
  });
});
