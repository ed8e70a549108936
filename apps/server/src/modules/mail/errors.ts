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
