export * from './wallet';
