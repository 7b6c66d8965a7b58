import type { ServerModule } from '../server-module';
import { LedgerRepository } from './repository';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './schema';
import { LedgerService } from './service';

export { LedgerRepository, type StoreTransactionRow } from './repository';
export { LedgerError, ledgerAccountKinds, LedgerService, type LedgerAccountKind, type NewLedgerTransaction, type Posting } from './service';

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
};
