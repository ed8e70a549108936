export * from './api-paths';
export * from './auth';
export * from './blog';
export * from './common';
export * from './settings';
