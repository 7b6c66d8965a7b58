export * from './partner-notification-events';
export * from './notification-templates';
export * from './manual-notifications';
export * from './partner-notifications-feature';
