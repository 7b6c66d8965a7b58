import type { AppDatabase } from '../../db/open-database';
import type { ServerModule } from '../server-module';
import { StoreReviewsRepository } from './repository';
import { storeReviewRoutes } from './routes';
import { storeReviews } from './schema';
import { StoreReviewsService, type StoreReviews } from './service';

export type { StoreReviewKindHandler, StoreReviews } from './service';
export type { StoreReviewRow } from './repository';

/** Writes review items of another module's demo data (fixed ids: seeding again adds nothing). */
export function seedDemoReviews(db: AppDatabase, rows: Parameters<StoreReviewsRepository['insertDemo']>[0]): Promise<void> {
  return new StoreReviewsRepository(db).insertDemo(rows);
}

declare module '../server-module' {
  interface Services {
    storeReviews: StoreReviews;
  }
}

/**
 * The review queue of stores in the internal console: the modules whose requests need a person (store-info's legal
 * data changes, onboarding's submissions) open items of their kind and apply their kind's decisions.
 */
export const storeReviewsModule: ServerModule = {
  name: 'store-reviews',
  tables: { storeReviews },
  create: ({ database, clock, services, log }) => {
    const service = new StoreReviewsService(new StoreReviewsRepository(database.db), services.sessions, clock, services.notifications, log);
    return { provides: { storeReviews: service }, routes: () => storeReviewRoutes(service) };
  },
};
