import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SortSelect } from './sort-select';

describe('SortSelect', () => {
  it('is a combobox named by its label and value, whose menu loads when it opens', async () => {
    const onChange = vi.fn();
    render(<SortSelect value="latest" onChange={onChange} />);
    // Chromium names it "Sort by Latest" (label, then value: e2e); the DOM test library stops at
    // the label.
    const combobox = screen.getByRole('combobox', { name: /^Sort by/ });
    expect(combobox.getAttribute('aria-labelledby')?.split(' ')).toEqual([
      screen.getByText('Sort by', { selector: 'label' }).id,
      combobox.id,
    ]);
    expect(combobox.textContent).toBe('Latest');
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();

    fireEvent.click(combobox);
    const listbox = await screen.findByRole('listbox', { name: 'Sort by' });
    expect(combobox.getAttribute('aria-expanded')).toBe('true');
    expect(combobox.getAttribute('aria-controls')).toBe(listbox.id);
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Latest', 'Oldest', 'Popular']);
    expect(options.map((option) => option.getAttribute('aria-selected'))).toEqual([
      'true',
      'false',
      'false',
    ]);

    fireEvent.click(screen.getByRole('option', { name: 'Popular' }));
    expect(onChange).toHaveBeenCalledWith('popular');
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens from the keyboard with the arrow keys, on the selected option', async () => {
    render(<SortSelect value="popular" onChange={vi.fn()} />);
    fireEvent.keyDown(screen.getByRole('combobox', { name: /^Sort by/ }), { key: 'ArrowDown' });
    const popular = await screen.findByRole('option', { name: 'Popular' });
    await vi.waitFor(() => expect(document.activeElement).toBe(popular));
  });

  it('does not report the order it already has', async () => {
    const onChange = vi.fn();
    render(<SortSelect value="oldest" onChange={onChange} />);
    fireEvent.click(screen.getByRole('combobox', { name: /^Sort by/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Oldest' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
