import { API, apiPath } from '@keeling/contract';
import { apiUrl, requestText } from '../../../lib/http';
import type { ReaderBounds } from '../utils/reader-view';

/** GET /api/charts/:id/csv: the chart's full data within the reader's range, as CSV text. */
export const getChartCsv = (id: string, bounds: ReaderBounds | null): Promise<string> =>
  requestText('GET', apiUrl(apiPath(API.charts.csv, { id }), { ...bounds }));
