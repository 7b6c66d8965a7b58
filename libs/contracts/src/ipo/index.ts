export * from './ipo';
export * from './ipo-feature';
