export * from './ads';
export * from './ads-feature';
