export * from './downloads';
export * from './downloads-feature';
