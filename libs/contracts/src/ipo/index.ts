export * from './ipo';
