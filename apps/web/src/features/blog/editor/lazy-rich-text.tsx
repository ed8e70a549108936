import { lazy, Suspense } from 'react';
import { retryImport } from '../../../lib/retry-import';
import { useTranslation } from '../../../locales/use-translation';
import { ContentOutline } from './editor-skeleton';
import type { RichTextEditorProps } from './rich-text-editor';

/** Tiptap (ProseMirror) is large: it loads in its own chunk when the editor opens. */
const RichTextEditor = lazy(() =>
  retryImport(() => import('./rich-text-editor')).then((module) => ({
    default: module.RichTextEditor,
  })),
);

export function LazyRichText(props: RichTextEditorProps) {
  const { t } = useTranslation('blog');
  return (
    <Suspense fallback={<ContentOutline label={t('editor.editorLoading')} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
