export * from './education';
export * from './learning';
