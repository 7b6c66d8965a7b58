export * from './storefront';
