import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SortSelect } from './sort-select';

const combobox = () => screen.getByRole('combobox', { name: 'Sort by' });

describe('SortSelect', () => {
  it('is a combobox named by its label, showing the order, with a listbox of the orders', () => {
    const onChange = vi.fn();
    render(<SortSelect value="latest" onChange={onChange} />);
    // named by its label only (MUI's Select); its text is the chosen order
    const field = combobox();
    expect(field.textContent).toBe('Latest');
    expect(field.getAttribute('aria-expanded')).toBe('false');

    fireEvent.mouseDown(field);
    const listbox = screen.getByRole('listbox', { name: 'Sort by' });
    expect(field.getAttribute('aria-expanded')).toBe('true');
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Latest', 'Oldest', 'Popular']);
    expect(options.map((option) => option.getAttribute('aria-selected'))).toEqual([
      'true',
      'false',
      'false',
    ]);

    fireEvent.click(within(listbox).getByRole('option', { name: 'Popular' }));
    expect(onChange).toHaveBeenCalledWith('popular');
  });

  it('opens from the keyboard with the arrow keys', () => {
    render(<SortSelect value="popular" onChange={vi.fn()} />);
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    expect(screen.getByRole('option', { name: 'Popular' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('does not report the order it already has', () => {
    const onChange = vi.fn();
    render(<SortSelect value="oldest" onChange={onChange} />);
    fireEvent.mouseDown(combobox());
    fireEvent.click(screen.getByRole('option', { name: 'Oldest' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
