export * from './downloads';
