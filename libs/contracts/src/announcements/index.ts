export * from './announcements';
