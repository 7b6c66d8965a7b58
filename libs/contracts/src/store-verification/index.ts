export * from './store-verification';
export * from './store-verification-feature';
