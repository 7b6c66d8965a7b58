#!/usr/bin/env node
// The marketplace's payout service, from a terminal: reports a withdrawal the seller asked for PAID (the money left
// for the bank) or FAILED (the bank refused it: the money goes back to the store's available balance). A
// withdrawal is reported once; a second report is refused and changes nothing.
//
//   npm run payout:report -- <withdrawal id> PAID|FAILED [reason] [--url http://127.0.0.1:4200]
//
// The report carries the payout service token (WALLET_PAYOUT_SERVICE_TOKEN; the development server's published
// default otherwise). The seller's wallet page shows a withdrawal's id in its detail.
import { readCommandLine } from './marketplace-customer.mjs';

const devPayoutServiceToken = 'dev-only-payout-service-token-do-not-use-in-production';

const usage = `Usage: npm run payout:report -- <withdrawal id> PAID|FAILED [reason] [--url <server>]

  withdrawal id   the withdrawal (the wallet page's withdrawal detail shows it)
  PAID            the money left for the seller's bank
  FAILED          the bank refused it: the amount goes back to the available balance
  reason          why it failed (FAILED), shown to the seller
  --url           the server (default http://127.0.0.1:4200, or SERVER_URL)
  Environment: WALLET_PAYOUT_SERVICE_TOKEN, the server's; its development default otherwise`;

const { options, positionals, fail } = readCommandLine('payout:report', usage, { url: { type: 'string' } }, { allowPositionals: true });
const [withdrawalId, status, ...reasonWords] = positionals;
if (!withdrawalId) fail('name the withdrawal');
if (status !== 'PAID' && status !== 'FAILED') fail('say PAID or FAILED');
const reason = reasonWords.join(' ').trim();

const base = (options.url || process.env.SERVER_URL || 'http://127.0.0.1:4200').replace(/\/+$/, '');
const response = await fetch(`${base}/backend/wallet/marketplace/withdrawals/${encodeURIComponent(withdrawalId)}/payout`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${process.env.WALLET_PAYOUT_SERVICE_TOKEN || devPayoutServiceToken}` },
  body: JSON.stringify({ status, ...(reason ? { reason } : {}) }),
});
const answer = await response.json().catch(() => null);
if (!response.ok || !answer?.success) {
  console.error(`payout:report: the server answered ${response.status} ${answer?.errorCode ?? ''} ${answer?.errorMessage ?? ''}`.trim());
  process.exit(1);
}
const withdrawal = answer.value;
console.log(`${withdrawal.id}  ${withdrawal.status}  Rp${withdrawal.amount.toLocaleString('id-ID')}  ${withdrawal.bankName} ${withdrawal.accountNumberMasked}`);
