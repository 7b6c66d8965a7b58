import type { ServerModule } from '../server-module';
import { Readiness } from './readiness';
import { healthRoutes } from './routes';

export { Readiness, type ReadinessState } from './readiness';

declare module '../server-module' {
  interface Services {
    readiness: Readiness;
  }
}

/** GET /healthz: the process answers and the database too. GET /readyz: and it takes traffic (not draining, migrated). */
export const healthModule: ServerModule = {
  name: 'health',
  tables: {},
  create: ({ database }) => {
    const readiness = new Readiness(database);
    return { provides: { readiness }, routes: () => healthRoutes(database, readiness) };
  },
};
