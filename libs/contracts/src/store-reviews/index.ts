export * from './store-reviews';
