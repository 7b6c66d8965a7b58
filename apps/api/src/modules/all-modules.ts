import { accountTokensModule } from './account-tokens';
import { announcementsModule } from './announcements';
import { apiCenterModule } from './api-center';
import { auditModule } from './audit';
import { mobileConfigsModule } from './mobile-configs';
import { manualNotificationsModule } from './manual-notifications';
import { partnerNotificationEventsModule } from './partner-notification-events';
import { authModule } from './auth';
import { configModule } from './config';
import { contactsModule } from './contacts';
import { customerTokensModule } from './customer-tokens';
import { deliveryModule } from './delivery';
import { healthModule } from './health';
import { jobsModule } from './jobs';
import { ledgerModule } from './ledger';
import { loginEventsModule } from './login-events';
import { otpModule } from './otp';
import { passwordModule } from './password';
import { realtimeModule } from './realtime';
import { registrationModule } from './registration';
import { educationModule } from './education';
import { learningModule } from './learning';
import { cmsModule } from './cms';
import { onboardingModule } from './onboarding';
import { storeInfoModule } from './store-info';
import { storeReviewsModule } from './store-reviews';
import { storeStaffModule } from './store-staff';
import { storeVerificationModule } from './store-verification';
import { chatModule } from './chat';
import { productsModule } from './products';
import { rateLimitsModule } from './rate-limits';
import { notificationsModule } from './notifications';
import { ordersModule } from './orders';
import { analyticsModule } from './analytics';
import { broadcastModule } from './broadcast';
import type { ServerModule } from './server-module';
import { sessionModule } from './session';
import { ssoModule } from './sso';
import { adsModule } from './ads';
import { settlementsModule } from './settlements';
import { pickupPointsModule } from './pickup-points';
import { walletModule } from './wallet';
import { contractModule } from './contract';
import { ipoModule } from './ipo';
import { storefrontModule } from './storefront';
import { officialStoreModule } from './official-store';
import { savedViewsModule } from './saved-views';
import { undoModule } from './undo';

/**
 * The server's modules, in the order they are built: a module may use, while it is built, the services of the
 * modules before it (its routes may use any). A new module is one `index.ts` descriptor added here.
 */
export const serverModules: readonly ServerModule[] = [
  healthModule,
  rateLimitsModule,
  jobsModule,
  configModule,
  ledgerModule,
  deliveryModule,
  sessionModule,
  realtimeModule,
  notificationsModule,
  otpModule,
  accountTokensModule,
  customerTokensModule,
  authModule,
  ssoModule,
  passwordModule,
  registrationModule,
  contactsModule,
  loginEventsModule,
  educationModule,
  learningModule,
  cmsModule,
  storeReviewsModule,
  storeInfoModule,
  onboardingModule,
  storeVerificationModule,
  announcementsModule,
  auditModule,
  // Before products, orders and chat: their bulk actions and a template's deletion can be undone.
  undoModule,
  apiCenterModule,
  mobileConfigsModule,
  manualNotificationsModule,
  productsModule,
  ordersModule,
  // After orders: it follows their completions (review reminders).
  chatModule,
  pickupPointsModule,
  partnerNotificationEventsModule,
  analyticsModule,
  broadcastModule,
  adsModule,
  contractModule,
  settlementsModule,
  walletModule,
  ipoModule,
  storefrontModule,
  officialStoreModule,
  storeStaffModule,
  savedViewsModule,
];
