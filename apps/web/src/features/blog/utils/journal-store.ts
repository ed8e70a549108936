import { articleSchema } from '@keeling/contract';
import { z } from 'zod/mini';
import { ARTICLE_FORM_FIELDS, type ArticleFormValues } from '../editor/form-schema';

const PREFIX = 'keeling.blog.journal.';

/**
 * Unsaved editor changes, one entry per article id (or 'new'), in localStorage: they survive
 * a reload, a crash and a sign-out on token expiry. Written on every change, cleared on save.
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

export const journalKey = (articleId: string | undefined) => `${PREFIX}${articleId ?? 'new'}`;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readJournal(articleId: string | undefined): JournalEntry | null {
  const raw = storage()?.getItem(journalKey(articleId));
  if (!raw) return null;
  try {
    const parsed = journalEntrySchema.safeParse(JSON.parse(raw));
    return parsed.success ? (parsed.data as JournalEntry) : null;
  } catch {
    return null;
  }
}

export function writeJournal(articleId: string | undefined, entry: JournalEntry): void {
  try {
    storage()?.setItem(journalKey(articleId), JSON.stringify(entry));
  } catch {
    // quota or private mode: the journal is a safety net, the editor still works
  }
}

export function clearJournal(articleId: string | undefined): void {
  storage()?.removeItem(journalKey(articleId));
}
