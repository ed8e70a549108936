import type { ArticleListItem, ArticleListResponse } from '@keeling/contract';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { defaultSettings } from '../../../settings/settings-config';
import { createTheme } from '../../../theme/create-theme';
import { ManagementList } from './management-list';

const article = (n: number, title: string): ArticleListItem => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  slug: `article-${n}`,
  title,
  description: '',
  coverUrl: null,
  tags: [],
  status: 'published',
  author: null,
  publishedAt: '2026-11-01T00:00:00.000Z',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-02T00:00:00.000Z',
  version: 1,
  totalViews: 1234,
});
const list: ArticleListResponse = {
  items: [article(1, 'Keeling curve at 425 ppm.'), article(2, 'منحنى كيلنغ')],
  total: 25,
  page: 1,
  size: 10,
  counts: { all: 25, published: 25, draft: 0 },
};

function renderList(url = '/dashboard/management/blog') {
  const fetchMock = vi.fn(
    async (_input: string) => new Response(JSON.stringify(list), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter(
    [{ path: '/dashboard/management/blog', element: <ManagementList notify={() => {}} /> }],
    { initialEntries: [url] },
  );
  render(
    <ThemeProvider theme={createTheme(defaultSettings)}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { router, fetchMock };
}

describe('ManagementList', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a table of articles whose titles take their own direction', async () => {
    renderList();
    const table = await screen.findByRole('table', { name: 'Articles' });
    const title = await within(table).findByText('Keeling curve at 425 ppm.');
    // in Arabic an English title keeps its full stop at its end
    expect(title.getAttribute('dir')).toBe('auto');
    expect(within(table).getByText('منحنى كيلنغ').getAttribute('dir')).toBe('auto');
  });

  it('goes to the last page and back to the first with the pager', async () => {
    const { router, fetchMock } = renderList();
    await screen.findByText('Keeling curve at 425 ppm.');
    // 25 articles, 10 a page
    fireEvent.click(screen.getByRole('button', { name: 'Go to last page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    await waitFor(() => {
      const urls = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://x'));
      expect(urls.at(-1)?.searchParams.get('page')).toBe('3');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Go to first page' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
