export * from './products';
export * from './products-feature';
