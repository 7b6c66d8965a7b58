export * from './envelope';
export * from './error-codes';
export * from './vocabulary';
export * from './session';
export * from './auth';
export * from './config';
export * from './api-paths';
