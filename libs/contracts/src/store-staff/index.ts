export * from './store-staff';
