export * from './education';
export * from './learning';
export * from './learning-studio';
export * from './cms-content';
