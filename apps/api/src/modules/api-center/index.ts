import { apiCenterFeature } from '@seller-portal/contracts/api-center';
import { accessOf } from '@seller-portal/contracts/core';
import { searchMatches } from '@seller-portal/contracts/search';
import type { ServerModule } from '../server-module';
import { textMatch } from '../shared/search-sources';
import { seedDemoSpecifications } from './demo';
import { ApiSpecificationRepository } from './repository';
import { apiCenterRoutes } from './routes';
import { apiSpecifications } from './schema';
import { ApiCenterService } from './service';

export { demoOrdersDocument, demoProductsDocument, demoSpecificationIds } from './demo';

/** §7 API center: OpenAPI specifications uploaded, listed by service, read and deleted by INTERNAL_SELLER-API-CENTER. */
export const apiCenterModule: ServerModule = {
  name: 'api-center',
  tables: { apiSpecifications },
  create: ({ database, clock, services, settings }) => {
    const service = new ApiCenterService({ repository: new ApiSpecificationRepository(database.db), audit: services.audit, clock });
    return {
      // The palette finds specifications (the server's own among them, as the page lists them) by title, service,
      // version or file name, for staff who may open the API center.
      searchSources: () => [
        {
          kind: 'api-spec',
          access: accessOf(apiCenterFeature),
          search: async ({ query, limit }) => {
            const q = query.toLowerCase();
            return (await service.list())
              .filter((spec) => [spec.title, spec.service, spec.version, spec.fileName].some((field) => field.toLowerCase().includes(q)))
              .map((spec) => ({
                kind: 'api-spec' as const,
                id: spec.id,
                title: spec.title,
                detail: `${spec.service} · ${spec.version}`,
                path: `/api-center/${encodeURIComponent(spec.id)}`,
                match: textMatch(query, spec.service, spec.title),
              }))
              .sort((a, b) => searchMatches.indexOf(a.match) - searchMatches.indexOf(b.match))
              .slice(0, limit);
          },
        },
      ],
      routes: () => apiCenterRoutes(service, { uploadsPerMinute: settings.rateLimits.uploadsPerMinute }),
    };
  },
  seedDemo: (db, now) => seedDemoSpecifications(new ApiSpecificationRepository(db), now),
};
