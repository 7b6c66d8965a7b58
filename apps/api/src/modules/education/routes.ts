import { educationCalls } from '@seller-portal/contracts/education';
import { route, type RouteDefinition } from '../../http/define-route';
import { signedIn } from '../session';
import type { EducationService } from './service';

// Access (a STORE session, `sellerEducationFeature`), schemas and codes are the calls' (`educationCalls` in contracts);
// every call is about the caller's own user.

export function educationRoutes(education: EducationService): RouteDefinition[] {
  return [
    route.call(educationCalls.tutorials, (context) => education.tutorials(signedIn(context), context.query.username)),
    route.call(educationCalls.completeTutorial, (context) => education.completeTutorial(signedIn(context), context.body.name)),
    route.call(educationCalls.tutorialArticles, (context) => education.articles(context.query)),
    route.call(educationCalls.feedbackAllowed, (context) => education.feedbackAllowed(signedIn(context), context.query.eventCode)),
    route.call(educationCalls.submitFeedback, (context) => education.submitFeedback(signedIn(context), context.body)),
    route.call(educationCalls.sellerCareClick, (context) => education.sellerCareClick(signedIn(context), context.query.username, context.body)),
    route.call(educationCalls.eligible, (context) => education.eligible(signedIn(context), context.body.eventCodes)),
    route.call(educationCalls.showing, (context) => education.showing(signedIn(context), context.body.eventCode)),
    route.call(educationCalls.submitAnswers, (context) => education.submitAnswers(signedIn(context), context.body)),
    route.call(educationCalls.saveDraft, (context) => education.saveDraft(signedIn(context), context.body)),
  ];
}
