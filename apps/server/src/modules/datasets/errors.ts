import {
  DATASET_ERROR_CODES as CODES,
  COMMON_ERROR_CODES,
  DATASET_LIMITS,
  type DatasetDependents,
} from '@keeling/contract';
import { AppError } from '../../lib/app-error';

/** Where a row or a value went wrong: the file's line (1 = the header) and the column's name. */
export interface ErrorPlace {
  line: number | null;
  column: string | null;
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

export const notFound = () => new AppError(404, CODES.notFound, 'Data set not found');

export const importNotFound = () => new AppError(404, CODES.importNotFound, 'Import not found');

export const stagingNotFound = () =>
  new AppError(
    404,
    CODES.stagingNotFound,
    'The inspected file is no longer staged (it expires after an hour): inspect it again',
  );

export const stagingBusy = () =>
  new AppError(
    409,
    CODES.stagingBusy,
    'This inspected file is being imported already: wait for that import to end',
  );

/** A page sorted by a column too far from both ends (DATASET_LIMITS.sortedDepthMax). */
export const pageTooDeep = () =>
  new AppError(
    400,
    CODES.pageTooDeep,
    `Sorted by a column, only pages within ${DATASET_LIMITS.sortedDepthMax.toLocaleString('en')} rows of the first or the last are served: remove the sort to page through the middle in the file's order`,
  );

export const missingFile = () =>
  new AppError(400, COMMON_ERROR_CODES.invalidRequest, 'Send one CSV file as multipart/form-data');

/** A row the parser refused: an unterminated quote, a different number of fields… */
/** A row the parser refused; `fields` when its count differs from the header's. */
export const malformedCsv = (
  message: string,
  place: ErrorPlace,
  fields?: { expected: number; found: number },
) => new AppError(400, CODES.malformedCsv, message, { ...place, ...fields });

export const badExtraColumns = () =>
  new AppError(
    400,
    COMMON_ERROR_CODES.invalidRequest,
    `extraColumns must be a JSON array of at most ${DATASET_LIMITS.extraColumnsMax} column names`,
  );

export const emptyFile = () =>
  new AppError(400, CODES.emptyFile, 'The file has no rows: a header line and data are needed');

/** `Line 12, column “Year”: “abc” is not a year` */
export const badValue = (message: string, place: ErrorPlace) =>
  new AppError(400, CODES.badValue, message, { ...place });

const quotedList = (names: readonly string[]) => names.map((n) => `“${n}”`).join(', ');

/**
 * A new file's header differs from the data set's: both named, with what is missing and what is
 * new (a renamed column is in both lists: `renames` maps it onto the old one).
 */
export function columnMismatch(expected: readonly string[], found: readonly string[]) {
  const missing = expected.filter((name) => !found.includes(name));
  const unexpected = found.filter((name) => !expected.includes(name));
  const differences = [
    ...(missing.length ? [`missing ${quotedList(missing)}`] : []),
    ...(unexpected.length ? [`new ${quotedList(unexpected)}`] : []),
  ];
  return new AppError(
    400,
    CODES.columnMismatch,
    `The file's columns changed: expected ${quotedList(expected)}, found ${quotedList(found)}${
      differences.length ? ` (${differences.join('; ')})` : ' (in another order)'
    }`,
    { expectedColumns: [...expected], foundColumns: [...found], missing, unexpected },
  );
}

export const tooLarge = (maxBytes: number) =>
  new AppError(413, CODES.tooLarge, `The file is larger than the limit of ${megabytes(maxBytes)}`);

/**
 * The files waiting to be imported fill the room staging has (all of them, or one person's
 * half): a 413 until some are imported or expire.
 */
export const stagingFull = (quotaBytes: number) =>
  new AppError(
    413,
    CODES.stagingFull,
    `The files waiting to be imported fill the ${megabytes(quotaBytes)} staging holds (one person may use half of it): import them, or wait for them to expire an hour after their inspection`,
  );

export const urlRefused = (reason: string) =>
  new AppError(400, CODES.urlRefused, `This URL cannot be imported: ${reason}`);

/**
 * A private, loopback or link-local address (by its literal or by what its name resolves to):
 * the rule and the operator's switch are named, never the address a name resolved to.
 */
export const urlPrivate = (host: string) =>
  new AppError(
    400,
    CODES.urlPrivate,
    `This URL cannot be imported: ${host} is a private, loopback or link-local address, which are refused so that an import cannot reach inside the network. On a trusted network, an operator allows them with DATASET_URL_ALLOW_PRIVATE=true.`,
  );

export const urlFailed = (reason: string) =>
  new AppError(400, CODES.urlFailed, `The download failed: ${reason}`);

export const notRefreshable = () =>
  new AppError(
    409,
    CODES.notRefreshable,
    'Only a data set imported from a URL can be refreshed: upload the file again instead',
  );

/** A delete refused while charts are built on the data set: they (and their dashboards) named. */
export const inUse = (dependents: DatasetDependents) =>
  new AppError(
    409,
    CODES.inUse,
    `Charts are built on this data set: ${dependents.charts.map((c) => `“${c.title}”`).join(', ')}. Delete them with it (withDependents=true), or first.`,
    { dependents },
  );

/** What an import cut by a crash or a restart records (and a refresh's data set with it). */
export const INTERRUPTED = {
  code: CODES.importInterrupted,
  message: 'The import stopped before it finished: the server stopped (a restart or a crash)',
};

export const versionNotFound = () =>
  new AppError(404, CODES.versionNotFound, 'This data set has no such version');

/** A version older than the kept ones: its record stays, its rows were dropped. */
export const versionNotKept = (version: number, keep: number) =>
  new AppError(
    409,
    CODES.versionNotKept,
    `The rows of version ${version} are no longer kept (the latest ${keep} versions are)`,
  );

export const slugTaken = () =>
  new AppError(409, CODES.slugTaken, 'Another data set already uses this slug');

export const unknownColumn = (key: string) =>
  new AppError(400, COMMON_ERROR_CODES.invalidRequest, `Unknown column ${key}`);

export const columnCountMismatch = (expected: number, found: number) =>
  new AppError(
    400,
    COMMON_ERROR_CODES.invalidRequest,
    `The file has ${expected} columns; ${found} were described`,
  );

/** The place an AppError names, for an import's progress record. */
export function placeOf(error: AppError): ErrorPlace {
  const { line, column } = error.details as Partial<ErrorPlace>;
  return { line: typeof line === 'number' ? line : null, column: column ?? null };
}

/** A version imported before original files were kept, or one whose file went with its rows. */
export const sourceNotKept = (version: number) =>
  new AppError(
    409,
    CODES.sourceNotKept,
    `The original file of version ${version} is not kept: refresh or upload the file again to change its columns`,
  );

/** A new version came in while the columns were being read again. */
export const versionChanged = () =>
  new AppError(
    409,
    CODES.versionChanged,
    'A new version of this data set was added meanwhile: check its columns and try again',
  );

export const columnsDiffer = () =>
  new AppError(
    400,
    COMMON_ERROR_CODES.invalidRequest,
    'Give every column of the data set, in its order',
  );
