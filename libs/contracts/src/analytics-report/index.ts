export * from './analytics-report';
