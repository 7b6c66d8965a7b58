export * from './storefront';
export * from './storefront-feature';
