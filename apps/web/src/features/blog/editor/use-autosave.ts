import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ArticleFormValues } from './form-schema';

export const AUTOSAVE_DELAY_MS = 3000;

/** Saves a dirty draft once typing has paused for 3 s (never a published article). */
export function useAutosave(
  form: UseFormReturn<ArticleFormValues>,
  save: (values: ArticleFormValues, options: { isAutosave: true }) => Promise<void>,
  isPaused: boolean,
) {
  // the latest save, without restarting the timer on every render
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  useEffect(() => {
    if (isPaused) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = form.subscribe({
      formState: { values: true, isDirty: true },
      callback: ({ isDirty }) => {
        clearTimeout(timer);
        if (!isDirty || form.getValues('status') !== 'draft') return;
        timer = setTimeout(async () => {
          if (await form.trigger()) await saveRef.current(form.getValues(), { isAutosave: true });
        }, AUTOSAVE_DELAY_MS);
      },
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [form, isPaused]);
}
