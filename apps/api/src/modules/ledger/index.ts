import type { AppDatabase } from '../../db/open-database';
import type { Clock } from '../../runtime';
import type { ServerModule } from '../server-module';
import { seedLedgerDemo } from './demo';
import { LedgerRepository } from './repository';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './schema';
import { LedgerService } from './service';

export { LedgerRepository, type StoreTransactionRow } from './repository';
export { LedgerError, ledgerAccountKinds, LedgerService, type LedgerAccountKind, type LedgerEntry, type NewLedgerTransaction, type Posting } from './service';

/** The ledger on a database before the server runs (demo data posts through it, at the clock it is given). */
export function ledgerOn(db: AppDatabase, clock: Clock): LedgerService {
  return new LedgerService(new LedgerRepository(db), clock);
}

declare module '../server-module' {
  interface Services {
    ledger: LedgerService;
  }
}

/** The double-entry ledger every rupiah moves through (settlements, the wallet, ads): a service, no routes of its own. */
export const ledgerModule: ServerModule = {
  name: 'ledger',
  tables: { ledgerAccounts, ledgerTransactions, ledgerEntries },
  create: ({ database, clock }) => ({ provides: { ledger: new LedgerService(new LedgerRepository(database.db), clock) } }),
  seedDemo: seedLedgerDemo,
};
