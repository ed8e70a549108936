import { TRAVEL_ERROR_CODES as CODES } from '@keeling/contract';
import { AppError } from '../../lib/app-error';

export const TRAVEL_MESSAGES = {
  tripNotFound: 'Trip not found',
  notOwnTrip: 'Only editors and admins change a trip another member recorded',
} as const;

export const tripNotFound = () =>
  new AppError(404, CODES.tripNotFound, TRAVEL_MESSAGES.tripNotFound);

export const notOwnTrip = () => new AppError(403, CODES.notOwnTrip, TRAVEL_MESSAGES.notOwnTrip);
