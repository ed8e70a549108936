import { Editor, type EditorOptions } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';

/**
 * A Tiptap editor built in two steps, each in a task of its own: its state (extensions, schema,
 * document, commands) while the component renders (in a transition, one slice of it), and its
 * view (ProseMirror's DOM and plugins) in an effect after the commit. @tiptap/react's `useEditor`
 * does both in one call during render: ≈ 50 ms at 1× CPU here, the editor page's longest task
 * (≈ 0.2 s at a phone's 4×). Options are read once: pass callbacks that read refs.
 *
 * Returns the editor and the ref of the element its view mounts into. The view exists once
 * `editor.isInitialized` (Tiptap's `create` event); the state can be read before.
 */
export function useTwoStepEditor(options: Partial<EditorOptions>) {
  const [editor] = useState(() => new Editor({ ...options, element: null }));
  const ref = useRef<HTMLDivElement>(null);
  const isMounted = useRef(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    editor.mount(element);
    isMounted.current = true;
    return () => {
      editor.unmount();
      isMounted.current = false;
      // gone for good unless mounted again at once (StrictMode does so in development)
      setTimeout(() => {
        if (!isMounted.current && !editor.isDestroyed) editor.destroy();
      });
    };
  }, [editor]);

  return { editor, ref };
}

/**
 * Runs `action` now if the editor's view exists, else as soon as it does (Tiptap's `create`): a
 * toolbar button pressed while the view mounts acts, rather than doing nothing.
 */
export function whenInitialized(editor: Editor, action: () => void): void {
  if (editor.isInitialized) action();
  else editor.once('create', action);
}
