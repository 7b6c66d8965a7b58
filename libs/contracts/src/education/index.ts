export * from './education';
export * from './learning';
export * from './cms-content';
