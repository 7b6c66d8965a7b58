import type { FeatureManifest } from '@seller-portal/app-runtime';
import { announcementsManifest } from '@seller-portal/announcements';
import { apiCenterManifest } from '@seller-portal/api-center';
import { categoryTreeManifest } from '@seller-portal/category-tree';
import { chatBannedWordsManifest } from '@seller-portal/chat-banned-words';
import { learningStudioManifest } from '@seller-portal/learning-studio';
import { mobileConfigsManifest } from '@seller-portal/mobile-configs';
import { officialStoreManifest } from '@seller-portal/official-store';
import { partnerNotificationsManifest } from '@seller-portal/partner-notifications';
import { cmsContentManifest } from '@seller-portal/public-pages';
import { storeReviewsManifest } from '@seller-portal/store-reviews';
import { storeVerificationManifest } from '@seller-portal/store-verification';

/**
 * The feature libraries the console mounts, each from its manifest, in the order of their names. `features.test.ts`
 * fails while a library whose declaration names the console is missing.
 */
export const consoleFeatures: readonly FeatureManifest[] = [
  announcementsManifest,
  apiCenterManifest,
  categoryTreeManifest,
  chatBannedWordsManifest,
  cmsContentManifest,
  learningStudioManifest,
  mobileConfigsManifest,
  officialStoreManifest,
  partnerNotificationsManifest,
  storeReviewsManifest,
  storeVerificationManifest,
];
