import type { ServerModule } from '../server-module';
import { seedSavedViewsDemo } from './demo';
import { SavedViewsRepository } from './repository';
import { savedViewsRoutes } from './routes';
import { savedViewDefaults, savedViews } from './schema';
import { SavedViewsService } from './service';

/**
 * Saved views of the order and product lists: named filters and sort per store and person, one default per list
 * and person, shared with the store's staff by the owner. Each list's calls are its own feature's.
 */
export const savedViewsModule: ServerModule = {
  name: 'saved-views',
  tables: { savedViews, savedViewDefaults },
  create: ({ database, clock }) => {
    const views = new SavedViewsService(new SavedViewsRepository(database.db), clock);
    return { routes: () => savedViewsRoutes(views) };
  },
  seedDemo: seedSavedViewsDemo,
};
