import { z } from 'zod/mini';
import { columnKeySchema } from './datasets';

// Charts: a saved query over one data set (x column, y columns, optional series split,
// aggregation, time grain, time range) and how to draw it. Its data is aggregated in SQL and downsampled on
// the server to at most CHART_LIMITS.pointsPerSeries points a series.

export const CHART_TYPES = ['line', 'area', 'bar', 'pie', 'kpi', 'table'] as const;
export type ChartType = (typeof CHART_TYPES)[number];
export const AGGREGATIONS = ['none', 'sum', 'avg', 'min', 'max', 'count', 'last'] as const;
export type Aggregation = (typeof AGGREGATIONS)[number];
/** A date x column's time grain: each row's x cut to its month or year before aggregating. */
export const CHART_GRAINS = ['none', 'month', 'year'] as const;
export type ChartGrain = (typeof CHART_GRAINS)[number];
/**
 * How a series was reduced: not at all, largest-triangle-three-buckets, or cut to its first
 * points in x order (a text x on a large table: no scale to downsample on).
 */
export const DOWNSAMPLE_METHODS = ['none', 'lttb', 'first'] as const;

export const CHART_LIMITS = {
  titleMax: 200,
  unitMax: 50,
  yColumnsMax: 10,
  seriesValuesMax: 20,
  seriesValueMax: 200,
  pointsPerSeries: 2000,
} as const;

const int = z.int();

/** A bound of the time range on the x column: `YYYY`, `YYYY-MM` or `YYYY-MM-DD`, or a number. */
const rangeBound = z.nullable(z.string().check(z.trim(), z.maxLength(40)));

/**
 * A derived series, computed in SQL from the chart's y columns: a moving average over `window`
 * points (each the mean of its point and the window − 1 before it, empty until the window is
 * full); the change on the same period a year earlier (`difference` in the unit, or `percent`);
 * or each row's values divided by a column of a second data set joined on keys (per capita:
 * emissions ÷ population on Code + Year). `keys` are this data set's columns; the second data
 * set must have columns of the same names.
 */
export const DERIVED_KINDS = ['movingAverage', 'yearOnYear', 'ratio'] as const;
export type DerivedKind = (typeof DERIVED_KINDS)[number];
export const YEAR_ON_YEAR_CHANGES = ['difference', 'percent'] as const;
export const DERIVED_LIMITS = { windowMin: 2, windowMax: 240, keysMax: 4 } as const;

export const derivedSeriesSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('movingAverage'),
    window: z
      .int('Window must be a whole number')
      .check(
        z.gte(DERIVED_LIMITS.windowMin, `Window must be at least ${DERIVED_LIMITS.windowMin}`),
        z.lte(DERIVED_LIMITS.windowMax, `Window must be at most ${DERIVED_LIMITS.windowMax}`),
      ),
  }),
  z.object({ kind: z.literal('yearOnYear'), change: z.enum(YEAR_ON_YEAR_CHANGES) }),
  z.object({
    kind: z.literal('ratio'),
    datasetId: z.uuid('Choose the data set to divide by'),
    column: columnKeySchema,
    keys: z
      .array(columnKeySchema)
      .check(z.minLength(1, 'Choose the columns to join on'), z.maxLength(DERIVED_LIMITS.keysMax)),
  }),
]);
export type DerivedSeries = z.infer<typeof derivedSeriesSchema>;

/**
 * A KPI card's options: what its latest value is compared with (`auto`: the same period a year
 * earlier for monthly and daily data, else the point before; `previous`; `yearAgo`; `base`: the
 * first value of the `base` period, e.g. 1990), whether a rise is bad news (its colour), and how
 * many of the last points its sparkline draws.
 */
export const KPI_COMPARISONS = ['auto', 'previous', 'yearAgo', 'base'] as const;
export type KpiComparison = (typeof KPI_COMPARISONS)[number];
export const KPI_LIMITS = { sparklineMin: 2, sparklineMax: 240, sparklineDefault: 25 } as const;

export const kpiOptionsSchema = z.object({
  comparison: z.enum(KPI_COMPARISONS),
  /** The base period (`YYYY`, `YYYY-MM`, `YYYY-MM-DD` or a number), for `base`. */
  base: z.nullable(z.string().check(z.trim(), z.maxLength(40))),
  upIsBad: z.boolean(),
  sparklinePoints: z
    .int('Points must be a whole number')
    .check(
      z.gte(KPI_LIMITS.sparklineMin, `At least ${KPI_LIMITS.sparklineMin} points`),
      z.lte(KPI_LIMITS.sparklineMax, `At most ${KPI_LIMITS.sparklineMax} points`),
    ),
});
export type KpiOptions = z.infer<typeof kpiOptionsSchema>;
export const DEFAULT_KPI_OPTIONS: KpiOptions = {
  comparison: 'auto',
  base: null,
  upIsBad: false,
  sparklinePoints: KPI_LIMITS.sparklineDefault,
};

/** What defines a chart (the builder's form, the preview's body). */
export const chartSpecSchema = z.object({
  datasetId: z.uuid('Choose a data set'),
  title: z
    .string()
    .check(z.trim(), z.minLength(1, 'Title is required'), z.maxLength(CHART_LIMITS.titleMax)),
  type: z.enum(CHART_TYPES),
  xColumn: columnKeySchema,
  yColumns: z
    .array(columnKeySchema)
    .check(z.minLength(1, 'Choose at least one value'), z.maxLength(CHART_LIMITS.yColumnsMax)),
  seriesColumn: z.nullable(columnKeySchema),
  /** The values of the series column to draw (one series each); empty: the largest ones. */
  seriesValues: z
    .array(z.string().check(z.maxLength(CHART_LIMITS.seriesValueMax)))
    .check(z.maxLength(CHART_LIMITS.seriesValuesMax)),
  aggregation: z.enum(AGGREGATIONS),
  /** For a date, month or year x column: x cut to its month or year (`none`: as it is). */
  grain: z._default(z.enum(CHART_GRAINS), 'none'),
  rangeFrom: rangeBound,
  rangeTo: rangeBound,
  unit: z.string().check(z.trim(), z.maxLength(CHART_LIMITS.unitMax)),
  /** A series derived from the y columns (absent: the values as aggregated). */
  derived: z.optional(derivedSeriesSchema),
  /** A KPI card's options (absent: the defaults). */
  kpi: z.optional(kpiOptionsSchema),
});
export type ChartSpec = z.infer<typeof chartSpecSchema>;

export const chartSchema = z.extend(chartSpecSchema, {
  id: z.string(),
  datasetId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Chart = z.infer<typeof chartSchema>;

export const chartIdParamsSchema = z.object({ id: z.uuid('Must be a valid id') });
export const chartResponseSchema = z.object({ chart: chartSchema });
export const chartListQuerySchema = z.object({ datasetId: z.optional(z.uuid()) });
export const chartListResponseSchema = z.object({ items: z.array(chartSchema) });

export const chartPointSchema = z.object({
  /** Number, or an ISO date (`YYYY-MM-DD`) for date, month and year columns, or text. */
  x: z.union([z.number(), z.string()]),
  y: z.nullable(z.number()),
});
export type ChartPoint = z.infer<typeof chartPointSchema>;

export const chartSeriesSchema = z.object({
  /** The y column's name, with the series value when split (`Germany · Annual CO₂`). */
  name: z.string(),
  yColumn: columnKeySchema,
  seriesValue: z.nullable(z.string()),
  points: z.array(chartPointSchema),
  /** Points before downsampling, points returned, and how they were reduced. */
  sourcePoints: int,
  returnedPoints: int,
  method: z.enum(DOWNSAMPLE_METHODS),
  /** A KPI compared with a base period: that period's first value. */
  base: z.optional(z.nullable(chartPointSchema)),
});
export type ChartSeries = z.infer<typeof chartSeriesSchema>;

/** Where the data comes from: shown under every chart and in its CSV export. */
export const provenanceSchema = z.object({
  datasetId: z.string(),
  datasetName: z.string(),
  sourceUrl: z.nullable(z.string()),
  licence: z.string(),
  citation: z.string(),
  importedAt: z.nullable(z.string()),
});
export type Provenance = z.infer<typeof provenanceSchema>;

export const chartDataSchema = z.object({
  xType: z.enum(['number', 'date', 'month', 'year', 'text']),
  /** The x column's name in its data set (the series column's for a split pie). */
  xName: z.optional(z.string()),
  series: z.array(chartSeriesSchema),
  provenance: provenanceSchema,
  /**
   * A derived series: what was computed, with the names the reader needs (a ratio's divisor
   * column and join keys) and the second data set's provenance.
   */
  derived: z.optional(
    z.object({
      kind: z.enum(DERIVED_KINDS),
      window: z.optional(int),
      change: z.optional(z.enum(YEAR_ON_YEAR_CHANGES)),
      divisor: z.optional(z.string()),
      keys: z.optional(z.array(z.string())),
      provenance: z.optional(provenanceSchema),
    }),
  ),
  /** Notes on time ranges of the data set, when x is its time (days, `YYYY-MM-DD`). */
  annotations: z.optional(
    z.array(z.object({ from: z.string(), to: z.string(), text: z.string() })),
  ),
});
export type ChartData = z.infer<typeof chartDataSchema>;
export const chartDataResponseSchema = z.object({ data: chartDataSchema });

/** The reader's range of a chart's full-data CSV: bounds as the chart's range takes them. */
export const chartCsvQuerySchema = z.object({
  from: z.optional(z.string().check(z.trim(), z.maxLength(40))),
  to: z.optional(z.string().check(z.trim(), z.maxLength(40))),
});
export type ChartCsvQuery = z.infer<typeof chartCsvQuerySchema>;

/** The values of a column (for the series picker), most rows first. */
export const columnValuesQuerySchema = z.object({
  column: columnKeySchema,
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});
export const columnValuesResponseSchema = z.object({
  values: z.array(z.object({ value: z.string(), rows: int })),
});
