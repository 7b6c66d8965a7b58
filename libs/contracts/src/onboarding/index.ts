export * from './onboarding';
export * from './onboarding-feature';
