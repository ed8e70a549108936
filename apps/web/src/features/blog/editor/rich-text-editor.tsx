import Box from '@mui/material/Box';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../locales/use-translation';
import { ACCEPTED_IMAGE_TYPES } from '../api/upload-image';
import { articleTypography } from '../components/article-body';
import { EditorToolbar } from './editor-toolbar';

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  label: string;
  isUploading: boolean;
  onUploadImage: (file: File) => Promise<string | null>;
}

/** Tiptap with headings, lists, quote, code, links and uploaded images (its own lazy chunk). */
export function RichTextEditor({
  value,
  onChange,
  label,
  isUploading,
  onUploadImage,
}: RichTextEditorProps) {
  const { t } = useTranslation('blog');
  const fileInput = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] },
      }),
      Image,
    ],
    content: value,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // a value set from outside (restored journal, server version, revision) replaces the content
  useEffect(() => {
    if (!editor || editor.isDestroyed || !editor.isInitialized) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const onLink = () => {
    if (!editor) return;
    const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
    const href = window.prompt(t('editor.toolbar.linkPrompt'), previous);
    if (href === null) return;
    const range = editor.chain().focus().extendMarkRange('link');
    if (href.trim()) range.setLink({ href: href.trim() }).run();
    else range.unsetLink().run();
  };

  const onFile = async (file: File | undefined) => {
    if (!editor || !file) return;
    const src = await onUploadImage(file);
    if (src) editor.chain().focus().setImage({ src }).run();
  };

  return (
    <Box sx={{ border: (theme) => `solid 1px ${theme.palette.divider}`, borderRadius: 1 }}>
      {editor && (
        <EditorToolbar
          editor={editor}
          onLink={onLink}
          onImage={() => fileInput.current?.click()}
          isUploading={isUploading}
        />
      )}
      <Box
        sx={[
          articleTypography,
          { px: 2, '& .ProseMirror': { minHeight: 300, outline: 'none', py: 2 } },
        ]}
      >
        <EditorContent editor={editor} />
      </Box>
      <input
        ref={fileInput}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES}
        hidden
        onChange={(event) => {
          void onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </Box>
  );
}
