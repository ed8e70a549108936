import { TRAVEL_ERROR_CODES as CODES } from '@keeling/contract';
import { AppError } from '../../lib/app-error';

export const TRAVEL_MESSAGES = {
  tripNotFound: 'Trip not found',
} as const;

export const tripNotFound = () =>
  new AppError(404, CODES.tripNotFound, TRAVEL_MESSAGES.tripNotFound);
