import { walletCalls } from '@seller-portal/contracts/wallet';
import { AppError } from '../../http/app-error';
import { route, type RouteContext, type RouteDefinition } from '../../http/define-route';
import type { RouteRateLimit } from '../../http/rate-limit';
import { hasServiceToken } from '../../http/service-token';
import { requestLanguage } from '../../i18n/server-i18n';
import { signedIn, storeCodeOf } from '../session';
import type { WalletActor, WalletService } from './service';

// Access, schemas and the codes of a bad filter are the calls' (`walletCalls` in contracts): viewing needs
// STORE_STORE-WALLET_VIEW, moving money out STORE_STORE-WALLET_WITHDRAW too; the payout service's report checks
// its service token first thing in the handler.

function actorOf(context: Pick<RouteContext<unknown, unknown>, 'session'>): WalletActor {
  const session = signedIn(context);
  return { userId: session.userId, storeCode: storeCodeOf(session) };
}

export function walletRoutes(
  wallet: WalletService,
  options: { payoutServiceToken: string | null; codeRateLimitPerMinute: number; codesPerHour: number },
): RouteDefinition[] {
  const codeLimit: RouteRateLimit = { max: options.codeRateLimitPerMinute, timeWindowMs: 60_000 };
  /** Every call that mails a code counts against one hourly counter per user (WALLET_CODES_PER_HOUR). */
  const mailedCodes: RouteRateLimit[] = [codeLimit, { name: 'wallet-codes', key: 'user', max: options.codesPerHour, timeWindowMs: 3_600_000 }];
  return [
    route.call(walletCalls.balances, (context) => wallet.balances(actorOf(context).storeCode)),
    route.call(walletCalls.transactions, (context) => wallet.transactions(actorOf(context).storeCode, context.query)),
    route.call(walletCalls.banks, () => wallet.banks()),
    route.call(walletCalls.bankAccounts, (context) => wallet.bankAccounts(actorOf(context).storeCode)),
    route.call(
      walletCalls.addBankAccount,
      {
        blankFieldCodes: [
          ['bankCode', 'WALLET_BANK_UNKNOWN'],
          ['accountNumber', 'WALLET_ACCOUNT_NUMBER_INVALID'],
          ['holderName', 'WALLET_HOLDER_NAME_INVALID'],
        ],
        rateLimit: mailedCodes,
      },
      (context) => wallet.addBankAccount(actorOf(context), context.body, requestLanguage(context.request)),
    ),
    route.call(walletCalls.sendBankAccountCode, { rateLimit: mailedCodes }, (context) =>
      wallet.sendBankAccountCode(actorOf(context), context.params.bankAccountId, requestLanguage(context.request)),
    ),
    route.call(walletCalls.confirmBankAccount, { blankFieldCodes: [['code', 'PMA400003']], rateLimit: codeLimit }, (context) =>
      wallet.confirmBankAccount(actorOf(context), context.params.bankAccountId, context.body),
    ),
    route.call(walletCalls.removeBankAccount, (context) => wallet.removeBankAccount(actorOf(context), context.params.bankAccountId)),
    route.call(
      walletCalls.sendWithdrawalCode,
      {
        blankFieldCodes: [
          ['amount', 'WALLET_AMOUNT_INVALID'],
          ['bankAccountId', 'WALLET_BANK_ACCOUNT_NOT_FOUND'],
        ],
        rateLimit: mailedCodes,
      },
      (context) => wallet.sendWithdrawalCode(actorOf(context), context.body, requestLanguage(context.request)),
    ),
    route.call(
      walletCalls.withdraw,
      {
        blankFieldCodes: [
          ['amount', 'WALLET_AMOUNT_INVALID'],
          ['bankAccountId', 'WALLET_BANK_ACCOUNT_NOT_FOUND'],
          ['code', 'PMA400003'],
        ],
        rateLimit: codeLimit,
      },
      (context) => wallet.withdraw(actorOf(context), context.body),
    ),
    route.call(walletCalls.withdrawal, (context) => wallet.withdrawal(actorOf(context).storeCode, context.params.withdrawalId)),
    route.call(walletCalls.payoutReport, (context) => {
      if (!hasServiceToken(context.request, options.payoutServiceToken)) throw new AppError('WALLET_PAYOUT_TOKEN_INVALID');
      return wallet.reportPayout(context.params.withdrawalId, context.body);
    }),
  ];
}
