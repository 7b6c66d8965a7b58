export * from './search';
export * from './search-call-ref';
