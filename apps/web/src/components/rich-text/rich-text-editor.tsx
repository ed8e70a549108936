import { UPLOAD_LIMITS } from '@keeling/contract/constants';
import Box from '@mui/material/Box';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState } from 'react';
import { EditorToolbar } from './editor-toolbar';
import { outlinedFrameSx } from './frames';
import { LinkDialog } from './link-dialog';
import { articleTypography } from './typography';

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  label: string;
  isUploading: boolean;
  onUploadImage: (file: File) => Promise<string | null>;
}

/** The editable element's attributes: a multi-line text box named by the field's label. */
const contentAttributes = (label: string) => ({
  'aria-label': label,
  role: 'textbox',
  'aria-multiline': 'true',
});

/** Tiptap with headings, lists, quote, code, links and uploaded images (its own lazy chunk). */
export function RichTextEditor({
  value,
  onChange,
  label,
  isUploading,
  onUploadImage,
}: RichTextEditorProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    // a client-only app: the editor exists from the first render (no server rendering to match)
    immediatelyRender: true,
    // the toolbar follows the selection through useEditorState, not a render per transaction
    shouldRerenderOnTransaction: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] },
      }),
      Image,
    ],
    content: value,
    editorProps: { attributes: contentAttributes(label) },
    // useEditor calls the latest callbacks passed to it
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // the content's name follows the language (Tiptap reads its options once)
  const shownLabel = useRef(label);
  useEffect(() => {
    if (label === shownLabel.current || editor.isDestroyed) return;
    shownLabel.current = label;
    editor.setOptions({ editorProps: { attributes: contentAttributes(label) } });
  }, [editor, label]);

  // a value set from outside (restored journal, server version, revision) replaces the content
  useEffect(() => {
    if (editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  /** The link dialog's starting address while it is open ('' for a new link). */
  const [linkHref, setLinkHref] = useState<string | null>(null);
  const onLink = () => {
    setLinkHref((editor.getAttributes('link').href as string | undefined) ?? '');
  };
  const onApplyLink = (href: string | null) => {
    setLinkHref(null);
    const range = editor.chain().focus().extendMarkRange('link');
    if (href) range.setLink({ href }).run();
    else range.unsetLink().run();
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const src = await onUploadImage(file);
    if (src) editor.chain().focus().setImage({ src }).run();
  };

  return (
    <Box sx={outlinedFrameSx}>
      <EditorToolbar
        editor={editor}
        onLink={onLink}
        onImage={() => fileInput.current?.click()}
        isUploading={isUploading}
      />
      <Box
        sx={[
          articleTypography,
          { px: 2, '& .ProseMirror': { minHeight: 300, outline: 'none', py: 2 } },
        ]}
      >
        <EditorContent editor={editor} />
      </Box>
      <LinkDialog
        href={linkHref}
        onClose={() => {
          setLinkHref(null);
          editor.commands.focus();
        }}
        onApply={onApplyLink}
      />
      <input
        ref={fileInput}
        type="file"
        accept={UPLOAD_LIMITS.types.join(',')}
        hidden
        onChange={(event) => {
          void onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </Box>
  );
}
