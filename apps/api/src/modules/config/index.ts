import { defaultAppConfig } from '../../db/reference-data';
import type { ServerModule } from '../server-module';
import { ConfigRepository } from './repository';
import { configRoutes } from './routes';
import { appConfig } from './schema';
import { ConfigService } from './service';

export { ConfigService } from './service';

declare module '../server-module' {
  interface Services {
    config: ConfigService;
  }
}

/** §3 application config (key → value) and its public call. */
export const configModule: ServerModule = {
  name: 'config',
  tables: { appConfig },
  create: ({ database }) => {
    const config = new ConfigService(new ConfigRepository(database.db));
    return { provides: { config }, routes: () => configRoutes(config) };
  },
  referenceData: (db) => new ConfigRepository(db).insertDefaults(defaultAppConfig),
};
