import type { ServerModule } from '../server-module';
import { seedStoreStaffDemo } from './demo';
import { StoreStaffRepository } from './repository';
import { storeStaffRoutes } from './routes';
import { StoreStaffService } from './service';

/** What other modules read: the pickup points a store's member serves, read afresh on every request. */
export interface StaffScope {
  /** null: every pickup point of the store (the owner, a staff member with none assigned); otherwise these codes. */
  pickupPointsOf(userId: string, storeCode: string): Promise<readonly string[] | null>;
}

declare module '../server-module' {
  interface Services {
    staffScope: StaffScope;
  }
}

/**
 * Staff per pickup point (`/store/staff`): the store's owner assigns each staff member to every pickup point or to
 * some of them (the directory's `staff_pickup_points`, audited). Orders, the dashboard's figures and the MPP chat read
 * `services.staffScope` on each request, so a change applies to the member's next call; their session's
 * `pickupPoints` follows at its next read (the member's cached sessions are reloaded).
 */
export const storeStaffModule: ServerModule = {
  name: 'store-staff',
  tables: {},
  create: ({ database, services }) => {
    const repository = new StoreStaffRepository(database.db);
    const service = new StoreStaffService({
      repository,
      audit: services.audit,
      reloadSessionsOf: (userId) => services.sessions.reloadAllForUser(userId),
    });
    const staffScope: StaffScope = { pickupPointsOf: (userId, storeCode) => service.scopeOf(userId, storeCode) };
    return { provides: { staffScope }, routes: () => storeStaffRoutes(service) };
  },
  seedDemo: seedStoreStaffDemo,
};
