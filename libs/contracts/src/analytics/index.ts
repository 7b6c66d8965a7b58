export * from './analytics';
export * from './analytics-feature';
