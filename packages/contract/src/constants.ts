/**
 * The contract's plain values (no zod): `@keeling/contract/constants`. The web app's first load
 * imports only this; the schemas (and zod) load with the screens that validate.
 */
export * from './api-paths';
export * from './auth-constants';
export * from './settings-constants';
