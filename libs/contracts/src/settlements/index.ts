export * from './settlements';
