export * from './store-verification';
