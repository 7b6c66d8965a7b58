export * from './category-tree';
export * from './category-tree-feature';
