import type { AppDatabase } from '../../db/open-database';
import { contractMarginsOn } from '../contract';
import { ledgerOn } from '../ledger';
import { demoCompletedOrders, demoOrderStores } from '../orders';
import { settlementAmountsOf } from './fees';
import { SettlementsRepository } from './repository';
import { lineOf, SettlementService } from './service';
import { defaultSettlementTerms } from './settings';

/**
 * The settlements of the demo orders (the last 90 days): a line per completed order, posted through the ledger as
 * it would have been (pending at completion, available at its date), so the wallet's balances are the ledger's and
 * `npm run ledger:verify` agrees; the lines whose date has not come are still to settle. Once per store.
 */
export async function seedSettlementsDemo(db: AppDatabase, now: Date): Promise<void> {
  const repository = new SettlementsRepository(db);
  const contractMargins = contractMarginsOn(db);
  let at = now;
  // Each posting carries the moment it would have happened.
  const ledger = ledgerOn(db, { now: () => at });
  const service = new SettlementService({
    repository,
    ledger,
    // The demo writes no document: the category names are not asked for.
    products: { categoryNames: async () => new Map() },
    contractMargins,
    clock: { now: () => at },
    terms: defaultSettlementTerms,
    log: { warn: () => undefined },
  });
  for (const { storeCode } of demoOrderStores) {
    if (await repository.hasLines(storeCode)) continue;
    const orders = await demoCompletedOrders(db, storeCode);
    if (!orders.length) continue;
    const businessTypes = await repository.businessTypesOf(storeCode);
    for (const order of orders) {
      at = order.completedAt;
      const margins = await contractMargins.marginsOf(
        storeCode,
        order.items.map((item) => item.itemId),
        order.completedAt,
      );
      await repository.insertLine(db, lineOf(order, settlementAmountsOf(order, margins, defaultSettlementTerms), businessTypes, defaultSettlementTerms));
      await service.committed(order);
    }
  }
  // The settlement job as it would have run: each due line at its own date.
  for (;;) {
    const [next] = await repository.due(now, 1);
    if (!next) break;
    at = next.settleAt;
    await service.settleDue(next.settleAt, { storeCode: next.storeCode, orderNumber: next.orderNumber, limit: 1 });
  }
}
