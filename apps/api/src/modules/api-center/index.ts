import type { ServerModule } from '../server-module';
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
    return { routes: () => apiCenterRoutes(service, { uploadsPerMinute: settings.rateLimits.uploadsPerMinute }) };
  },
  seedDemo: (db, now) => seedDemoSpecifications(new ApiSpecificationRepository(db), now),
};
