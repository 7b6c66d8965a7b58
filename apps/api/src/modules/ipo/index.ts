import type { ServerModule } from '../server-module';
import { seedIpoDemo } from './demo';
import { IpoRepository } from './repository';
import { ipoRoutes } from './routes';
import { inboundOrders } from './schema';
import { IpoService } from './service';

/**
 * Inbound purchase orders (§2.5 `/ipo`, §6 STORE_FBB-CENTER): a fulfilment store tells a marketplace warehouse which of
 * its products arrive, how many and on which day; the seller lists them and cancels one the warehouse has not received.
 */
export const ipoModule: ServerModule = {
  name: 'ipo',
  tables: { inboundOrders },
  create: ({ database, clock, random, services }) => {
    const service = new IpoService({ repository: new IpoRepository(database.db), products: services.products, clock, random });
    return { routes: () => ipoRoutes(service) };
  },
  seedDemo: seedIpoDemo,
};
