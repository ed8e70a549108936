import { PROFILE_ERROR_CODES as CODES } from '@keeling/contract';
import { AppError } from '../../lib/app-error';

export const PROFILE_MESSAGES = {
  wrongPassword: 'The current password is not correct',
} as const;

/** 400 naming the field, so the form shows it under the current password. */
export const wrongPassword = () =>
  new AppError(400, CODES.wrongPassword, PROFILE_MESSAGES.wrongPassword, {
    issues: [
      {
        path: ['currentPassword'],
        message: PROFILE_MESSAGES.wrongPassword,
        code: CODES.wrongPassword,
      },
    ],
  });
