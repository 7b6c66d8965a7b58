import { accessOf } from '@seller-portal/contracts/core';
import { learningFeature } from '@seller-portal/contracts/education';
import type { ServerModule } from '../server-module';
import { demoLearningArticles, demoLearningCategories, demoLearningVideos, replacedDemoVideoUrls } from './demo-content';
import { LearningPagesRepository } from './pages-repository';
import { learningPagesRoutes } from './pages-routes';
import { LearningPagesService } from './pages-service';
import { learningPublicPages } from './public-pages';
import { LearningRepository } from './repository';
import { learningRoutes } from './routes';
import { learningArticles, learningAssets, learningCategories, learningReadingProgress, learningVideos } from './schema';
import { LearningService } from './service';
import { LearningStudioRepository } from './studio-repository';
import { learningStudioRoutes } from './studio-routes';
import { LearningStudioService } from './studio-service';

/**
 * Seller Learning's content (§7 "Education and content"): articles, videos and their categories, read by anyone, and
 * written by internal staff (§6 INTERNAL_SELLER-LEARNING) with their images (`edu/asset`) and an audit entry per change.
 */
export const learningModule: ServerModule = {
  name: 'learning',
  tables: { learningCategories, learningArticles, learningVideos, learningAssets, learningReadingProgress },
  create: ({ database, clock, random, settings }) => {
    const repository = new LearningRepository(database.db);
    const learning = new LearningService(repository, clock);
    const pages = new LearningPagesService(new LearningPagesRepository(database.db), clock);
    return {
      // The audit log's module is built after this one: the authoring routes take it once every module is built.
      routes: (services) => {
        const studio = new LearningStudioService({ repository: new LearningStudioRepository(database.db), audit: services.audit, clock, random });
        return [
          ...learningRoutes(learning),
          ...learningPagesRoutes(pages),
          ...learningStudioRoutes(studio, { uploadsPerMinute: settings.rateLimits.uploadsPerMinute }),
        ];
      },
      publicPages: [learningPublicPages(repository, clock)],
      // The palette finds published articles in the caller's language through the learning search (its ranking).
      searchSources: () => [
        {
          kind: 'article',
          access: accessOf(learningFeature),
          search: async ({ query, language, limit }) =>
            (await pages.search({ q: query, language, type: 'ARTICLE', page: 0, size: limit })).content.flatMap((hit) =>
              hit.type === 'ARTICLE'
                ? [
                    {
                      kind: 'article' as const,
                      id: hit.slug,
                      title: hit.title,
                      detail: null,
                      path: hit.kind === 'NEWS' ? `/learning/news/${hit.slug}` : `/learning/guide/article/${hit.slug}`,
                      match: 'fuzzy' as const,
                    },
                  ]
                : [],
            ),
        },
      ],
    };
  },
  seedDemo: async (db, now) => {
    const repository = new LearningRepository(db);
    await repository.insertCategories(demoLearningCategories);
    await repository.insertArticles(demoLearningArticles(now));
    // A database seeded before the ids were fixed keeps its rows (and their ids): their URLs are repaired, not added again.
    await repository.renameVideoUrls(replacedDemoVideoUrls);
    await repository.insertVideos(demoLearningVideos(now));
  },
};
