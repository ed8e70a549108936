import type { ChartData } from '@keeling/contract';
import { describe, expect, it } from 'vitest';
import { chartCsv, fileNameOf, fullChartCsv } from './chart-csv';
import { chartTable, downsampleSummary, seriesLabels } from './chart-table';

const provenance = {
  datasetId: 'd1',
  datasetName: 'Emissions',
  sourceUrl: null,
  licence: '',
  citation: '',
  importedAt: null,
};

const series = (name: string, points: ChartData['series'][number]['points']) => ({
  name,
  yColumn: 'c2',
  seriesValue: name,
  points,
  sourcePoints: points.length,
  returnedPoints: points.length,
  method: 'none' as const,
});

const data: ChartData = {
  xType: 'year',
  provenance,
  series: [
    series('=HYPERLINK("http://evil")', [
      { x: '2021-01-01', y: 2 },
      { x: '2020-01-01', y: 1 },
    ]),
    series('France', [{ x: '2021-01-01', y: -3.5 }]),
  ],
};

const LABELS = {
  source: 'Source',
  address: 'Address',
  licence: 'Licence',
  citation: 'Citation',
  imported: 'Imported',
  points: 'Points',
  reduced: (returned: number, source: number) => `${returned} of ${source}, reduced`,
  note: (n: number) => `Note ${n}`,
};
const NAMES = { x: 'Year', unit: '' };

describe('chart data as a table and as CSV', () => {
  it('aligns the series on their sorted x values, with gaps where a series has no point', () => {
    expect(chartTable(data)).toEqual({
      xs: ['2020-01-01', '2021-01-01'],
      columns: [
        [1, 2],
        [null, -3.5],
      ],
    });
  });

  it('writes the displayed data with formula-like cells neutralised and numbers kept', () => {
    expect(chartCsv(data, NAMES, LABELS).split('\r\n')).toEqual([
      '# Source,Emissions',
      `Year,"'=HYPERLINK(""http://evil"")",France`,
      '2020,1,',
      '2021,2,-3.5',
    ]);
  });

  it('writes the x at the grain of the data, the unit in each header, and says when points were cut', () => {
    const monthly: ChartData = {
      xType: 'month',
      provenance,
      series: [
        {
          ...series('CO2', [
            { x: '1958-03-01', y: 315.7 },
            { x: '1958-04-01', y: 317.45 },
          ]),
          method: 'lttb',
          sourcePoints: 820,
        },
      ],
    };
    expect(chartCsv(monthly, { x: 'Month', unit: 'ppm' }, LABELS).split('\r\n')).toEqual([
      '# Source,Emissions',
      '# Points,"2 of 820, reduced"',
      'Month,CO2 (ppm)',
      '1958-03,315.7',
      '1958-04,317.45',
    ]);
    const dated = { ...monthly, xType: 'date' as const };
    expect(chartCsv(dated, NAMES, LABELS)).toContain('1958-03-01,315.7');
  });

  it('heads the CSV with the provenance the API gives, one comment line a fact', () => {
    const sourced = {
      ...data,
      provenance: {
        ...provenance,
        datasetName: 'CO2, "monthly"',
        sourceUrl: 'https://gml.noaa.gov/ccgg/trends/',
        licence: 'Public domain',
        citation: '=cmd|calc',
        importedAt: '2026-11-27T10:00:00.000Z',
      },
    };
    const lines = chartCsv(sourced, NAMES, LABELS).split('\r\n');
    expect(lines.slice(0, 6)).toEqual([
      '# Source,"CO2, ""monthly"""',
      '# Address,https://gml.noaa.gov/ccgg/trends/',
      '# Licence,Public domain',
      "# Citation,'=cmd|calc",
      '# Imported,2026-11-27T10:00:00.000Z',
      `Year,"'=HYPERLINK(""http://evil"")",France`,
    ]);
  });

  it("lists the data set's notes on time ranges in comment lines, before the table", () => {
    const noted = {
      ...data,
      annotations: [
        { from: '2022-12-01', to: '2023-07-01', text: 'Measured at Maunakea' },
        { from: '2024-01-01', to: '2024-01-01', text: '+new instrument' },
      ],
    };
    const lines = chartCsv(noted, NAMES, LABELS).split('\r\n');
    expect(lines).toContain('# Note 1,2022-12-01 – 2023-07-01,Measured at Maunakea');
    expect(lines).toContain("# Note 2,2024-01-01,'+new instrument");
    expect(lines.findIndex((line) => line.startsWith('Year,'))).toBeGreaterThan(
      lines.findIndex((line) => line.startsWith('# Note 2')),
    );
  });

  it('sums the points kept and the points in the source of the downsampled series', () => {
    expect(downsampleSummary(data)).toBeNull();
    const reduced = {
      ...data,
      series: data.series.map((item) => ({
        ...item,
        method: 'lttb' as const,
        sourcePoints: 5000,
        returnedPoints: 2000,
      })),
    };
    expect(downsampleSummary(reduced)).toEqual({ returned: 4000, source: 10000, cut: false });
    const cut = {
      ...reduced,
      series: reduced.series.map((item) => ({ ...item, method: 'first' as const })),
    };
    expect(downsampleSummary(cut)).toEqual({ returned: 4000, source: 10000, cut: true });
  });

  it('names the files after the title', () => {
    expect(fileNameOf('Annual CO₂ emissions: France', 'csv')).toBe(
      'annual-co2-emissions-france.csv',
    );
    expect(fileNameOf('***', 'png')).toBe('chart.png');
  });

  it('names the series of one measure split by a column by their value alone in a legend', () => {
    expect(seriesLabels(data)).toEqual(['=HYPERLINK("http://evil")', 'France']);
    const named = {
      ...data,
      series: data.series.map((item) => ({ ...item, name: `${item.seriesValue} · CO₂` })),
    };
    expect(seriesLabels(named)).toEqual(['=HYPERLINK("http://evil")', 'France']);
    const measures = {
      ...data,
      series: [
        { ...series('Mean', []), seriesValue: null },
        { ...series('Trend', []), seriesValue: null, yColumn: 'c3' },
      ],
    };
    expect(seriesLabels(measures)).toEqual(['Mean', 'Trend']);
  });

  it('says what a derived series computed, and names the second data set of a ratio', () => {
    const perCapita: ChartData = {
      ...data,
      derived: {
        kind: 'ratio',
        divisor: 'Population',
        keys: ['Code', 'Year'],
        provenance: {
          ...provenance,
          datasetId: 'd2',
          datasetName: 'Population',
          licence: 'CC BY 4.0',
        },
      },
    };
    const csv = chartCsv(perCapita, NAMES, {
      ...LABELS,
      derived: 'Computed',
      derivedText: 'Divided by Population of “Population”, joined on Code, Year',
      divisorSource: 'Divided by data from',
    });
    expect(csv.split('\r\n').slice(0, 4)).toEqual([
      '# Source,Emissions',
      '# Computed,"Divided by Population of “Population”, joined on Code, Year"',
      '# Divided by data from,Population',
      '# Licence,CC BY 4.0',
    ]);
  });

  it('puts the server’s full data under the comment lines, saying how many rows and where', () => {
    const table = 'Year,CO₂ (t)\r\n2020,1\r\n2021,2\r\n';
    const labels = {
      ...LABELS,
      data: 'Data',
      full: (rows: number, bounds: { from: string | null; to: string | null } | null) =>
        `${rows} rows${bounds ? ` from ${bounds.from} to ${bounds.to}` : ''}`,
    };
    expect(fullChartCsv(data, table, { from: '2020', to: '2021' }, labels)).toBe(
      `# Source,Emissions\r\n# Data,2 rows from 2020 to 2021\r\n${table}`,
    );
  });
});
