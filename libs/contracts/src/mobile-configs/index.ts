export * from './mobile-configs';
export * from './mobile-configs-feature';
