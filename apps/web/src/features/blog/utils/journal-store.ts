import { ARTICLE_SHAPE } from '@keeling/contract/article-check';
import { checker, int, number, object, optional } from '@keeling/contract/check';
import { pick } from '../../../lib/pick';
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

/** Read when the editor opens, so checked without zod (which loads with the first save). */
const journalEntryCheck = checker<JournalEntry>(
  object({
    savedAt: number,
    baseVersion: optional(int),
    // an article's fields as the contract's zod-free article check reads them
    values: object(pick(ARTICLE_SHAPE, ARTICLE_FORM_FIELDS)),
  }),
);

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
    const parsed = journalEntryCheck.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
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
