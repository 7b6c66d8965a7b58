import type { ServerModule, SettingsOf } from '../server-module';
import { seedPickupPointsDemo } from './demo';
import { IndonesiaRegions } from './regions';
import { PickupPointsRepository } from './repository';
import { pickupPointsRoutes } from './routes';
import { PickupPointsService } from './service';
import { pickupPointsSettings } from './settings';

/** What other modules read of the pickup points: how many schedules of a store cannot work (the dashboard's task). */
export interface PickupPointInsights {
  invalidScheduleCount(storeCode: string): Promise<number>;
}

declare module '../server-module' {
  interface Services {
    pickupPoints: PickupPointInsights;
  }
}

/**
 * A store's pickup points (§2.5 `/store/address`): address over Indonesia's regions (bundled data, answered from
 * memory), map pin, contact, opening hours, couriers and their pickup schedules, and the §7 check of the schedules
 * that cannot work. The rows are the directory's `pickup_points`, which orders, chat and the session read; this
 * module is the only one that writes them after the demo seed.
 */
export const pickupPointsModule: ServerModule<SettingsOf<typeof pickupPointsSettings>> = {
  name: 'pickup-points',
  tables: {},
  settings: pickupPointsSettings,
  create: ({ database, clock, random, services, own }) => {
    const service = new PickupPointsService(new PickupPointsRepository(database.db), new IndonesiaRegions(), services.orders, clock, random, own.listLimit);
    const pickupPoints: PickupPointInsights = { invalidScheduleCount: (storeCode) => service.invalidScheduleCount(storeCode) };
    return { provides: { pickupPoints }, routes: () => pickupPointsRoutes(service, { tileUrl: own.mapTileUrl }) };
  },
  seedDemo: seedPickupPointsDemo,
};
