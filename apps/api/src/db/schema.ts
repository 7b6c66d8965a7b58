/**
 * Every table, for drizzle-kit (migrations) and the repositories. The people, stores and their modes are the
 * shared directory (`directory-schema.ts`); every other table belongs to the module that owns it (`modules/<module>/schema.ts`).
 */
export * from './directory-schema';
export * from '../modules/session/schema';
export * from '../modules/rate-limits/schema';
export * from '../modules/config/schema';
export * from '../modules/password/schema';
export * from '../modules/account-tokens/schema';
export * from '../modules/otp/schema';
export * from '../modules/auth/schema';
export * from '../modules/sso/schema';
export * from '../modules/delivery/schema';
export * from '../modules/login-events/schema';
export * from '../modules/education/schema';
export * from '../modules/onboarding/schema';
export * from '../modules/store-verification/schema';
export * from '../modules/announcements/schema';
export * from '../modules/audit/schema';
export * from '../modules/api-center/schema';
export * from '../modules/mobile-configs/schema';
export * from '../modules/partner-notification-events/schema';
export * from '../modules/realtime/schema';
export * from '../modules/products/schema';
export * from '../modules/chat/schema';
export * from '../modules/notifications/schema';
export * from '../modules/orders/schema';
export * from '../modules/manual-notifications/schema';
export * from '../modules/analytics/schema';
export * from '../modules/broadcast/schema';
export * from '../modules/jobs/schema';
