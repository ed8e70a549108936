/*
 * ProseMirror's core packages, imported on their own before Tiptap (lazy-rich-text.tsx): the
 * browser evaluates them in a task of their own, and the rich-text chunk, evaluated in the next,
 * finds them done. One chunk of ≈ 0.4 MB evaluated at once was a ≈ 20–35 ms task at 1× CPU
 * (≈ 0.1 s on a phone) after the editor's first paint. One binding of each package is enough:
 * a module evaluates whole.
 */
export { Schema } from '@tiptap/pm/model';
export { EditorState } from '@tiptap/pm/state';
export { Transform } from '@tiptap/pm/transform';
export { EditorView } from '@tiptap/pm/view';
