import type { ServerModule, SettingsOf } from '../server-module';
import { seedWalletDemo } from './demo';
import { WalletRepository } from './repository';
import { walletRoutes } from './routes';
import { walletBankAccounts, walletWithdrawals } from './schema';
import { WalletService } from './service';
import { walletSettings } from './settings';

/**
 * The store's wallet (§6 STORE_STORE-WALLET_VIEW): balances and transactions from the ledger, bank accounts confirmed
 * with a one-time code, withdrawals with the multi-factor code, held until the payout service reports them.
 */
export const walletModule: ServerModule<SettingsOf<typeof walletSettings>> = {
  name: 'wallet',
  tables: { walletBankAccounts, walletWithdrawals },
  settings: walletSettings,
  create: ({ database, clock, own, settings, services }) => {
    const wallet = new WalletService({
      repository: new WalletRepository(database.db),
      ledger: services.ledger,
      otp: services.otp,
      clock,
      dailyWithdrawalLimit: own.dailyWithdrawalLimit,
    });
    return {
      routes: () =>
        walletRoutes(wallet, {
          payoutServiceToken: own.payoutServiceToken,
          codeRateLimitPerMinute: settings.accountRateLimitPerMinute,
          codesPerHour: own.codesPerHour,
        }),
    };
  },
  seedDemo: seedWalletDemo,
};
