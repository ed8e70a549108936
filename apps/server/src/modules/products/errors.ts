import { PRODUCT_ERROR_CODES as CODES, type Product } from '@keeling/contract';
import { AppError } from '../../lib/app-error';

export const PRODUCT_MESSAGES = {
  productNotFound: 'Product not found',
  versionConflict: 'The product was changed by someone else; it is sent as it is now',
  duplicateVintage: 'Each vintage year may be listed once',
  unknownVintage: 'This product lists no such vintage',
  notEnoughTonnes: 'The vintage has fewer tonnes available',
  retirementNotFound: 'Retirement not found',
} as const;

export const productNotFound = () =>
  new AppError(404, CODES.productNotFound, PRODUCT_MESSAGES.productNotFound);

export const versionConflict = (product: Product) =>
  new AppError(409, CODES.versionConflict, PRODUCT_MESSAGES.versionConflict, { product });

export const duplicateVintage = () =>
  new AppError(400, CODES.duplicateVintage, PRODUCT_MESSAGES.duplicateVintage);

export const unknownVintage = () =>
  new AppError(400, CODES.unknownVintage, PRODUCT_MESSAGES.unknownVintage);

export const notEnoughTonnes = () =>
  new AppError(400, CODES.notEnoughTonnes, PRODUCT_MESSAGES.notEnoughTonnes);

export const retirementNotFound = () =>
  new AppError(404, CODES.retirementNotFound, PRODUCT_MESSAGES.retirementNotFound);
