import {
  educationApiPaths,
  feedbackAllowedQuerySchema,
  feedbackAnswersRequestSchema,
  feedbackEligibleRequestSchema,
  feedbackRequestSchema,
  sellerCareClickQuerySchema,
  sellerCareClickRequestSchema,
  tutorialArticlesQuerySchema,
  tutorialsQuerySchema,
  tutorialUpdateRequestSchema,
  type FeedbackAllowedQuery,
  type FeedbackAnswersRequest,
  type FeedbackEligibleRequest,
  type FeedbackRequest,
  type SellerCareClickQuery,
  type SellerCareClickRequest,
  type TutorialArticlesQuery,
  type TutorialsQuery,
  type TutorialUpdateRequest,
} from '@seller-portal/contracts';
import type { Access } from '../../http/access';
import { defineRoute, type RouteDefinition } from '../../http/define-route';
import { signedIn } from '../session';
import type { EducationService } from './service';

/** §6 tutorials and surveys are a seller's: a STORE session, about its own user only. */
const access: Access = { modes: ['STORE'] };

export function educationRoutes(education: EducationService): RouteDefinition[] {
  return [
    defineRoute<undefined, TutorialsQuery>({
      method: 'GET',
      url: educationApiPaths.tutorials,
      access,
      querystring: tutorialsQuerySchema,
      handler: async (context) => education.tutorials(signedIn(context), context.query.username),
    }),
    defineRoute<TutorialUpdateRequest>({
      method: 'PUT',
      url: educationApiPaths.tutorialUpdate,
      access,
      body: tutorialUpdateRequestSchema,
      handler: async (context) => education.completeTutorial(signedIn(context), context.body.name),
    }),
    defineRoute<undefined, TutorialArticlesQuery>({
      method: 'GET',
      url: educationApiPaths.tutorialArticles,
      access,
      querystring: tutorialArticlesQuerySchema,
      handler: async (context) => education.articles(context.query),
    }),
    defineRoute<undefined, FeedbackAllowedQuery>({
      method: 'GET',
      url: educationApiPaths.feedbackAllowed,
      access,
      querystring: feedbackAllowedQuerySchema,
      handler: async (context) => education.feedbackAllowed(signedIn(context), context.query.eventCode),
    }),
    defineRoute<FeedbackRequest>({
      method: 'POST',
      url: educationApiPaths.feedback,
      access,
      body: feedbackRequestSchema,
      handler: async (context) => education.submitFeedback(signedIn(context), context.body),
    }),
    defineRoute<SellerCareClickRequest, SellerCareClickQuery>({
      method: 'PUT',
      url: educationApiPaths.sellerCareClickTime,
      access,
      querystring: sellerCareClickQuerySchema,
      body: sellerCareClickRequestSchema,
      handler: async (context) => education.sellerCareClick(signedIn(context), context.query.username, context.body),
    }),
    defineRoute<FeedbackEligibleRequest>({
      method: 'POST',
      url: educationApiPaths.feedbackEligible,
      access,
      body: feedbackEligibleRequestSchema,
      handler: async (context) => education.eligible(signedIn(context), context.body.eventCodes),
    }),
    defineRoute<FeedbackAnswersRequest>({
      method: 'POST',
      url: educationApiPaths.feedbackAnswers,
      access,
      body: feedbackAnswersRequestSchema,
      handler: async (context) => education.submitAnswers(signedIn(context), context.body),
    }),
    defineRoute<FeedbackAnswersRequest>({
      method: 'POST',
      url: educationApiPaths.feedbackDraft,
      access,
      body: feedbackAnswersRequestSchema,
      handler: async (context) => education.saveDraft(signedIn(context), context.body),
    }),
  ];
}
