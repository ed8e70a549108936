import { fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { CountedField } from './counted-field';

let formRenders = 0;

function Form() {
  formRenders += 1;
  const form = useForm({ defaultValues: { title: '', description: 'abc' } });
  return (
    <CountedField form={form} name="description" max={5} label="Description" multiline rows={3} />
  );
}

describe('CountedField', () => {
  it('counts its text, turns invalid past the limit, and re-renders alone while typed in', () => {
    render(<Form />);
    const field = screen.getByRole('textbox', { name: 'Description' });
    expect(field.tagName).toBe('TEXTAREA');
    expect(field.getAttribute('rows')).toBe('3'); // a plain textarea, not MUI's autosizing one
    expect(screen.getByText('3 / 5')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('false');

    const rendersBefore = formRenders;
    fireEvent.change(field, { target: { value: 'abcdef' } });
    expect(screen.getByText('6 / 5')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(formRenders).toBe(rendersBefore);
  });
});
