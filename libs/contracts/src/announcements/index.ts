export * from './announcements';
export * from './announcements-feature';
