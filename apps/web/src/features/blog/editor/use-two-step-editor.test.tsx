import { render } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { nextTask } from '../../../test/next-task';
import { useTwoStepEditor, whenInitialized } from './use-two-step-editor';

function Probe({ onRender }: { onRender: (editor: Editor, hasView: boolean) => void }) {
  const { editor, ref } = useTwoStepEditor({ extensions: [StarterKit], content: '<p>Hello</p>' });
  onRender(editor, hasView(editor));
  return <div ref={ref} data-testid="content" />;
}

/** Whether ProseMirror's view exists: Tiptap's unmounted editor throws on `view.dom`. */
function hasView(editor: Editor): boolean {
  try {
    return editor.view.dom !== undefined;
  } catch {
    return false;
  }
}

describe('useTwoStepEditor', () => {
  it('has the document while rendering and mounts the view after the commit', async () => {
    const renders: [Editor, boolean][] = [];
    const { getByTestId, unmount } = render(
      <Probe onRender={(editor, hasView) => renders.push([editor, hasView])} />,
    );
    const [editor, hadView] = renders[0] ?? [];
    expect(hadView).toBe(false);
    expect(editor?.getText()).toBe('Hello');
    expect(editor && hasView(editor)).toBe(true);
    expect(getByTestId('content').querySelector('.ProseMirror')?.textContent).toBe('Hello');
    await nextTask();
    expect(editor?.isInitialized).toBe(true);

    unmount();
    await nextTask();
    expect(editor?.isDestroyed).toBe(true);
  });

  it('survives StrictMode’s unmount and mount of its effects', async () => {
    const editors = new Set<Editor>();
    const { getByTestId } = render(
      <StrictMode>
        <Probe onRender={(editor) => editors.add(editor)} />
      </StrictMode>,
    );
    await nextTask();
    const mounted = [...editors].filter((editor) => editor.isInitialized);
    expect(mounted).toHaveLength(1);
    expect(mounted[0]?.isDestroyed).toBe(false);
    expect(getByTestId('content').querySelectorAll('.ProseMirror')).toHaveLength(1);
  });

  it('runs an action asked for before the view exists once it does', async () => {
    let editor: Editor | undefined;
    render(<Probe onRender={(current) => (editor = current)} />);
    const ran: boolean[] = [];
    if (editor) whenInitialized(editor, () => ran.push(editor ? hasView(editor) : false));
    expect(ran).toEqual([]);
    await nextTask();
    expect(ran).toEqual([true]);
    if (editor) whenInitialized(editor, () => ran.push(true));
    expect(ran).toEqual([true, true]); // at once when the view exists
  });
});
