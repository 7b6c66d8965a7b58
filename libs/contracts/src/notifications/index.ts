export * from './notifications';
export * from './notifications-feature';
