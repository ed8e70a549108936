import type { Dataset } from '@keeling/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DatasetRowsGrid } from './dataset-rows-grid';

const dataset: Dataset = {
  id: '5b0c3c1e-0000-4000-8000-000000000002',
  slug: 'big',
  name: 'A million rows',
  description: '',
  source: 'upload',
  sourceUrl: null,
  licence: '',
  citation: '',
  missingMarkers: [],
  columns: [
    { key: 'c1', name: 'year', type: 'number', unit: null, missingMarkers: [] },
    { key: 'c2', name: 'value', type: 'number', unit: null, missingMarkers: [] },
  ],
  rowCount: 1_000_000,
  importedAt: '2026-11-25T00:00:01.000Z',
  refreshIntervalHours: null,
  lastRefreshAt: null,
  lastRefreshError: null,
  version: 1,
  keyColumns: null,
  createdAt: '2026-11-25T00:00:01.000Z',
  updatedAt: '2026-11-25T00:00:01.000Z',
};

const TOO_DEEP = {
  message: 'Sorted by a column, only pages within 10,000 rows of the first or the last are served',
  code: 'datasets.page_too_deep',
};

describe('DatasetRowsGrid: a sorted page in the middle of a large data set', () => {
  const asked: URL[] = [];
  beforeEach(() => {
    asked.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const at = new URL(url, 'http://localhost');
        asked.push(at);
        if (at.searchParams.get('page') !== '1')
          return new Response(JSON.stringify(TOO_DEEP), { status: 400 });
        return new Response(JSON.stringify({ rows: [], total: 1_000_000, page: 1, size: 25 }), {
          status: 200,
        });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('says why the page is not served and offers the first page instead of a retry', async () => {
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <MemoryRouter initialEntries={['/?page=20000&sort=c2&order=desc']}>
          <DatasetRowsGrid dataset={dataset} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('only pages within ten thousand rows');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'First page' }));
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('page')).toBe('1'));
    // the sort is kept
    expect(asked.at(-1)?.searchParams.get('sort')).toBe('c2');
    expect(asked.at(-1)?.searchParams.get('order')).toBe('desc');
  });
});
