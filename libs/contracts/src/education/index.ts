export * from './education';
