import { useCallback, useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useAuthContext } from '../../../auth/auth-context';
import { articleJournal, type JournalEntry } from '../utils/journal-store';
import type { ArticleFormValues } from './form-schema';
import type { EditorBase } from './use-save-article';

/**
 * Every change goes to the signed-in user's journal (localStorage) while the form is dirty; a
 * clean form (saved or changed back) clears it. On open, a journal left by a reload, a crash or
 * an expired session of the same user is put back into the form, together with the version it
 * started from. The user does not change while the form is open (a sign-out unmounts it).
 */
export function useJournal(form: UseFormReturn<ArticleFormValues>, base: { current: EditorBase }) {
  const userId = useAuthContext().user?.id;
  const [journal] = useState(() => articleJournal(userId));
  const [pending] = useState<JournalEntry | null>(() => journal.read(base.current.id));
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
            journal.write(id, {
              savedAt: Date.now(),
              baseVersion: version,
              values: form.getValues(),
            });
          } else {
            journal.clear(id);
          }
        },
      }),
    [form, base, journal],
  );

  /** Drops the entry of the article the form edits now (after a save, a revision, theirs). */
  const clear = useCallback(() => journal.clear(base.current.id), [journal, base]);

  const discard = () => {
    clear();
    form.reset();
    setRestored(false);
  };

  return { isRestored, dismiss: () => setRestored(false), discard, clear };
}
