import type { ChartData, ChartType } from '@keeling/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChartView } from './chart-view';

const provenance = {
  datasetId: 'd1',
  datasetName: 'Mauna Loa monthly CO2',
  sourceUrl: 'https://gml.noaa.gov/ccgg/trends/',
  licence: 'Public domain',
  citation: 'NOAA GML',
  importedAt: '2026-07-01T00:00:00.000Z',
};

function data(overrides: Partial<ChartData['series'][number]> = {}): ChartData {
  return {
    xType: 'month',
    provenance,
    series: [
      {
        name: 'Average',
        yColumn: 'c2',
        seriesValue: null,
        points: [
          { x: '2026-04-01', y: 429.6 },
          { x: '2026-05-01', y: 431.2 },
          { x: '2026-06-01', y: 431.44 },
        ],
        sourcePoints: 3,
        returnedPoints: 3,
        method: 'none',
        ...overrides,
      },
    ],
  };
}

function renderChart(type: ChartType, chartData = data()) {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <ChartView data={chartData} type={type} title="Keeling curve" unit="ppm" height={200} />
    </QueryClientProvider>,
  );
}

describe('ChartView', () => {
  it.each([
    ['line', '.MuiLineChart-line'],
    ['area', '.MuiLineChart-area'],
    ['bar', '.MuiBarChart-series'],
    ['pie', '.MuiPieChart-arc'],
    ['table', '.MuiDataGrid-root'],
  ] as const)(
    'draws a %s chart with its own component',
    async (type, selector) => {
      const { container } = renderChart(type);
      // MUI X (charts, the table's Data Grid) is a lazy chunk: its first import takes a while
      await waitFor(() => expect(container.querySelector(selector)).not.toBeNull(), {
        timeout: 10_000,
      });
      expect(screen.queryByText(/points \(LTTB\)/)).toBeNull();
    },
    15_000,
  );

  it('draws a KPI as the latest value, its change and a sparkline', async () => {
    const { container } = renderChart('kpi');
    expect(screen.getByText('431.44 ppm')).toBeTruthy();
    expect(screen.getByText(/^\+0\.24 ppm/)).toBeTruthy();
    // the sparkline is MUI X Charts, a lazy chunk
    await waitFor(() => expect(container.querySelector('.MuiLineChart-line')).not.toBeNull(), {
      timeout: 10_000,
    });
  }, 15_000);

  it('says how many points the server kept when it downsampled', () => {
    renderChart('line', data({ method: 'lttb', sourcePoints: 8784, returnedPoints: 2000 }));
    expect(screen.getByText('2,000 of 8,784 points (LTTB)')).toBeTruthy();
  });

  it('shows where the data comes from and offers the downloads', () => {
    renderChart('line');
    expect(screen.getByRole('link', { name: 'Mauna Loa monthly CO2' })).toBeTruthy();
    expect(screen.getByText('Licence: Public domain')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Actions for Keeling curve' })).toBeTruthy();
  });
});
