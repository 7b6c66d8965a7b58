import type { ServerModule, SettingsOf } from '../server-module';
import { seedSettlementsDemo } from './demo';
import { SettlementsRepository } from './repository';
import { settlementRoutes, settlementTestClockRoutes } from './routes';
import { settlementLines } from './schema';
import { SettlementService } from './service';
import { settlementSettings } from './settings';

export { settlementTestClockPath } from './routes';
/** The kinds of the ledger transactions a settlement posts, for the wallet's rows: `ORDER_SETTLEMENT_PENDING`, `ORDER_SETTLED`. */
export { settlementLedgerKinds } from './service';

/** How often the settlement job looks for lines that are due. */
const settleEveryMs = 5 * 60_000;

/**
 * Settlements (§2.5 `/settlements`, `/settlements/document`; §6 STORE_STORE-WALLET_VIEW): a line per COMPLETED
 * order (gross, commission by the contract's margin of each item's category, shipping subsidy, ads deduction, net), written in the
 * order's completion transaction through `services.orderCompletions`, its net posted to the wallet's pending balance
 * in the ledger right after (ORDER_SETTLEMENT_PENDING), and moved to the available balance by the settlement job at
 * its date, 3 days after completion for regular stores and 7 for OFFICIAL ones (ORDER_SETTLED). The seller's months
 * with their totals, the lines with filters and keyset pages, the XLSX export and each month's fee invoice and
 * settlement statement as PDFs.
 */
export const settlementsModule: ServerModule<SettingsOf<typeof settlementSettings>> = {
  name: 'settlements',
  tables: { settlementLines },
  settings: settlementSettings,
  create: ({ database, clock, services, own, log }) => {
    const repository = new SettlementsRepository(database.db);
    const service = new SettlementService({
      repository,
      ledger: services.ledger,
      products: services.products,
      contractMargins: services.contractMargins,
      clock,
      terms: own.terms,
      log,
    });
    services.orderCompletions.listen(service);
    return {
      routes: () => [...settlementRoutes(service), ...(own.testClock ? settlementTestClockRoutes(service) : [])],
      jobs: [
        {
          name: 'order settlement',
          everyMs: settleEveryMs,
          claim: 'lease',
          run: async (now) => {
            const settled = await service.settleDue(now);
            if (settled) log.info({ settled }, 'settlement lines settled');
          },
          backlog: (now) => service.dueCount(now),
        },
      ],
    };
  },
  seedDemo: seedSettlementsDemo,
};
