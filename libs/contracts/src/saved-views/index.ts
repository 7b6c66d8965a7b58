export * from './saved-views-api';
