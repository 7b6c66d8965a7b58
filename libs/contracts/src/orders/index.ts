export * from './orders';
export * from './orders-feature';
