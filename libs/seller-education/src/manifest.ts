import type { FeatureManifest } from '@seller-portal/app-runtime';

/**
 * Tutorials over the pages (§4.7) and seller feedback surveys (§4.11). They have no pages of their own: the app
 * mounts `TutorialTour` and `FeedbackSurveys` beside its pages, and startup loads the tutorials (`loadTutorials`).
 */
export const sellerEducationManifest: FeatureManifest = {
  name: 'seller-education',
  prefixes: [],
  apps: ['portal'],
  i18nNamespace: 'seller-education',
};
