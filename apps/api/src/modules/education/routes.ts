import {
  educationApiPaths,
  feedbackAllowedQuerySchema,
  feedbackAnswersRequestSchema,
  feedbackEligibleRequestSchema,
  feedbackRequestSchema,
  feedbackShowingRequestSchema,
  sellerCareClickQuerySchema,
  sellerCareClickRequestSchema,
  tutorialArticlesQuerySchema,
  tutorialsQuerySchema,
  tutorialUpdateRequestSchema,
} from '@seller-portal/contracts';
import type { Access } from '../../http/access';
import { route, type RouteDefinition } from '../../http/define-route';
import { signedIn } from '../session';
import type { EducationService } from './service';

/** §6 tutorials and surveys are a seller's: a STORE session, about its own user only. */
const access: Access = { modes: ['STORE'] };

export function educationRoutes(education: EducationService): RouteDefinition[] {
  return [
    route.get(educationApiPaths.tutorials, { access, querystring: tutorialsQuerySchema }, async (context) =>
      education.tutorials(signedIn(context), context.query.username),
    ),
    route.put(educationApiPaths.tutorialUpdate, { access, body: tutorialUpdateRequestSchema }, async (context) =>
      education.completeTutorial(signedIn(context), context.body.name),
    ),
    route.get(educationApiPaths.tutorialArticles, { access, querystring: tutorialArticlesQuerySchema }, async (context) => education.articles(context.query)),
    route.get(educationApiPaths.feedbackAllowed, { access, querystring: feedbackAllowedQuerySchema }, async (context) =>
      education.feedbackAllowed(signedIn(context), context.query.eventCode),
    ),
    route.post(educationApiPaths.feedback, { access, body: feedbackRequestSchema }, async (context) =>
      education.submitFeedback(signedIn(context), context.body),
    ),
    route.put(educationApiPaths.sellerCareClickTime, { access, querystring: sellerCareClickQuerySchema, body: sellerCareClickRequestSchema }, async (context) =>
      education.sellerCareClick(signedIn(context), context.query.username, context.body),
    ),
    route.post(educationApiPaths.feedbackEligible, { access, body: feedbackEligibleRequestSchema }, async (context) =>
      education.eligible(signedIn(context), context.body.eventCodes),
    ),
    route.post(educationApiPaths.feedbackShowing, { access, body: feedbackShowingRequestSchema }, async (context) =>
      education.showing(signedIn(context), context.body.eventCode),
    ),
    route.post(educationApiPaths.feedbackAnswers, { access, body: feedbackAnswersRequestSchema }, async (context) =>
      education.submitAnswers(signedIn(context), context.body),
    ),
    route.post(educationApiPaths.feedbackDraft, { access, body: feedbackAnswersRequestSchema }, async (context) =>
      education.saveDraft(signedIn(context), context.body),
    ),
  ];
}
