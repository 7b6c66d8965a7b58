import type { ServerModule } from '../server-module';
import { demoLearningArticles, demoLearningCategories, demoLearningVideos } from './demo-content';
import { learningPublicPages } from './public-pages';
import { LearningRepository } from './repository';
import { learningRoutes } from './routes';
import { learningArticles, learningCategories, learningVideos } from './schema';
import { LearningService } from './service';

/** Seller Learning's content (§7 "Education and content"): articles, videos and their categories, read by anyone. */
export const learningModule: ServerModule = {
  name: 'learning',
  tables: { learningCategories, learningArticles, learningVideos },
  create: ({ database, clock }) => {
    const repository = new LearningRepository(database.db);
    const learning = new LearningService(repository, clock);
    return { routes: () => learningRoutes(learning), publicPages: [learningPublicPages(repository, clock)] };
  },
  seedDemo: async (db, now) => {
    const repository = new LearningRepository(db);
    await repository.insertCategories(demoLearningCategories);
    await repository.insertArticles(demoLearningArticles(now));
    await repository.insertVideos(demoLearningVideos(now));
  },
};
