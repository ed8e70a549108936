import { PUBLIC_LINK_ERROR_CODES as CODES } from '@keeling/contract';
import { AppError } from '../../lib/app-error';

export const linkNotFound = () => new AppError(404, CODES.notFound, 'Public link not found');

/** An unknown, revoked or expired token, or something its view does not show: all alike. */
export const linkGone = () =>
  new AppError(404, CODES.linkGone, 'This link does not exist, has expired, or does not show this');

export const badExpiry = () =>
  new AppError(400, CODES.badExpiry, 'The expiry must be in the future');
