import type { ColumnType } from '@keeling/contract';
import { type MissingMarkers, missingMarkers, type ValueStyle } from './type-inference';

/** How a file's columns are read: their types and missing-value markers. */
export interface ColumnReading {
  types: readonly ColumnType[];
  /** The data set's markers, as the person typed them: they apply to every column. */
  markers: readonly string[];
  /** Each column's own markers, besides the data set's (none when absent). */
  columnMarkers?: readonly (readonly string[] | undefined)[] | undefined;
}

/** One matcher per column: the data set's markers and the column's own. */
export function markersByColumn(reading: ColumnReading, style: ValueStyle): MissingMarkers[] {
  const shared = missingMarkers(reading.markers, style);
  return reading.types.map((_, i) => {
    const own = reading.columnMarkers?.[i] ?? [];
    return own.length === 0 ? shared : missingMarkers([...reading.markers, ...own], style);
  });
}
