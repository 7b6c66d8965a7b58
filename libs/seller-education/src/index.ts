import type { ApiClient } from '@seller-portal/api-client';
import type { TutorialList } from '@seller-portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { lazy } from 'react';

export { sellerEducationManifest } from './manifest';
export { sellerEducationResources } from './i18n/resources';
export { tutorialKeys } from './api/tutorials';
export { tutorialStepAttribute } from './tutorial/tour-steps';

/** §4.7 the tutorial tour over the page it belongs to; its code loads when the app first renders it. */
export const TutorialTour = lazy(() => import('./tutorial/TutorialTour').then((module) => ({ default: module.TutorialTour })));

/** §4.2 step 5: loads the signed-in user's tutorials into the query cache (startup retries a failure). */
export async function loadTutorials(queryClient: QueryClient, client: ApiClient, username: string): Promise<TutorialList> {
  return (await import('./api/tutorials')).loadTutorials(queryClient, client, username);
}

/** §4.11 the surveys opened by their trigger events (`seller-feedback`); its code loads when the app first renders it. */
export const FeedbackSurveys = lazy(() => import('./feedback/FeedbackSurveys').then((module) => ({ default: module.FeedbackSurveys })));
