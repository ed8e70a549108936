import { articleStatusSchema } from '@keeling/contract';
import { z } from 'zod';

const PREFIX = 'keeling.blog.journal.';

/**
 * Unsaved editor changes, one entry per article id (or 'new'), in localStorage: they survive
 * a reload, a crash and a sign-out on token expiry. Written on every change, cleared on save.
 */
const journalEntrySchema = z.object({
  savedAt: z.number(),
  /** The server version the changes started from (undefined for a new article). */
  baseVersion: z.number().int().optional(),
  values: z.object({
    title: z.string(),
    slug: z.string(),
    description: z.string(),
    content: z.string(),
    coverUrl: z.string().nullable(),
    tags: z.array(z.string()),
    status: articleStatusSchema,
    metaTitle: z.string(),
    metaDescription: z.string(),
    metaKeywords: z.array(z.string()),
  }),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

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
