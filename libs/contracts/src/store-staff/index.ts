export * from './store-staff';
export * from './store-staff-feature';
