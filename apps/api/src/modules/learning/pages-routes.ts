import { learningPagesCalls } from '@seller-portal/contracts/education';
import { route, type RouteDefinition } from '../../http/define-route';
import { signedIn } from '../session';
import type { LearningPagesService } from './pages-service';

// Access (the search is public; reading progress is a STORE session's own), schemas and codes are the calls'
// (`learningPagesCalls` in contracts).

export function learningPagesRoutes(pages: LearningPagesService): RouteDefinition[] {
  return [
    route.call(learningPagesCalls.search, (context) => pages.search(context.body)),
    route.call(learningPagesCalls.readingProgress, (context) => pages.readingProgress(signedIn(context).userId)),
    route.call(learningPagesCalls.updateReadingProgress, (context) => pages.updateReadingProgress(signedIn(context).userId, context.body)),
  ];
}
