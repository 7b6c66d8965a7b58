export * from './pickup-points';
export * from './pickup-points-feature';
