export * from './education';
export * from './learning';
export * from './learning-pages';
export * from './learning-studio';
export * from './cms-content';
export * from './education-feature';
