import type { ServerModule } from '../server-module';
import { demoLearningArticles, demoLearningCategories, demoLearningVideos } from './demo-content';
import { LearningRepository } from './repository';
import { learningRoutes } from './routes';
import { learningArticles, learningCategories, learningVideos } from './schema';
import { LearningService } from './service';

/** Seller Learning's content (§7 "Education and content"): articles, videos and their categories, read by anyone. */
export const learningModule: ServerModule = {
  name: 'learning',
  tables: { learningCategories, learningArticles, learningVideos },
  create: ({ database, clock }) => {
    const learning = new LearningService(new LearningRepository(database.db), clock);
    return { routes: () => learningRoutes(learning) };
  },
  seedDemo: async (db, now) => {
    const repository = new LearningRepository(db);
    await repository.insertCategories(demoLearningCategories);
    await repository.insertArticles(demoLearningArticles(now));
    await repository.insertVideos(demoLearningVideos(now));
  },
};
