import { CHART_ERROR_CODES as CODES, DATASET_ERROR_CODES } from '@keeling/contract';
import { AppError } from '../../lib/app-error';

export const chartNotFound = () => new AppError(404, CODES.notFound, 'Chart not found');

/** The body names a data set that does not exist (any more). */
export const datasetMissing = () =>
  new AppError(404, DATASET_ERROR_CODES.notFound, 'The chart’s data set does not exist');

/** A column key that is not in the data set's catalogue. */
export const unknownColumn = (field: string, key: string) =>
  new AppError(400, CODES.unknownColumn, `${field}: the data set has no column ${key}`);

/** A spec the data set cannot answer: a bad time range, text as a value… */
export const badSpec = (field: string, message: string) =>
  new AppError(400, CODES.badSpec, `${field}: ${message}`);
