export * from './api-center';
export * from './api-center-feature';
