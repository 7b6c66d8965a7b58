export * from './analytics-report';
export * from './analytics-report-feature';
