import {
  API,
  apiPath,
  type Dataset,
  type DatasetImport,
  type DatasetInspection,
} from '@keeling/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImportDialog } from './import-dialog';

/** The XMLHttpRequest of the upload: the test plays the server. */
class FakeUpload {
  static last: FakeUpload | undefined;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeUpload.last = this;
  }
  open() {}
  setRequestHeader() {}
  send() {}
  abort() {}
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const inspection: DatasetInspection = {
  stagingId: 'stage-1',
  fileName: 'co2-mm-mlo.csv',
  sourceUrl: null,
  rowCount: 800,
  columns: [
    {
      name: 'month',
      type: 'month',
      missingMarkers: [],
      quality: { parsed: 800, missing: 0, rejected: 0 },
    },
    {
      name: 'average',
      type: 'number',
      missingMarkers: ['-9.99'],
      quality: { parsed: 790, missing: 10, rejected: 0 },
    },
  ],
  sample: [['1958-03', '315.7']],
};

const running = (rowsDone: number): DatasetImport => ({
  id: 'i',
  datasetId: null,
  status: 'running',
  rowsDone,
  rowsTotal: 800,
  error: null,
  startedAt: '2026-11-25T00:00:00.000Z',
  finishedAt: null,
});

const dataset: Dataset = {
  id: '5b0c3c1e-0000-4000-8000-000000000001',
  slug: 'co2-mm-mlo',
  name: 'co2-mm-mlo',
  description: '',
  source: 'upload',
  sourceUrl: null,
  licence: '',
  citation: '',
  missingMarkers: [],
  columns: [
    { key: 'c1', name: 'month', type: 'month', unit: null, missingMarkers: [] },
    { key: 'c2', name: 'average', type: 'number', unit: null, missingMarkers: [] },
  ],
  rowCount: 800,
  importedAt: '2026-11-25T00:00:01.000Z',
  refreshIntervalHours: null,
  lastRefreshAt: null,
  lastRefreshError: null,
  version: 1,
  keyColumns: null,
  createdAt: '2026-11-25T00:00:01.000Z',
  updatedAt: '2026-11-25T00:00:01.000Z',
};

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

function renderDialog() {
  const onCreated = vi.fn<(dataset: Dataset) => void>();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ImportDialog onClose={() => undefined} onCreated={onCreated} />
    </QueryClientProvider>,
  );
  return onCreated;
}

async function uploadAndInspect() {
  const file = new File(['month,average\n1958-03,315.7\n'], 'co2-mm-mlo.csv', { type: 'text/csv' });
  fireEvent.change(screen.getByLabelText('Choose a CSV file'), { target: { files: [file] } });
  const request = await vi.waitFor(() => FakeUpload.last ?? Promise.reject(new Error('no upload')));
  request.progress(50, 100);
  // the bar may be drawn (at 0) before the progress event's render: wait for the value
  await waitFor(() =>
    expect(
      screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow'),
    ).toBe('50'),
  );
  request.answer(200, inspection);
  await screen.findByText('Check the columns');
}

describe('ImportDialog', () => {
  let create: (status: number, body: unknown) => void;
  /** What a poll of the import's record answers. */
  let polled: DatasetImport;
  const sent: { url: string; body: unknown; prefer: string | undefined }[] = [];

  beforeEach(() => {
    sent.length = 0;
    polled = running(400);
    FakeUpload.last = undefined;
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        const headers = (init.headers ?? {}) as Record<string, string>;
        sent.push({
          url,
          body: init.body ? JSON.parse(String(init.body)) : undefined,
          prefer: headers.Prefer,
        });
        if (url.startsWith(apiPath(API.datasets.import, { id: '' }))) {
          return json(200, { import: polled });
        }
        if (url === apiPath(API.datasets.one, { id: dataset.id })) return json(200, { dataset });
        return new Promise<Response>((resolve) => {
          create = (status, body) => resolve(new Response(JSON.stringify(body), { status }));
        });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('polls the import only once the server has started it (202), then shows the data set', async () => {
    const onCreated = renderDialog();
    await uploadAndInspect();
    // an uploaded file cannot be refreshed: no automatic refresh to choose
    expect(screen.queryByRole('combobox', { name: 'Automatic refresh' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const post = await vi.waitFor(() => {
      const found = sent.find((request) => request.url === '/api/datasets');
      if (!found) throw new Error('no create request');
      return found;
    });
    expect(post.prefer).toBe('respond-async');
    expect(post.body).toMatchObject({
      stagingId: 'stage-1',
      name: 'co2-mm-mlo',
      columns: [
        { name: 'month', type: 'month', unit: null, missingMarkers: [] },
        { name: 'average', type: 'number', unit: null, missingMarkers: ['-9.99'] },
      ],
      refreshIntervalHours: null,
      rejected: 'refuse',
    });
    // nothing is polled before the server answers that the import exists
    expect(sent.some((request) => request.url.startsWith('/api/dataset-imports/'))).toBe(false);
    const { importId } = post.body as { importId: string };
    create(202, { import: { ...running(0), id: importId } });

    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'), { timeout: 3000 });
    expect(screen.getByText('400 of 800 rows imported')).toBeTruthy();
    const poll = apiPath(API.datasets.import, { id: importId });
    expect(sent.some((request) => request.url === poll)).toBe(true);

    polled = { ...running(800), status: 'done', datasetId: dataset.id };
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(dataset), { timeout: 3000 });
  });

  it('names the line and column of a value that does not fit, from the failed record', async () => {
    renderDialog();
    await uploadAndInspect();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => {
      if (!sent.some((request) => request.url === '/api/datasets')) throw new Error('not sent');
    });
    polled = {
      ...running(12),
      status: 'failed',
      error: { message: 'Bad value', code: 'datasets.bad_value', line: 12, column: 'average' },
    };
    create(202, { import: running(0) });
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toBe(
      'A value does not fit its column’s type. (line 12, column “average”)',
    );
  });

  it('names them the same when the server answers at once (400)', async () => {
    renderDialog();
    await uploadAndInspect();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => {
      if (!sent.some((request) => request.url === '/api/datasets')) throw new Error('not sent');
    });
    create(400, { message: 'Bad value', code: 'datasets.bad_value', line: 12, column: 'average' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'A value does not fit its column’s type. (line 12, column “average”)',
    );
  });
});
