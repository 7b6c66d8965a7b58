export * from './official-store';
