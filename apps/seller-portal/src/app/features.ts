import type { FeatureManifest } from '@seller-portal/app-runtime';
import { adsManifest } from '@seller-portal/ads';
import { analyticsReportManifest } from '@seller-portal/analytics-report';
import { announcementsManifest } from '@seller-portal/announcements';
import { apiCenterManifest } from '@seller-portal/api-center';
import { broadcastManifest } from '@seller-portal/broadcast';
import { categoryTreeManifest } from '@seller-portal/category-tree';
import { chatBannedWordsManifest } from '@seller-portal/chat-banned-words';
import { contractManifest } from '@seller-portal/contract';
import { dashboardManifest } from '@seller-portal/dashboard';
import { downloadsManifest } from '@seller-portal/downloads';
import { ipoManifest } from '@seller-portal/ipo';
import { learningManifest } from '@seller-portal/learning';
import { learningStudioManifest } from '@seller-portal/learning-studio';
import { mobileConfigsManifest } from '@seller-portal/mobile-configs';
import { notificationsManifest } from '@seller-portal/notifications';
import { officialStoreManifest } from '@seller-portal/official-store';
import { ordersManifest } from '@seller-portal/orders';
import { partnerNotificationsManifest } from '@seller-portal/partner-notifications';
import { pickupPointsManifest } from '@seller-portal/pickup-points';
import { productsManifest } from '@seller-portal/products';
import { cmsContentManifest, publicPagesManifest } from '@seller-portal/public-pages';
import { sellerChatManifest } from '@seller-portal/seller-chat';
import { sellerEducationManifest } from '@seller-portal/seller-education';
import { sellerOnboardingManifest } from '@seller-portal/seller-onboarding';
import { settlementsManifest } from '@seller-portal/settlements';
import { storeInfoManifest } from '@seller-portal/store-info';
import { storePerformanceManifest } from '@seller-portal/store-performance';
import { storeStaffManifest } from '@seller-portal/store-staff';
import { storeVerificationManifest } from '@seller-portal/store-verification';
import { storefrontManifest } from '@seller-portal/storefront';
import { walletManifest } from '@seller-portal/wallet';

/**
 * The feature libraries the portal mounts, each from its manifest, in the order of their names (where each shows is
 * its declaration's position, not its place here). `features.test.ts` fails while a library whose declaration names
 * the portal is missing.
 */
export const portalFeatures: readonly FeatureManifest[] = [
  adsManifest,
  analyticsReportManifest,
  announcementsManifest,
  apiCenterManifest,
  broadcastManifest,
  categoryTreeManifest,
  chatBannedWordsManifest,
  cmsContentManifest,
  contractManifest,
  dashboardManifest,
  downloadsManifest,
  ipoManifest,
  learningManifest,
  learningStudioManifest,
  mobileConfigsManifest,
  notificationsManifest,
  officialStoreManifest,
  ordersManifest,
  partnerNotificationsManifest,
  pickupPointsManifest,
  productsManifest,
  publicPagesManifest,
  sellerChatManifest,
  sellerEducationManifest,
  sellerOnboardingManifest,
  settlementsManifest,
  storeInfoManifest,
  storePerformanceManifest,
  storeStaffManifest,
  storeVerificationManifest,
  storefrontManifest,
  walletManifest,
];
