export * from './category-tree';
