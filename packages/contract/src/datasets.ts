import { z } from 'zod/mini';
import { errorResponseSchema } from './common';

// Data sets: a CSV (uploaded or fetched from a URL) stored as one typed table per data set, with
// a catalogue of its columns. Import in two steps: inspect (stage the file, parse every row and
// infer the column types: a malformed row is a 400 naming its line and column), then create (the
// person corrects names, types and units; the rows are loaded in one transaction, answered with
// the data set or a 400 naming the line and column of a value that does not fit its type). The
// client may name the import (`importId`) and poll its progress while the request runs. A URL
// data set can be refreshed (by hand, or by the server every day or every week:
// `refreshIntervalHours`) and an uploaded one given a new file: same columns, a new version in one
// transaction, compared with the one before; the latest versions can be restored.

export const COLUMN_TYPES = ['number', 'date', 'month', 'year', 'text'] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

export const DATASET_SOURCES = ['upload', 'url'] as const;
export const IMPORT_STATUSES = ['running', 'done', 'failed'] as const;
export const DATASET_LIST_SORTS = ['name', 'recent'] as const;
export type DatasetListSort = (typeof DATASET_LIST_SORTS)[number];

/** Automatic refresh of a URL data set: daily or weekly, in hours (null: off). */
export const DATASET_REFRESH_INTERVALS = [24, 168] as const;
export type DatasetRefreshInterval = (typeof DATASET_REFRESH_INTERVALS)[number];

export const DATASET_LIMITS = {
  nameMax: 200,
  descriptionMax: 2000,
  textMax: 1000,
  columnsMax: 200,
  columnNameMax: 200,
  unitMax: 50,
  missingMarkersMax: 20,
  /** Fields a row may have beyond the header's names, named at inspect. */
  extraColumnsMax: 10,
  pageSizeMax: 100,
  pageSizeDefault: 25,
  /**
   * Sorted by a column, the rows a page may start this far from either end (the far end is read
   * in the other order): deeper pages would sort the whole table for each request.
   */
  sortedDepthMax: 10_000,
  previewRows: 20,
  /** A text cell is sent cut to this many characters (and an ellipsis) in a page of rows. */
  cellMax: 1000,
  /** Default upload and download limit; the server's DATASET_MAX_BYTES may change it. */
  maxBytesDefault: 100 * 1024 * 1024,
} as const;

/** At most this many columns identify a row between versions. */
export const DATASET_VERSION_KEY_MAX = 3;
/** Versions kept restorable by default (the server's DATASET_KEEP_VERSIONS may change it). */
export const DATASET_KEEP_VERSIONS_DEFAULT = 5;

const int = z.int();

/** A server page asked for: `page` from 1, `size` up to DATASET_LIMITS.pageSizeMax. */
const pageQueryFields = {
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  size: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(DATASET_LIMITS.pageSizeMax)),
    DATASET_LIMITS.pageSizeDefault,
  ),
};
/** A server page answered: the items' total, the page and its size. */
const pageFields = { total: int, page: int, size: int };
const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const required = (max: number, label: string) =>
  z.string().check(z.trim(), z.minLength(1, `${label} is required`), z.maxLength(max));

/** Text, a number or null; written so that OpenAPI 3.0 can say it (`nullable` on the number). */
export const cellValueSchema = z.union([z.string(), z.nullable(z.number())]);

export const columnTypeSchema = z.enum(COLUMN_TYPES);
/** `c1`, `c2`…: the generated physical name, the only column identifier the API accepts. */
export const columnKeySchema = z.string().check(z.regex(/^c[0-9]{1,3}$/, 'Unknown column'));

export const refreshIntervalSchema = z.nullable(z.literal(DATASET_REFRESH_INTERVALS));

/** Why the last refresh failed: its error code (translated by the web) and English message. */
export const refreshErrorSchema = z.object({ code: z.string(), message: z.string() });

/** Values read as missing in a column (NOAA's `-9.99`), besides empty cells. */
const markersSchema = z.array(text(50)).check(z.maxLength(DATASET_LIMITS.missingMarkersMax));

/**
 * What reading a column found, for its type and markers: values that fit (`parsed`), empty cells
 * and markers (`missing`), and values that do not fit (`rejected`).
 */
export const columnQualitySchema = z.object({ parsed: int, missing: int, rejected: int });
export type ColumnQuality = z.infer<typeof columnQualitySchema>;

/** What to do with values that do not fit their column's type: refuse the file, or leave them empty. */
export const REJECTED_VALUE_ACTIONS = ['refuse', 'empty'] as const;
export type RejectedValueAction = (typeof REJECTED_VALUE_ACTIONS)[number];
const rejectedActionSchema = z._default(z.enum(REJECTED_VALUE_ACTIONS), 'refuse');

export const datasetColumnSchema = z.object({
  key: columnKeySchema,
  /** The header as written in the file (any characters, e.g. `Annual CO₂ emissions`). */
  name: z.string(),
  type: columnTypeSchema,
  unit: z.nullable(z.string()),
  /** This column's own missing-value markers (the data set's `missingMarkers` apply to all). */
  missingMarkers: z.array(z.string()),
});
export type DatasetColumn = z.infer<typeof datasetColumnSchema>;

export const datasetSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  source: z.enum(DATASET_SOURCES),
  sourceUrl: z.nullable(z.string()),
  licence: z.string(),
  citation: z.string(),
  missingMarkers: z.array(z.string()),
  columns: z.array(datasetColumnSchema),
  rowCount: int,
  importedAt: z.nullable(z.string()),
  /** URL data sets: refreshed by the server every so many hours (null: only by hand). */
  refreshIntervalHours: refreshIntervalSchema,
  /** The last refresh tried (by hand or scheduled), and why it failed (null: it worked). */
  lastRefreshAt: z.nullable(z.string()),
  lastRefreshError: z.nullable(refreshErrorSchema),
  /** The current version's number (1: the first import; each refresh or upload adds one). */
  version: int,
  /**
   * The columns that identify a row between versions (the time column, with a text column such
   * as Entity when the time repeats); null until chosen, or suggested at the first new version.
   */
  keyColumns: z.nullable(z.array(columnKeySchema)),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Dataset = z.infer<typeof datasetSchema>;

/** What the first step found: the staged file's columns with inferred types, and a sample. */
export const datasetInspectionSchema = z.object({
  stagingId: z.string(),
  fileName: z.nullable(z.string()),
  sourceUrl: z.nullable(z.string()),
  rowCount: int,
  columns: z.array(
    z.object({
      name: z.string(),
      type: columnTypeSchema,
      /** Markers suggested: a negative constant repeated in a column of values ≥ 0 (-9.99). */
      missingMarkers: z.array(z.string()),
      /** For the inferred type, the markers asked for and the ones suggested. */
      quality: columnQualitySchema,
    }),
  ),
  /** The first rows as text, in column order. */
  sample: z.array(z.array(z.nullable(z.string()))),
});
export type DatasetInspection = z.infer<typeof datasetInspectionSchema>;

/**
 * Names for the fields every row has beyond the header's names (NOAA's raw monthly file names 6
 * columns and has 7 fields a row): they become the last columns.
 */
export const extraColumnsSchema = z
  .array(required(DATASET_LIMITS.columnNameMax, 'Column name'))
  .check(z.maxLength(DATASET_LIMITS.extraColumnsMax));

/**
 * Inspect a URL (an upload is inspected from a multipart body with one `file`, and the optional
 * `missingMarkers` and `extraColumns` as JSON arrays).
 */
export const datasetInspectUrlBodySchema = z.object({
  url: z.url('Must be an http(s) URL'),
  missingMarkers: z.optional(markersSchema),
  extraColumns: z.optional(extraColumnsSchema),
});

const columnInputSchema = z.object({
  name: required(DATASET_LIMITS.columnNameMax, 'Column name'),
  type: columnTypeSchema,
  unit: z.optional(z.nullable(text(DATASET_LIMITS.unitMax))),
  missingMarkers: z.optional(markersSchema),
});

/** How a staged file would read with these types and markers (the quality, the rejected rows). */
export const datasetReadingBodySchema = z.object({
  missingMarkers: z._default(markersSchema, []),
  columns: z
    .array(z.object({ type: columnTypeSchema, missingMarkers: z.optional(markersSchema) }))
    .check(z.minLength(1), z.maxLength(DATASET_LIMITS.columnsMax)),
});
export type DatasetReadingBody = z.input<typeof datasetReadingBodySchema>;

export const datasetQualityResponseSchema = z.object({ columns: z.array(columnQualitySchema) });
export type DatasetQualityResponse = z.infer<typeof datasetQualityResponseSchema>;

export const stagingParamsSchema = z.object({
  stagingId: z.string().check(z.regex(/^[a-f0-9]{32}$/, 'Unknown staged file')),
});

/**
 * Fixing a data set after its import: each column's type, unit and markers (all columns, in
 * order). The current version is read again from its original file; a unit alone changes
 * nothing else.
 */
export const datasetColumnsBodySchema = z.object({
  importId: z.optional(z.uuid('Must be a valid id')),
  rejected: rejectedActionSchema,
  columns: z
    .array(
      z.object({
        key: columnKeySchema,
        type: columnTypeSchema,
        unit: z.nullable(text(DATASET_LIMITS.unitMax)),
        missingMarkers: markersSchema,
      }),
    )
    .check(z.minLength(1), z.maxLength(DATASET_LIMITS.columnsMax)),
});
export type DatasetColumnsBody = z.input<typeof datasetColumnsBodySchema>;

/** The editable description of a data set. */
const datasetMetaFields = {
  name: required(DATASET_LIMITS.nameMax, 'Name'),
  /** Empty: generated from the name. */
  slug: z.optional(
    z.union([
      z
        .string()
        .check(
          z.maxLength(120),
          z.regex(/^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/, 'Use letters, digits and single hyphens'),
        ),
      z.literal(''),
    ]),
  ),
  description: z._default(text(DATASET_LIMITS.descriptionMax), ''),
  licence: z._default(text(DATASET_LIMITS.textMax), ''),
  citation: z._default(text(DATASET_LIMITS.textMax), ''),
};

/** Second step: create the data set from a staged file, with the columns as corrected. */
export const datasetCreateBodySchema = z.object({
  ...datasetMetaFields,
  stagingId: z.string().check(z.minLength(1)),
  importId: z.optional(z.uuid('Must be a valid id')),
  missingMarkers: z._default(markersSchema, []),
  columns: z.array(columnInputSchema).check(z.minLength(1), z.maxLength(DATASET_LIMITS.columnsMax)),
  /** Values that do not fit their type: refuse the file (400 naming the first), or leave them empty. */
  rejected: rejectedActionSchema,
  /** A file from a URL only: refresh it automatically (null or absent: off). */
  refreshIntervalHours: z.optional(refreshIntervalSchema),
});
export type DatasetCreateBody = z.input<typeof datasetCreateBodySchema>;

/** Edit the description and the columns' display names and units (not types: re-import). */
export const datasetUpdateBodySchema = z.object({
  ...datasetMetaFields,
  /** A URL data set's address (a mirror on an intranet, the publisher's new address). */
  sourceUrl: z.optional(z.url('Must be an http(s) URL')),
  /** The columns that identify a row between versions; null: suggested again. */
  keyColumns: z.optional(
    z.nullable(
      z.array(columnKeySchema).check(z.minLength(1), z.maxLength(DATASET_VERSION_KEY_MAX)),
    ),
  ),
  columns: z.optional(
    z.array(
      z.object({
        key: columnKeySchema,
        name: required(DATASET_LIMITS.columnNameMax, 'Column name'),
        unit: z.nullable(text(DATASET_LIMITS.unitMax)),
      }),
    ),
  ),
});
export type DatasetUpdateBody = z.input<typeof datasetUpdateBodySchema>;

export const DATASET_VERSION_ORIGINS = ['import', 'upload', 'refresh'] as const;

/** First and last value of the time column in one version (ISO dates; null: no rows). */
const timeSpanSchema = z.nullable(z.object({ first: z.string(), last: z.string() }));

/** What a version changed against the one it replaced. */
export const datasetVersionChangesSchema = z.object({
  /** The version it was compared with. */
  previous: int,
  /** The columns rows were matched by; null: no unique key, whole rows were compared. */
  key: z.nullable(z.array(columnKeySchema)),
  added: int,
  removed: int,
  changed: int,
  /** The time column's span before and after ("latest: 2023 → 2024"); null: no time column. */
  time: z.nullable(
    z.object({ column: columnKeySchema, before: timeSpanSchema, after: timeSpanSchema }),
  ),
  /** Columns by name: added, removed, and renamed (mapped onto the old column). */
  columns: z.object({
    added: z.array(z.string()),
    removed: z.array(z.string()),
    renamed: z.array(z.object({ from: z.string(), to: z.string() })),
  }),
});
export type DatasetVersionChanges = z.infer<typeof datasetVersionChangesSchema>;

export const datasetVersionSchema = z.object({
  version: int,
  origin: z.enum(DATASET_VERSION_ORIGINS),
  rowCount: int,
  createdAt: z.string(),
  /** Its rows are still kept, so it can be restored (the last few versions are). */
  kept: z.boolean(),
  current: z.boolean(),
  /** Null for the first version. */
  changes: z.nullable(datasetVersionChangesSchema),
  /** Per column (in the data set's order) what its import read; null before it was kept. */
  quality: z.nullable(z.array(columnQualitySchema)),
  /** Its original file is kept: the columns can be fixed, the rejected rows downloaded. */
  hasSource: z.boolean(),
});
export type DatasetVersion = z.infer<typeof datasetVersionSchema>;

export const datasetVersionsResponseSchema = z.object({
  versions: z.array(datasetVersionSchema),
  /** How many versions are kept restorable. */
  keep: int,
});
export type DatasetVersionsResponse = z.infer<typeof datasetVersionsResponseSchema>;

export const datasetVersionParamsSchema = z.object({
  id: z.uuid('Must be a valid id'),
  version: z.coerce.number().check(z.int(), z.minimum(1)),
});

/**
 * Columns the publisher renamed: each old header (`from`) mapped onto its new one (`to`), so a
 * refresh or a new version goes on with the same columns (and charts).
 */
export const columnRenamesSchema = z
  .array(
    z.object({
      from: z.string().check(z.minLength(1), z.maxLength(DATASET_LIMITS.columnNameMax)),
      to: z.string().check(z.minLength(1), z.maxLength(DATASET_LIMITS.columnNameMax)),
    }),
  )
  .check(z.maxLength(DATASET_LIMITS.columnsMax));
export type ColumnRenames = z.infer<typeof columnRenamesSchema>;

/**
 * A 400 of an import, a refresh or a new version: a row or a value names its line (1 = the
 * header) and column when known; a row of another field count than the header's, both counts;
 * a header that differs from the data set's (`datasets.column_mismatch`), both headers with
 * the names missing from the file and the ones new in it.
 */
/** What an import's failure says beyond its message: counts and columns (see below). */
const importErrorDetails = {
  expected: z.optional(int),
  found: z.optional(int),
  expectedColumns: z.optional(z.array(z.string())),
  foundColumns: z.optional(z.array(z.string())),
  missing: z.optional(z.array(z.string())),
  unexpected: z.optional(z.array(z.string())),
};

export const datasetImportErrorSchema = z.extend(errorResponseSchema, {
  line: z.optional(z.nullable(int)),
  column: z.optional(z.nullable(z.string())),
  ...importErrorDetails,
});
export type DatasetImportError = z.infer<typeof datasetImportErrorSchema>;

/** A new version of a data set from an inspected upload (same columns). */
export const datasetVersionBodySchema = z.object({
  stagingId: z.string().check(z.minLength(1)),
  importId: z.optional(z.uuid('Must be a valid id')),
  renames: z.optional(columnRenamesSchema),
  rejected: rejectedActionSchema,
});

export const datasetVersionChangesQuerySchema = z.object({
  ...pageQueryFields,
});

/** A changed row: its key's values, and each cell that changed with its old and new value. */
export const datasetChangedRowSchema = z.object({
  key: z.record(z.string(), cellValueSchema),
  cells: z.array(
    z.object({ column: columnKeySchema, before: cellValueSchema, after: cellValueSchema }),
  ),
});
export type DatasetChangedRow = z.infer<typeof datasetChangedRowSchema>;

export const datasetVersionChangesResponseSchema = z.object({
  rows: z.array(datasetChangedRowSchema),
  ...pageFields,
});
export type DatasetVersionChangesResponse = z.infer<typeof datasetVersionChangesResponseSchema>;

export const datasetRefreshBodySchema = z.object({
  importId: z.optional(z.uuid('Must be a valid id')),
  renames: z.optional(columnRenamesSchema),
  rejected: rejectedActionSchema,
});

/** Turn a URL data set's automatic refresh on (daily, weekly) or off. */
export const datasetScheduleBodySchema = z.object({ refreshIntervalHours: refreshIntervalSchema });
export type DatasetScheduleBody = z.input<typeof datasetScheduleBodySchema>;

export const datasetIdParamsSchema = z.object({ id: z.uuid('Must be a valid id') });

/** What depends on a data set: its charts, and the dashboards that show any of them. */
export const datasetDependentsSchema = z.object({
  charts: z.array(z.object({ id: z.uuid(), title: z.string() })),
  dashboards: z.array(z.object({ id: z.uuid(), slug: z.string(), title: z.string() })),
});
export type DatasetDependents = z.infer<typeof datasetDependentsSchema>;
export const datasetDependentsResponseSchema = z.object({ dependents: datasetDependentsSchema });
/** 409 `datasets.in_use`: the delete was refused; what it would have taken with it. */
export const datasetInUseResponseSchema = z.extend(errorResponseSchema, {
  dependents: z.optional(datasetDependentsSchema),
});
export type DatasetInUseResponse = z.infer<typeof datasetInUseResponseSchema>;

/**
 * DELETE /api/datasets/:id: refused (409 `datasets.in_use`, with `dependents`) while charts are
 * built on it, unless `withDependents=true` says to delete them too (the dashboards that show
 * them keep their other charts).
 */
export const datasetDeleteQuerySchema = z.object({
  withDependents: z._default(z.stringbool({ truthy: ['true'], falsy: ['false'] }), false),
});

export const datasetListQuerySchema = z.object({
  ...pageQueryFields,
  search: z.optional(text(200)),
  /** `name` (A to Z, ignoring case) or `recent` (the latest imported first). */
  sort: z._default(z.enum(DATASET_LIST_SORTS), 'name'),
});
export const datasetListResponseSchema = z.object({
  items: z.array(datasetSchema),
  ...pageFields,
});
export type DatasetListResponse = z.infer<typeof datasetListResponseSchema>;

export const datasetResponseSchema = z.object({ dataset: datasetSchema });

/** Rows of a data set, a server page, sorted by one column. */
export const datasetRowsQuerySchema = z.object({
  ...pageQueryFields,
  sort: z.optional(columnKeySchema),
  order: z._default(z.enum(['asc', 'desc']), 'asc'),
});
export const datasetRowsResponseSchema = z.object({
  /** Each row keyed by column key (`c1`…); dates as ISO `YYYY-MM-DD`. */
  rows: z.array(z.record(z.string(), cellValueSchema)),
  ...pageFields,
});
export type DatasetRowsResponse = z.infer<typeof datasetRowsResponseSchema>;

/** A running or finished import (create or refresh), polled for the progress bar. */
export const datasetImportSchema = z.object({
  id: z.string(),
  datasetId: z.nullable(z.string()),
  status: z.enum(IMPORT_STATUSES),
  rowsDone: int,
  rowsTotal: int,
  /**
   * For a failed import: the message and where (line and column) when a row was at fault, with
   * what the 400 would have said besides (field counts, the columns that differ).
   */
  error: z.nullable(
    z.object({
      message: z.string(),
      code: z.string(),
      line: z.nullable(int),
      column: z.nullable(z.string()),
      ...importErrorDetails,
    }),
  ),
  startedAt: z.string(),
  finishedAt: z.nullable(z.string()),
});
export type DatasetImport = z.infer<typeof datasetImportSchema>;
export const datasetImportResponseSchema = z.object({ import: datasetImportSchema });
export const importIdParamsSchema = z.object({ id: z.uuid('Must be a valid id') });

/** A day `YYYY-MM-DD` (a note's start or end on a data set's time axis). */
const isoDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'A day as YYYY-MM-DD'));

/**
 * A note on a time range of a data set ("Dec 2022–Jul 2023: measured at Maunakea after the Mauna
 * Loa eruption"): drawn on every chart of the data set whose x is its time, and listed in their
 * CSV exports.
 */
export const datasetAnnotationSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type DatasetAnnotation = z.infer<typeof datasetAnnotationSchema>;

export const DATASET_ANNOTATION_TEXT_MAX = 300;

export const datasetAnnotationBodySchema = z
  .object({
    from: isoDay,
    to: isoDay,
    text: required(DATASET_ANNOTATION_TEXT_MAX, 'Text'),
  })
  .check(
    z.refine((body) => body.from <= body.to, {
      message: 'The end is before the start',
      path: ['to'],
    }),
  );
export type DatasetAnnotationBody = z.input<typeof datasetAnnotationBodySchema>;

export const datasetAnnotationsResponseSchema = z.object({
  annotations: z.array(datasetAnnotationSchema),
});
export const datasetAnnotationResponseSchema = z.object({ annotation: datasetAnnotationSchema });
export const datasetAnnotationParamsSchema = z.object({
  id: z.uuid('Must be a valid id'),
  annotationId: z.uuid('Must be a valid id'),
});
