export * from './broadcast';
