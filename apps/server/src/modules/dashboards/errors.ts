import { DASHBOARD_ERROR_CODES as CODES } from '@keeling/contract';
import { AppError } from '../../lib/app-error';

export const dashboardNotFound = () => new AppError(404, CODES.notFound, 'Dashboard not found');

export const slugTaken = () =>
  new AppError(409, CODES.slugTaken, 'Another dashboard already uses this slug');

/** Items naming charts that do not exist. */
export const unknownCharts = (chartIds: string[]) =>
  new AppError(400, CODES.unknownChart, `Unknown chart: ${chartIds.join(', ')}`);
