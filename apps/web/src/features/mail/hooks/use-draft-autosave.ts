import type { MailDraftInput } from '@keeling/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { mailKeys, saveMailDraft } from '../api/mail';

/** How long after the last change a draft is saved (as the blog's editor autosaves). */
export const DRAFT_SAVE_DELAY_MS = 1_000;

export type DraftSaveState = 'idle' | 'saving' | 'saved' | 'error';

/**
 * Saves the mail being written as a draft a moment after each change, one save at a time (each
 * over the version the previous one answered). `flush` waits for what is pending and answers the
 * draft's id, for the send that removes it.
 */
export function useDraftAutosave(initial: { id: string; version: number } | null) {
  const queryClient = useQueryClient();
  const saved = useRef(initial);
  const pending = useRef<MailDraftInput | null>(null);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [state, setState] = useState<DraftSaveState>('idle');

  const run = useCallback(() => {
    clearTimeout(timer.current);
    chain.current = chain.current.then(async () => {
      const body = pending.current;
      if (!body) return;
      pending.current = null;
      setState('saving');
      try {
        const { draft } = await saveMailDraft(body, saved.current);
        saved.current = { id: draft.id, version: draft.version };
        setState('saved');
        void queryClient.invalidateQueries({ queryKey: mailKeys.all });
      } catch {
        setState('error');
      }
    });
    return chain.current;
  }, [queryClient]);

  const schedule = useCallback(
    (body: MailDraftInput) => {
      pending.current = body;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void run(), DRAFT_SAVE_DELAY_MS);
    },
    [run],
  );

  /** Saves what is pending now; the draft's id (undefined when nothing was ever saved). */
  const flush = useCallback(async () => {
    await run();
    return saved.current?.id;
  }, [run]);

  /** Forgets what is pending (the mail was sent or the draft discarded). */
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
  }, []);

  // a draft closed within the delay is saved, not lost
  useEffect(() => () => void run(), [run]);

  return { state, schedule, flush, cancel, draftId: () => saved.current?.id };
}
