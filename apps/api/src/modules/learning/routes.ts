import { learningCalls } from '@seller-portal/contracts/education';
import { route, type RouteDefinition } from '../../http/define-route';
import type { LearningService } from './service';

// Access (public: the learning pages need no session), schemas and codes are the calls' (`learningCalls` in contracts).

export function learningRoutes(learning: LearningService): RouteDefinition[] {
  return [
    route.call(learningCalls.articles, async (context) => (await learning.articles(context.body)).content),
    route.call(learningCalls.articlesV2, (context) => learning.articles(context.body)),
    route.call(learningCalls.article, (context) => learning.article(context.params.slug, context.query.language)),
    route.call(learningCalls.videos, async (context) => (await learning.videos(context.body)).content),
    route.call(learningCalls.videosV2, (context) => learning.videos(context.body)),
    route.call(learningCalls.categories, (context) => learning.categories(context.query.language)),
  ];
}
