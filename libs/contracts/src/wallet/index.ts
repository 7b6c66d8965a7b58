export * from './wallet';
export * from './wallet-feature';
