import type { Dataset } from '@keeling/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DatasetEditDialog } from './dataset-edit-dialog';

const dataset: Dataset = {
  id: '5b0c3c1e-0000-4000-8000-000000000001',
  slug: 'co2-annmean-mlo',
  name: 'Mauna Loa annual means',
  description: '',
  source: 'upload',
  sourceUrl: null,
  licence: '',
  citation: '',
  missingMarkers: [],
  columns: [
    { key: 'c1', name: 'year', type: 'year', unit: null, missingMarkers: [] },
    { key: 'c2', name: 'mean', type: 'number', unit: 'ppm', missingMarkers: [] },
  ],
  rowCount: 67,
  importedAt: '2026-11-25T00:00:01.000Z',
  refreshIntervalHours: null,
  lastRefreshAt: null,
  lastRefreshError: null,
  version: 1,
  keyColumns: null,
  createdAt: '2026-11-25T00:00:01.000Z',
  updatedAt: '2026-11-25T00:00:01.000Z',
};

describe('DatasetEditDialog', () => {
  const sent: { url: string; method: string; body: unknown }[] = [];
  beforeEach(() => {
    sent.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body));
        sent.push({ url, method: String(init.method), body });
        const columns = dataset.columns.map((column, i) => ({ ...column, ...body.columns[i] }));
        const saved = { ...dataset, ...body, columns };
        return new Response(JSON.stringify({ dataset: saved }), { status: 200 });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const open = () => {
    const onSaved = vi.fn<(saved: Dataset) => void>();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <DatasetEditDialog dataset={dataset} onClose={() => undefined} onSaved={onSaved} />
      </QueryClientProvider>,
    );
    return onSaved;
  };
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });

  it('sends the description and the columns’ names and units (an empty unit as null)', async () => {
    const onSaved = open();
    type('Licence', 'CC0 1.0');
    type('Citation', 'NOAA GML');
    type('Name of “year”', 'Year');
    type('Unit of “mean”', '');
    type('Unit of “year”', ' a ');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        url: `/api/datasets/${dataset.id}`,
        method: 'PATCH',
        body: {
          name: 'Mauna Loa annual means',
          slug: 'co2-annmean-mlo',
          description: '',
          licence: 'CC0 1.0',
          citation: 'NOAA GML',
          columns: [
            { key: 'c1', name: 'Year', unit: 'a' },
            { key: 'c2', name: 'mean', unit: null },
          ],
          keyColumns: null,
        },
      },
    ]);
  });

  it('refuses an empty name or column name before sending', async () => {
    const onSaved = open();
    type('Name', ' ');
    type('Name of “mean”', '');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // the data set's name and the column's name, each under its field
    expect(await screen.findAllByText('Name is required')).toHaveLength(2);
    expect(
      screen.getByRole('textbox', { name: 'Name of “mean”' }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(sent).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
