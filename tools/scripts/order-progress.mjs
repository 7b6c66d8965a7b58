#!/usr/bin/env node
// The marketplace's side of an order after it is placed, from a terminal: the courier's delivery report (DELIVERED),
// the customer's confirmation of receipt (COMPLETED) and the customer's cancellation of an order the seller has not
// accepted (CANCELLED, its units back on the stock). The store's open pages hear each move at once. An order
// delivered and never confirmed completes by itself three days after delivery (the server's sweep).
//
//   npm run order:deliver -- --url http://127.0.0.1:4200 --order ORD-20261125-0000321 [--received-by "Budi"] [--delivered-at 2026-11-25T10:00:00Z]
//   npm run order:confirm -- --url http://127.0.0.1:4200 --order ORD-20261125-0000321 [--customer CUST-1]
//   npm run order:cancel -- --url http://127.0.0.1:4200 --order ORD-20261125-0000321 [--customer CUST-1]
//
// The delivery report carries the order service token (ORDER_SERVICE_TOKEN; the development server's published
// default otherwise). The confirmation is the customer's: an HS256 customer token signed with the secret the server
// shares with the marketplace (CHAT_CUSTOMER_TOKEN_SECRET; its development default otherwise), as `npm run
// order:create` does; only the customer who placed the order may confirm it.
import { readCommandLine, signCustomerToken } from './marketplace-customer.mjs';

const devOrderServiceToken = 'dev-only-order-service-token-do-not-use-in-production';

const usage = `Usage: npm run order:deliver -- --url <server> --order <order number> [--received-by <name>] [--delivered-at <ISO time>]
       npm run order:confirm -- --url <server> --order <order number> [--customer <id>]
       npm run order:cancel -- --url <server> --order <order number> [--customer <id>]

  deliver         the courier's report: a SHIPPED order arrived (DELIVERED)
  confirm         the customer confirms receipt of a DELIVERED order (COMPLETED)
  cancel          the customer cancels a NEW order (CANCELLED; its units go back on the stock)
  --url           the server, for example http://127.0.0.1:4200
  --order         the order number, for example ORD-20261125-0000321 (the seller's order page shows it)
  --received-by   who took the parcel (deliver)
  --delivered-at  when it arrived (deliver; default now): not before it shipped, not in the future
  --customer      the customer who placed the order (confirm, cancel; default CUST-1, the default of order:create)
  Environment: ORDER_SERVICE_TOKEN (deliver), CHAT_CUSTOMER_TOKEN_SECRET (confirm, cancel): the server's; their development defaults otherwise`;

const { options, positionals, fail } = readCommandLine(
  'order:progress',
  usage,
  {
    url: { type: 'string' },
    order: { type: 'string' },
    'received-by': { type: 'string' },
    'delivered-at': { type: 'string' },
    customer: { type: 'string', default: 'CUST-1' },
  },
  { allowPositionals: true },
);
const [step] = positionals;
if (step !== 'deliver' && step !== 'confirm' && step !== 'cancel') fail('say deliver, confirm or cancel');
if (!options.url || !options.order) fail('--url and --order are required');

const base = options.url.replace(/\/+$/, '');
const path = `${base}/backend/order/marketplace/orders/${encodeURIComponent(options.order)}`;
let request;
if (step === 'deliver') {
  const deliveredAt = options['delivered-at'] === undefined ? undefined : Date.parse(options['delivered-at']);
  if (Number.isNaN(deliveredAt)) fail(`--delivered-at ${options['delivered-at']}: write an ISO time such as 2026-11-25T10:00:00Z`);
  request = {
    url: `${path}/delivery`,
    token: process.env.ORDER_SERVICE_TOKEN || devOrderServiceToken,
    body: { ...(deliveredAt === undefined ? {} : { deliveredAt }), ...(options['received-by'] ? { receivedBy: options['received-by'] } : {}) },
  };
} else {
  const token = await signCustomerToken(options.customer, `Pelanggan ${options.customer}`, 60 * 60);
  request = { url: `${path}/${step === 'confirm' ? 'receipt' : 'cancellation'}`, token, body: {} };
}

const response = await fetch(request.url, {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${request.token}` },
  body: JSON.stringify(request.body),
});
const answer = await response.json().catch(() => null);
if (!response.ok || !answer?.success) {
  const now = answer?.value?.status ? ` (the order is ${answer.value.status})` : '';
  console.error(`order:${step}: the server answered ${response.status} ${answer?.errorCode ?? ''} ${answer?.errorMessage ?? ''}${now}`.trim());
  process.exit(1);
}
const order = answer.value;
const tail = order.autoCompleteAt ? `  completes by itself ${new Date(order.autoCompleteAt).toISOString()}` : '';
console.log(`${order.orderNumber}  ${order.status}  ${order.customerName}${tail}`);
