import type { Article } from '@keeling/contract';
import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { errorMessage } from '../../../lib/error-message';
import { isHttpError } from '../../../lib/http';
import { SERVER_ERROR } from '../../../lib/server-errors';
import { useTranslation } from '../../../locales/use-translation';
import { conflictArticle, useUpsertArticle } from '../api/upsert-article';
import { type ArticleFormValues, formValuesOf } from './form-schema';

/** The article the form edits: no id until the first save; the version it started from. */
export interface EditorBase {
  id?: string;
  version?: number;
}

export interface Conflict {
  mine: ArticleFormValues;
  theirs: Article;
}

interface SaveOptions {
  isAutosave?: boolean;
  /** Save over this server version (Keep mine after a conflict). */
  version?: number;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Save, with 409 conflicts turned into a choice and the journal cleared on success
 * (`clearJournal` drops the entry of the article `base` names when it is called).
 */
export function useSaveArticle(
  form: UseFormReturn<ArticleFormValues>,
  base: { current: EditorBase },
  clearJournal: () => void,
  notify: (message: string, isError?: boolean) => void,
  onCreated: (id: string) => void,
) {
  const { t } = useTranslation('blog');
  const upsert = useUpsertArticle();
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [lastAutosave, setLastAutosave] = useState<number | null>(null);
  const isSaving = useRef(false);

  const save = async (values: ArticleFormValues, options: SaveOptions = {}) => {
    if (isSaving.current) return;
    isSaving.current = true;
    const { id, version } = base.current;
    try {
      const saved = await upsert.mutateAsync({
        ...values,
        id,
        version: options.version ?? version,
      });
      clearJournal();
      base.current = { id: saved.id, version: saved.version };
      // typing went on during an autosave: keep it (still dirty), else take the server's text
      if (same(form.getValues(), values)) form.reset(formValuesOf(saved));
      else form.reset(formValuesOf(saved), { keepValues: true });
      setConflict(null);
      if (!id) onCreated(saved.id);
      if (options.isAutosave) setLastAutosave(Date.now());
      else notify(t('editor.saved'));
    } catch (error) {
      const theirs = conflictArticle(error);
      if (theirs) setConflict({ mine: values, theirs });
      else if (isHttpError(error) && error.status === 409) {
        form.setError('slug', { type: SERVER_ERROR, message: errorMessage(t, error) });
        notify(errorMessage(t, error), true);
      } else notify(errorMessage(t, error), true);
    } finally {
      isSaving.current = false;
    }
  };

  const keepMine = () => {
    if (conflict) void save(conflict.mine, { version: conflict.theirs.version });
  };
  const useTheirs = () => {
    if (!conflict) return;
    clearJournal();
    base.current.version = conflict.theirs.version;
    form.reset(formValuesOf(conflict.theirs));
    setConflict(null);
  };

  return { save, conflict, keepMine, useTheirs, isSaving: upsert.isPending, lastAutosave };
}
