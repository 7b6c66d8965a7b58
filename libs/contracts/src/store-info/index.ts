export * from './store-info';
