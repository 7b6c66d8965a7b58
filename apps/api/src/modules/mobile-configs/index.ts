import { accessOf } from '@seller-portal/contracts/core';
import { mobileConfigsFeature } from '@seller-portal/contracts/mobile-configs';
import { searchMatches } from '@seller-portal/contracts/search';
import type { ServerModule } from '../server-module';
import { textMatch } from '../shared/search-sources';
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
    const repository = new MobileConfigRepository(database.db);
    const service = new MobileConfigService({ repository, audit: services.audit, clock });
    return {
      // The palette finds configs by key or description (the list's own search) for staff who may view them.
      searchSources: () => [
        {
          kind: 'mobile-config',
          access: accessOf(mobileConfigsFeature),
          search: async ({ query, limit }) =>
            (await repository.list(query))
              .map((row) => ({
                kind: 'mobile-config' as const,
                id: row.key,
                title: row.key,
                detail: row.description || row.valueType,
                path: `/mobile-config/${encodeURIComponent(row.key)}/view`,
                match: textMatch(query, row.key, row.key),
              }))
              .sort((a, b) => searchMatches.indexOf(a.match) - searchMatches.indexOf(b.match))
              .slice(0, limit),
        },
      ],
      routes: () => mobileConfigRoutes(service),
    };
  },
  seedDemo: (db, now) => seedDemoMobileConfigs(new MobileConfigRepository(db), now),
};
