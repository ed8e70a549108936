import { lazy, Suspense } from 'react';
import { retryImport } from '../../../lib/retry-import';
import { useShownAfterCommit } from '../../../lib/use-steps-after-commit';
import { yieldToMain } from '../../../lib/yield-to-main';
import { useTranslation } from '../../../locales/use-translation';
import { ContentOutline } from './editor-skeleton';
import type { RichTextEditorProps } from './rich-text-editor';

/**
 * Tiptap (ProseMirror) is large: it loads in its own chunk when the editor opens, ProseMirror's
 * core first (prosemirror-core.ts), so that the two evaluate in two tasks.
 */
const RichTextEditor = lazy(() =>
  retryImport(() => import('./prosemirror-core'))
    .then(yieldToMain)
    .then(() => retryImport(() => import('./rich-text-editor')))
    .then((module) => ({ default: module.RichTextEditor })),
);

export function LazyRichText(props: RichTextEditorProps) {
  const { t } = useTranslation('blog');
  // the editor mounts in a commit of its own, after the form's: each stays a shorter task
  const isShown = useShownAfterCommit();
  const placeholder = <ContentOutline label={t('editor.editorLoading')} />;
  return (
    <Suspense fallback={placeholder}>
      {isShown ? <RichTextEditor {...props} /> : placeholder}
    </Suspense>
  );
}
