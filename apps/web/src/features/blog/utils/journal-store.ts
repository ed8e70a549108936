import { articleSchema } from '@keeling/contract';
import { z } from 'zod/mini';
import { userStorage } from '../../../lib/user-storage';
import { ARTICLE_FORM_FIELDS, type ArticleFormValues } from '../editor/form-schema';

/**
 * Unsaved editor changes, one entry per article id (or 'new'), in the signed-in user's part of
 * localStorage (lib/user-storage.ts): they survive a reload, a crash and a sign-out on token
 * expiry, another account on the same browser never sees them, and an explicit sign-out removes
 * them. Written on every change, cleared on save.
 */
export interface JournalEntry {
  savedAt: number;
  /** The server version the changes started from (undefined for a new article). */
  baseVersion?: number;
  values: ArticleFormValues;
}

const formFieldMask = Object.fromEntries(ARTICLE_FORM_FIELDS.map((f) => [f, true])) as {
  [K in keyof ArticleFormValues]: true;
};

/**
 * An entry as stored: the values are typed like an article's fields but not held to the save's
 * rules (a half-written draft with an empty title must come back).
 */
const journalEntrySchema = z.object({
  savedAt: z.number(),
  baseVersion: z.optional(z.int()),
  values: z.pick(articleSchema, formFieldMask),
});

/** The entry's key within the user's storage. */
export const journalKey = (articleId: string | undefined) => `blog.journal.${articleId ?? 'new'}`;

/** Where entries were kept before they had an owner: whoever wrote them, they are dropped. */
function dropUnowned(articleId: string | undefined): void {
  try {
    globalThis.localStorage?.removeItem(`keeling.blog.journal.${articleId ?? 'new'}`);
  } catch {
    // no storage: nothing to drop
  }
}

function parseEntry(raw: string | null): JournalEntry | null {
  if (!raw) return null;
  try {
    const parsed = journalEntrySchema.safeParse(JSON.parse(raw));
    return parsed.success ? (parsed.data as JournalEntry) : null;
  } catch {
    return null;
  }
}

/** The journal of one user (none without a user: nothing is kept). */
export function articleJournal(userId: string | undefined) {
  const storage = userId ? userStorage(userId) : null;
  return {
    read(articleId: string | undefined): JournalEntry | null {
      dropUnowned(articleId);
      return parseEntry(storage?.getItem(journalKey(articleId)) ?? null);
    },
    write(articleId: string | undefined, entry: JournalEntry): void {
      storage?.setItem(journalKey(articleId), JSON.stringify(entry));
    },
    clear(articleId: string | undefined): void {
      storage?.removeItem(journalKey(articleId));
    },
  };
}

export type ArticleJournal = ReturnType<typeof articleJournal>;
