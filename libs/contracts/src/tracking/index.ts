export * from './tracking';
export * from './tracking-calls';
