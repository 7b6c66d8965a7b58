import type { ServerModule } from '../server-module';
import { demoLearningArticles, demoLearningCategories, demoLearningVideos } from './demo-content';
import { LearningPagesRepository } from './pages-repository';
import { learningPagesRoutes } from './pages-routes';
import { LearningPagesService } from './pages-service';
import { LearningRepository } from './repository';
import { learningRoutes } from './routes';
import { learningArticles, learningCategories, learningReadingProgress, learningVideos } from './schema';
import { LearningService } from './service';

/** Seller Learning's content (§7 "Education and content"): articles, videos and their categories, read by anyone. */
export const learningModule: ServerModule = {
  name: 'learning',
  tables: { learningCategories, learningArticles, learningVideos, learningReadingProgress },
  create: ({ database, clock }) => {
    const learning = new LearningService(new LearningRepository(database.db), clock);
    const pages = new LearningPagesService(new LearningPagesRepository(database.db), clock);
    return { routes: () => [...learningRoutes(learning), ...learningPagesRoutes(pages)] };
  },
  seedDemo: async (db, now) => {
    const repository = new LearningRepository(db);
    await repository.insertCategories(demoLearningCategories);
    await repository.insertArticles(demoLearningArticles(now));
    await repository.insertVideos(demoLearningVideos(now));
  },
};
