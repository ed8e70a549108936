import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { nextTask } from '../../test/next-task';
import { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';

const props: RichTextEditorProps = {
  value: '<p>Hello</p>',
  onChange: vi.fn(),
  label: 'Content',
  isUploading: false,
  onUploadImage: vi.fn(),
};

describe('RichTextEditor', () => {
  it('is a multi-line text box named by its label, also after the language changes', async () => {
    const { rerender } = render(<RichTextEditor {...props} />);
    await nextTask();
    const content = screen.getByRole('textbox', { name: 'Content' });
    expect(content.getAttribute('aria-multiline')).toBe('true');
    expect(content.textContent).toBe('Hello');

    rerender(<RichTextEditor {...props} label="Contenu" />);
    expect(screen.getByRole('textbox', { name: 'Contenu' })).toBe(content);
  });
});
