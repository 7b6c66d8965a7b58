export * from './store-reviews';
export * from './store-reviews-feature';
