export * from './official-store';
export * from './official-store-feature';
