import { announcementsManifest } from '@seller-portal/announcements';
import type { FeatureManifest } from '@seller-portal/app-runtime';
import { partnerNotificationsManifest } from '@seller-portal/partner-notifications';
import { apiCenterManifest } from '@seller-portal/api-center';
import { mobileConfigsManifest } from '@seller-portal/mobile-configs';
import { sellerEducationManifest } from '@seller-portal/seller-education';
import { sellerOnboardingManifest } from '@seller-portal/seller-onboarding';
import { storeVerificationManifest } from '@seller-portal/store-verification';
import { sellerChatManifest } from '@seller-portal/seller-chat';
import { notificationsManifest } from '@seller-portal/notifications';
import { ordersManifest } from '@seller-portal/orders';
import { productsManifest } from '@seller-portal/products';
import { storePerformanceManifest } from '@seller-portal/store-performance';
import { broadcastManifest } from '@seller-portal/broadcast';
// generated features: imports above, manifests in the list below

/** The feature libraries the portal mounts, each from its manifest (`npx nx g @seller-portal/tools:feature` adds one here). */
export const portalFeatures: readonly FeatureManifest[] = [
  announcementsManifest,
  partnerNotificationsManifest,
  apiCenterManifest,
  mobileConfigsManifest,
  sellerEducationManifest,
  sellerOnboardingManifest,
  storeVerificationManifest,
  sellerChatManifest,
  notificationsManifest,
  ordersManifest,
  productsManifest,
  storePerformanceManifest,
  broadcastManifest,
];
