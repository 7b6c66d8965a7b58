export * from './mobile-configs';
