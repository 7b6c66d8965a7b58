import type { ApiClient } from '@seller-portal/api-client';
import { educationApiPaths, type FeedbackAnswer, type FeedbackEligibility, type FeedbackShowing } from '@seller-portal/contracts';

/** One key factory for the survey calls. */
export const feedbackKeys = {
  all: ['seller-feedback'] as const,
  eligibility: (eventCode: string) => [...feedbackKeys.all, 'eligibility', eventCode] as const,
};

/** Whether the event offers a survey now, what it asks and the seller's draft. */
export async function fetchEligibility(client: ApiClient, eventCode: string): Promise<FeedbackEligibility | null> {
  const answers = await client.post<FeedbackEligibility[]>(educationApiPaths.feedbackEligible, { body: { eventCodes: [eventCode] } });
  return answers.find((answer) => answer.eventCode === eventCode) ?? null;
}

/** Version 1: a rating and a comment. */
export function submitRating(client: ApiClient, eventCode: string, rating: number, comment: string): Promise<unknown> {
  return client.post(educationApiPaths.feedback, { body: { eventCode, rating, comment: comment || undefined } });
}

/** Version 2: every answer. */
export function submitAnswers(client: ApiClient, eventCode: string, answers: FeedbackAnswer[]): Promise<unknown> {
  return client.post(educationApiPaths.feedbackAnswers, { body: { eventCode, answers } });
}

/** Version 2: the answers so far, kept as the seller goes. */
export function saveDraft(client: ApiClient, eventCode: string, answers: FeedbackAnswer[]): Promise<unknown> {
  return client.post(educationApiPaths.feedbackDraft, { body: { eventCode, answers } });
}

/** §7 when the seller opened Seller Care (the help menu), and from which page. */
export function recordSellerCareClick(client: ApiClient, username: string, page: string): Promise<unknown> {
  return client.put(educationApiPaths.sellerCareClickTime, { query: { username }, body: { page } });
}

/** §4.11 the survey is about to show: the server says whether it may (one a week per user) and counts it as shown. */
export function claimShowing(client: ApiClient, eventCode: string): Promise<FeedbackShowing> {
  return client.post<FeedbackShowing>(educationApiPaths.feedbackShowing, { body: { eventCode } });
}
