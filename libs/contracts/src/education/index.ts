export * from './education';
export * from './learning';
export * from './learning-pages';
