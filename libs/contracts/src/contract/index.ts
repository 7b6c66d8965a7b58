export * from './contract';
export * from './contract-feature';
