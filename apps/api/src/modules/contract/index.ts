import type { AppDatabase, Transaction } from '../../db/open-database';
import { demoCategoriesOf, demoCategoryRows } from '../products';
import type { ServerModule } from '../server-module';
import { seedContractDemo } from './demo';
import type { AppliedMargin } from './margins';
import { ContractRepository } from './repository';
import { contractRoutes } from './routes';
import { contractBaseMargins, storeContracts, storeMargins } from './schema';
import { ContractService } from './service';
import { seededBaseMargins } from './terms';

export type { AppliedMargin } from './margins';

/** What settlements read: the margin each item of a completed order is charged. */
export interface ContractMargins {
  /**
   * The margin of each of a store's items at `at` (the store day of an order's completion), in the caller's
   * transaction when given: the store's agreement on the item's category or a parent before the base margins, the
   * most specific first; `DEFAULT` for an item no margin covers. Every item asked for is in the map.
   */
  marginsOf(storeCode: string, itemIds: readonly string[], at: Date, tx?: Transaction): Promise<Map<string, AppliedMargin>>;
}

declare module '../server-module' {
  interface Services {
    contractMargins: ContractMargins;
  }
}

/** The same read on a database before the server runs (settlements' demo). */
export function contractMarginsOn(db: AppDatabase): ContractMargins {
  const service = new ContractService({
    repository: new ContractRepository(db),
    products: { categoriesOf: (storeCode, itemIds) => demoCategoriesOf(db, storeCode, itemIds), categoryRows: () => demoCategoryRows(db) },
    clock: { now: () => new Date() },
  });
  return { marginsOf: (storeCode, itemIds, at, tx) => service.marginsOf(storeCode, itemIds, at, tx) };
}

/**
 * The contract and margins (§2.5 `/contract`, `/contract/margin/:id`, `/contract/base-margin/:parentCategoryCode`):
 * the marketplace's standard terms and base margins per category (public, §2.7), a store's contract versions with
 * their term and signature (the latest as a PDF), and its margin agreements, which replace the base margin of a
 * category and its children for a period. `services.contractMargins` answers the margin an item is charged, which
 * settlements deduct from every completed order.
 */
export const contractModule: ServerModule = {
  name: 'contract',
  tables: { contractBaseMargins, storeContracts, storeMargins },
  create: ({ database, clock, services }) => {
    const service = new ContractService({ repository: new ContractRepository(database.db), products: services.products, clock });
    return {
      provides: { contractMargins: { marginsOf: (storeCode, itemIds, at, tx) => service.marginsOf(storeCode, itemIds, at, tx) } },
      routes: () => contractRoutes(service),
    };
  },
  referenceData: (db) => new ContractRepository(db).insertMissingBaseMargins(seededBaseMargins),
  seedDemo: seedContractDemo,
};
