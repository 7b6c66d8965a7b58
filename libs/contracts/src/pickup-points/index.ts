export * from './pickup-points';
