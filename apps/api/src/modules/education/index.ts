import type { ServerModule } from '../server-module';
import { demoDashboardTutorial, demoDomain, demoTutorialPending } from './demo-content';
import { EducationRepository } from './repository';
import { educationRoutes } from './routes';
import { sellerCareClicks, sellerFeedbackDrafts, sellerFeedbacks, sellerFeedbackShowings, tutorialArticles, tutorials, userTutorials } from './schema';
import { EducationService } from './service';

/** §4.7 tutorials and §4.11 seller feedback surveys (§7 "Education and content", "Feedback"). */
export const educationModule: ServerModule = {
  name: 'education',
  tables: { tutorials, tutorialArticles, userTutorials, sellerFeedbacks, sellerFeedbackDrafts, sellerCareClicks, sellerFeedbackShowings },
  create: ({ database, clock }) => {
    const education = new EducationService(new EducationRepository(database.db), clock);
    return { routes: () => educationRoutes(education) };
  },
  seedDemo: async (db, now) => {
    const repository = new EducationRepository(db);
    await repository.seedTutorial(demoDashboardTutorial.name, demoDashboardTutorial.articles);
    await repository.seedCompleted(demoDomain, demoTutorialPending, demoDashboardTutorial.name, now);
  },
};
