export * from './api-center';
