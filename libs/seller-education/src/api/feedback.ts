import { useApiClient, type ApiClient } from '@seller-portal/api-client';
import { educationCalls, type FeedbackAnswer, type FeedbackEligibility, type FeedbackShowing } from '@seller-portal/contracts/education';
import { useMutation } from '@tanstack/react-query';

// The survey calls cache nothing: each asks the server at the moment it matters (eligibility, a showing), so none
// has a query key and no answer invalidates one.

/** Whether the event offers a survey now, what it asks and the seller's draft. */
export async function fetchEligibility(client: ApiClient, eventCode: string): Promise<FeedbackEligibility | null> {
  const answers = await client.call(educationCalls.eligible, { body: { eventCodes: [eventCode] } });
  return answers.find((answer) => answer.eventCode === eventCode) ?? null;
}

/** A survey's answer: version 1 a rating and a comment, version 2 every answer. */
export type SurveyAnswer = { version: 1; eventCode: string; rating: number; comment: string } | { version: 2; eventCode: string; answers: FeedbackAnswer[] };

export function useSubmitSurvey() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (answer: SurveyAnswer) =>
      answer.version === 1
        ? client.call(educationCalls.submitFeedback, { body: { eventCode: answer.eventCode, rating: answer.rating, comment: answer.comment || undefined } })
        : client.call(educationCalls.submitAnswers, { body: { eventCode: answer.eventCode, answers: answer.answers } }),
  });
}

/** Version 2: the answers so far, kept as the seller goes. */
export function saveDraft(client: ApiClient, eventCode: string, answers: FeedbackAnswer[]): Promise<null> {
  return client.call(educationCalls.saveDraft, { body: { eventCode, answers } });
}

/** §7 when the seller opened Seller Care (the help menu), and from which page. */
export function recordSellerCareClick(client: ApiClient, username: string, page: string): Promise<unknown> {
  return client.call(educationCalls.sellerCareClick, { query: { username }, body: { page } });
}

/** §4.11 the survey is about to show: the server says whether it may (one a week per user) and counts it as shown. */
export function claimShowing(client: ApiClient, eventCode: string): Promise<FeedbackShowing> {
  return client.call(educationCalls.showing, { body: { eventCode } });
}
