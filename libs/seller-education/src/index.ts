import type { ApiClient } from '@seller-portal/api-client';
import type { TutorialList } from '@seller-portal/contracts/education';
import type { QueryClient } from '@tanstack/react-query';

export { sellerEducationManifest } from './manifest';
export { sellerEducationResources } from './i18n/resources';
export { tutorialKeys } from './api/tutorials';
export { tutorialStepAttribute } from './tutorial/tour-steps';

/** §4.2 step 5: loads the signed-in user's tutorials into the query cache (startup retries a failure). */
export async function loadTutorials(queryClient: QueryClient, client: ApiClient, username: string): Promise<TutorialList> {
  return (await import('./api/tutorials')).loadTutorials(queryClient, client, username);
}
