import type { ServerModule } from '../server-module';
import { demoCmsPages } from './demo-content';
import { CmsRepository } from './repository';
import { cmsPublicPages } from './public-pages';
import { cmsRoutes } from './routes';
import { cmsPageRevisions, cmsPages } from './schema';
import { CmsService } from './service';

declare module '../server-module' {
  interface Services {
    cms: CmsService;
  }
}

/** The CMS pages of §2.2 (§7 "Education and content"): read by anyone once published, edited by INTERNAL_CMS-CONTENT staff. */
export const cmsModule: ServerModule = {
  name: 'cms',
  tables: { cmsPages, cmsPageRevisions },
  create: ({ database, clock }) => {
    const cms = new CmsService(new CmsRepository(database.db), clock);
    return { provides: { cms }, routes: () => cmsRoutes(cms), publicPages: [cmsPublicPages({ cms })] };
  },
  seedDemo: async (db, now) => {
    await new CmsRepository(db).seed(demoCmsPages(now));
  },
};
