export * from './settlements';
export * from './settlements-feature';
