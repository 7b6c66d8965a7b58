import type { ServerModule } from '../server-module';
import { healthRoutes } from './routes';

/** GET /healthz: the process answers and the database too. */
export const healthModule: ServerModule = {
  name: 'health',
  tables: {},
  create: ({ database }) => ({ routes: () => healthRoutes(database) }),
};
