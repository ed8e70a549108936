import {
  API,
  apiPath,
  type ChartData,
  type Co2Summary,
  chartDataResponseSchema,
  co2ResponseSchema,
} from '@keeling/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { apiUrl, getJson, postJson, requestText } from '../../../lib/http';
import type { ReaderBounds } from '../utils/reader-view';
import { getChartCsv } from './chart-csv';
import { getChartData } from './get-chart-data';
import { getCo2 } from './get-co2';
import { type ChartSpecInput, previewChart } from './preview-chart';
import { dataKeys } from './query-keys';

/**
 * Where the views of charts and of the CO2 page read their data: the signed-in API, or a public
 * link's token (issue 34 item 7), whose answers are cached apart (`key`).
 */
export interface DataSource {
  /** Added to the query keys: nothing for the signed-in API. */
  key: readonly string[];
  chartData(id: string, signal?: AbortSignal): Promise<ChartData>;
  co2(signal?: AbortSignal): Promise<Co2Summary>;
  preview(spec: ChartSpecInput, signal?: AbortSignal): Promise<ChartData>;
  /** A saved chart's full data within the reader's range, as CSV text. */
  chartCsv(id: string, bounds: ReaderBounds | null): Promise<string>;
}

const signedIn: DataSource = {
  key: [],
  chartData: getChartData,
  co2: getCo2,
  preview: previewChart,
  chartCsv: getChartCsv,
};

/** A public link's reads: its dashboard's charts, the CO2 figures and emissions chart of its page. */
export function publicSource(token: string): DataSource {
  return {
    key: ['public', token],
    chartData: async (chartId, signal) =>
      (
        await getJson(
          apiPath(API.publicView.chartData, { token, chartId }),
          chartDataResponseSchema,
          { signal },
        )
      ).data,
    co2: async (signal) =>
      (await getJson(apiPath(API.publicView.co2, { token }), co2ResponseSchema, { signal })).co2,
    preview: async (spec, signal) =>
      (
        await postJson(apiPath(API.publicView.preview, { token }), spec, chartDataResponseSchema, {
          signal,
        })
      ).data,
    chartCsv: (chartId, bounds) =>
      requestText(
        'GET',
        apiUrl(apiPath(API.publicView.chartCsv, { token, chartId }), { ...bounds }),
      ),
  };
}

const DataSourceContext = createContext<DataSource>(signedIn);

const useDataSource = () => useContext(DataSourceContext);

/** Reads a saved chart's full data as CSV, where the view reads (signed in, or a public link). */
export function useChartCsv(): DataSource['chartCsv'] {
  return useDataSource().chartCsv;
}

/** A saved chart's data, read where the view reads (signed in, or a public link). */
export function useChartData(id: string) {
  const source = useDataSource();
  return useQuery({
    queryKey: [...dataKeys.chartData(id), ...source.key],
    queryFn: ({ signal }) => source.chartData(id, signal),
  });
}

/** The CO2 figures, read where the page reads. */
export function useCo2() {
  const source = useDataSource();
  return useQuery({
    queryKey: [...dataKeys.co2(), ...source.key],
    queryFn: ({ signal }) => source.co2(signal),
  });
}

/** The data of `spec`, or nothing while it is incomplete (null), read where the view reads. */
export function useChartPreview(spec: ChartSpecInput | null) {
  const source = useDataSource();
  return useQuery({
    queryKey: [...dataKeys.preview(spec ?? {}), ...source.key],
    queryFn: ({ signal }) => source.preview(spec as ChartSpecInput, signal),
    placeholderData: keepPreviousData,
    enabled: spec !== null,
  });
}

/** The views below read through a public link's token. */
export function PublicDataSource({ token, children }: { token: string; children: ReactNode }) {
  const source = useMemo(() => publicSource(token), [token]);
  return <DataSourceContext value={source}>{children}</DataSourceContext>;
}
