import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BlogToolbar } from './blog-toolbar';

describe('BlogToolbar', () => {
  it('offers its own clear button while the search field has text', () => {
    render(<BlogToolbar search="" sort="latest" onSearch={vi.fn()} onSort={vi.fn()} />);
    const search = screen.getByRole('searchbox', { name: 'Search articles' }) as HTMLInputElement;
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();

    fireEvent.change(search, { target: { value: 'Mauna Loa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search.value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it("shows the URL's search and writes the settled text back", async () => {
    const onSearch = vi.fn();
    render(<BlogToolbar search="co2" sort="latest" onSearch={onSearch} onSort={vi.fn()} />);
    const search = screen.getByRole('searchbox', { name: 'Search articles' }) as HTMLInputElement;
    expect(search.value).toBe('co2');
    fireEvent.change(search, { target: { value: 'ppm' } });
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalledWith('ppm'));
  });
});
