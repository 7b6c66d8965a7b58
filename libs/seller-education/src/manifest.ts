import { defineFeatureManifest } from '@seller-portal/app-runtime';
import { sellerEducationFeature } from '@seller-portal/contracts/education';

/**
 * Tutorials over the pages (§4.7) and seller feedback surveys (§4.11), contracts' `sellerEducationFeature`. No pages
 * of their own: the tour runs beside the shell's pages, the surveys beside every page (startup at '/' included), and
 * §4.2 step 5 loads the tutorials.
 */
export const sellerEducationManifest = defineFeatureManifest(sellerEducationFeature, {
  slots: [
    { place: 'shell', load: async () => ({ default: (await import('./tutorial/TutorialTour')).TutorialTour }) },
    { place: 'page', load: async () => ({ default: (await import('./feedback/FeedbackSurveys')).FeedbackSurveys }) },
  ],
  startup: {
    tutorials: async ({ queryClient, client }, session) => (await import('./api/tutorials')).loadTutorials(queryClient, client, session.username),
  },
});
