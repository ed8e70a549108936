import { EVENT_ERROR_CODES as CODES } from '@keeling/contract';
import { AppError } from '../../lib/app-error';

export const EVENT_MESSAGES = {
  invalidTicket: 'The ticket is unknown, used or expired: ask for another one',
  tooManyStreams: 'Too many live streams are open for this user',
} as const;

export const invalidTicket = () =>
  new AppError(401, CODES.invalidTicket, EVENT_MESSAGES.invalidTicket);

export const tooManyStreams = () =>
  new AppError(
    429,
    CODES.tooManyStreams,
    EVENT_MESSAGES.tooManyStreams,
    {},
    { 'retry-after': '5' },
  );
