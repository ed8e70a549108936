/**
 * The contract's plain values (no zod): `@keeling/contract/constants`. The web app's first load
 * and the blog list import only this; the schemas (and zod) load with the requests and screens
 * that validate.
 */
export * from './api-paths';
export * from './auth-constants';
export * from './blog-constants';
export * from './calendar-constants';
export * from './chat-constants';
export * from './error-codes';
export * from './kanban-constants';
export * from './mail-constants';
export * from './product-constants';
export * from './settings-constants';
export * from './travel-constants';
