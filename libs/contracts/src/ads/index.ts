export * from './ads';
