import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { blankToUndefined, secret } from '../../config/env-variables';
import { moduleSettings } from '../server-module';

/** Rupiah a store may withdraw per day (WIB) unless WALLET_DAILY_WITHDRAWAL_LIMIT says otherwise. */
export const defaultDailyWithdrawalLimit = 50_000_000;

/**
 * The codes (bank accounts, withdrawals) one user may ask for in an hour unless WALLET_CODES_PER_HOUR says otherwise:
 * each allows five tries, so a stolen session guesses at most fifty times an hour.
 */
export const defaultCodesPerHour = 10;

/** The published development token; production never accepts it. */
export const devPayoutServiceToken = 'dev-only-payout-service-token-do-not-use-in-production';

declare module '../server-module' {
  interface ModuleSettingsGiven {
    /** The wallet's limits and the payout service's token; absent: the defaults (the development token), null token: none passes. */
    wallet: { dailyWithdrawalLimit?: number; codesPerHour?: number; payoutServiceToken?: string | null };
  }
}

/** WALLET_DAILY_WITHDRAWAL_LIMIT, WALLET_CODES_PER_HOUR, WALLET_PAYOUT_SERVICE_TOKEN. */
export const walletSettings = moduleSettings({
  env: {
    WALLET_DAILY_WITHDRAWAL_LIMIT: z.preprocess(blankToUndefined, z.coerce.number().int().min(10_000).max(Number.MAX_SAFE_INTEGER).optional()),
    WALLET_CODES_PER_HOUR: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(10_000).optional()),
    WALLET_PAYOUT_SERVICE_TOKEN: secret(32),
  },
  // As the order service token: unset in production, no payout report passes until the marketplace's token is set.
  fromEnv: (e, { production }) => ({
    wallet: {
      dailyWithdrawalLimit: e.WALLET_DAILY_WITHDRAWAL_LIMIT,
      codesPerHour: e.WALLET_CODES_PER_HOUR,
      payoutServiceToken: e.WALLET_PAYOUT_SERVICE_TOKEN ?? (production ? randomBytes(32).toString('base64url') : undefined),
    },
  }),
  resolve: (given) => ({
    dailyWithdrawalLimit: given.wallet?.dailyWithdrawalLimit ?? defaultDailyWithdrawalLimit,
    codesPerHour: given.wallet?.codesPerHour ?? defaultCodesPerHour,
    payoutServiceToken: given.wallet?.payoutServiceToken === undefined ? devPayoutServiceToken : given.wallet.payoutServiceToken,
  }),
});
