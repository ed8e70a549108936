import { ITEM_ERROR_CODES as CODES } from '@keeling/contract';
import { AppError } from '../../lib/app-error';

/** An unknown item, or one the caller may not see: alike. */
export const itemNotFound = () =>
  new AppError(404, CODES.notFound, 'This item does not exist or you may not see it');
