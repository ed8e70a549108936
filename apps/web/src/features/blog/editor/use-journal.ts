import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { clearJournal, type JournalEntry, readJournal, writeJournal } from '../utils/journal-store';
import type { ArticleFormValues } from './form-schema';
import type { EditorBase } from './use-save-article';

/**
 * Every change goes to the journal (localStorage) while the form is dirty; a clean form
 * (saved or changed back) clears it. On open, a journal left by a reload, a crash or an
 * expired session is put back into the form, together with the version it started from.
 */
export function useJournal(form: UseFormReturn<ArticleFormValues>, base: { current: EditorBase }) {
  const [pending] = useState<JournalEntry | null>(() => readJournal(base.current.id));
  const [isRestored, setRestored] = useState(false);

  useEffect(() => {
    if (!pending) return;
    if (pending.baseVersion !== undefined) base.current.version = pending.baseVersion;
    form.reset(pending.values, { keepDefaultValues: true });
    setRestored(true);
  }, [pending, form, base]);

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true, isDirty: true },
        callback: ({ isDirty }) => {
          const { id, version } = base.current;
          if (isDirty) {
            writeJournal(id, {
              savedAt: Date.now(),
              baseVersion: version,
              values: form.getValues(),
            });
          } else {
            clearJournal(id);
          }
        },
      }),
    [form, base],
  );

  const discard = () => {
    clearJournal(base.current.id);
    form.reset();
    setRestored(false);
  };

  return { isRestored, dismiss: () => setRestored(false), discard };
}
