export * from './api-paths';
export * from './auth';
export * from './common';
export * from './settings';
