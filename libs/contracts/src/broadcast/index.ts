export * from './broadcast';
export * from './broadcast-feature';
