export * from './api-paths';
export * from './auth';
export * from './common';
