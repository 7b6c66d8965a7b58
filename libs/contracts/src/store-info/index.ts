export * from './store-info';
export * from './store-info-feature';
