import { lazy, Suspense } from 'react';
import { retryImport } from '../../lib/retry-import';
import { useTranslation } from '../../locales/use-translation';
import { ContentOutline } from './content-outline';
import type { RichTextEditorProps } from './rich-text-editor';

/** Tiptap (ProseMirror) is large: it loads in its own chunk when the editor opens. */
const RichTextEditor = lazy(() =>
  retryImport(() => import('./rich-text-editor')).then((module) => ({
    default: module.RichTextEditor,
  })),
);

/**
 * The editor, loaded on first use. Its texts' namespace loads inside this boundary too, so the
 * form around it (a dialog whose title field has the focus) never suspends and loses what was
 * typed.
 */
export function LazyRichText(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<ContentOutline />}>
      <NamedEditor {...props} />
    </Suspense>
  );
}

function NamedEditor(props: RichTextEditorProps) {
  const { t } = useTranslation('editor');
  return (
    <Suspense fallback={<ContentOutline label={t('loading')} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
