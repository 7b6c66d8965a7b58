import type { ServerModule } from '../server-module';
import { seedDemoMobileConfigs } from './demo';
import { MobileConfigRepository } from './repository';
import { mobileConfigRoutes } from './routes';
import { mobileConfigs } from './schema';
import { MobileConfigService } from './service';

export { demoMobileConfigs } from './demo';

/**
 * Mobile configs (§2.4, §3, §7 "Config and reference data"): kept by internal staff with one §6 code per action and
 * an audit entry per change, read by the apps by name.
 */
export const mobileConfigsModule: ServerModule = {
  name: 'mobile-configs',
  tables: { mobileConfigs },
  create: ({ database, clock, services }) => {
    const service = new MobileConfigService({ repository: new MobileConfigRepository(database.db), audit: services.audit, clock });
    return { routes: () => mobileConfigRoutes(service) };
  },
  seedDemo: (db, now) => seedDemoMobileConfigs(new MobileConfigRepository(db), now),
};
