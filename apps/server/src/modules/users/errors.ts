import { USER_ERROR_CODES as CODES } from '@keeling/contract';
import { AppError } from '../../lib/app-error';

export const USER_MESSAGES = {
  notFound: 'User not found',
  lastAdmin:
    'This is the last active admin: make another user an active admin first, then change or delete this one',
  selfDelete: 'You cannot delete your own account; ask another admin to do it',
} as const;

export const userNotFound = () => new AppError(404, CODES.notFound, USER_MESSAGES.notFound);

/** Demoting, banning (any status but active) or deleting the last active admin. */
export const lastAdmin = () => new AppError(409, CODES.lastAdmin, USER_MESSAGES.lastAdmin);

export const selfDelete = () => new AppError(409, CODES.selfDelete, USER_MESSAGES.selfDelete);
