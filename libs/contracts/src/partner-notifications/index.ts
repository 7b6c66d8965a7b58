export * from './partner-notification-events';
export * from './notification-templates';
export * from './manual-notifications';
