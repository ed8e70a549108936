import { MAIL_ERROR_CODES as CODES } from '@keeling/contract';
import { AppError } from '../../lib/app-error';

export const MAIL_MESSAGES = {
  mailNotFound: 'Mail not found',
  unknownRecipient: 'A recipient is not an active member',
} as const;

/** Also what a person gets for a mail they hold no copy of: its existence is not revealed. */
export const mailNotFound = () => new AppError(404, CODES.mailNotFound, MAIL_MESSAGES.mailNotFound);

export const unknownRecipient = () =>
  new AppError(400, CODES.unknownRecipient, MAIL_MESSAGES.unknownRecipient);

export const DRAFT_MESSAGES = {
  draftNotFound: 'Draft not found',
  draftConflict: 'This draft was saved elsewhere since you opened it',
  teamLabelNotFound: 'Label not found',
  teamLabelTaken: 'A label of that name exists',
} as const;

/** A draft that is not the caller's is 404 too. */
export const draftNotFound = () =>
  new AppError(404, CODES.draftNotFound, DRAFT_MESSAGES.draftNotFound);

export const draftConflict = () =>
  new AppError(409, CODES.draftConflict, DRAFT_MESSAGES.draftConflict);

export const teamLabelNotFound = () =>
  new AppError(404, CODES.teamLabelNotFound, DRAFT_MESSAGES.teamLabelNotFound);

export const teamLabelTaken = () =>
  new AppError(409, CODES.teamLabelTaken, DRAFT_MESSAGES.teamLabelTaken);
