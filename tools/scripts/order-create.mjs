#!/usr/bin/env node
// The marketplace's side of an order, from a terminal: places orders for a store as a customer, the way the buyer
// app's backend would. The store's open order pages hear each one at once (and show a desktop notification when
// the tab is hidden).
//
//   npm run order:create -- --url http://127.0.0.1:4200 --store DEMO-60001
//   npm run order:create -- --url http://127.0.0.1:4200 --store DEMO-60001 --customer CUST-3 --item ITEM-60001-004:2 --courier JNE --count 5
//
// It signs the customer token itself: an HS256 JWT with the secret the server shares with the marketplace
// (CHAT_CUSTOMER_TOKEN_SECRET; the development server's published default otherwise), as `npm run chat:customer` does.
// Each order carries an Idempotency-Key of its own, so a request that failed on the way or was refused for now
// (429, 5xx) is sent again with the same key and can never make a second order.
import { randomUUID } from 'node:crypto';
import { readCommandLine, signCustomerToken } from './marketplace-customer.mjs';

const couriers = ['JNE', 'JNT', 'SICEPAT', 'ANTERAJA', 'GOSEND'];
const payments = ['BANK_TRANSFER', 'VIRTUAL_ACCOUNT', 'EWALLET', 'CREDIT_CARD', 'COD'];

const usage = `Usage: npm run order:create -- --url <server> --store <store code> [--customer <id>] [--name <name>]
                            [--item <item id>[:<quantity>]]… [--courier <code>] [--payment <method>]
                            [--pickup-point <code>] [--shipping-fee <rupiah>] [--count <n>]

  --url           the server, for example http://127.0.0.1:4200
  --store         the store that receives the order, for example DEMO-60001
  --customer      the customer id (default CUST-1); --name the name the seller sees (default "Pelanggan <id>")
  --item          an item of the store and how many (repeat for more; default ITEM-60001-001:1)
  --courier       ${couriers.join(', ')} (default JNT)
  --payment       ${payments.join(', ')} (default EWALLET)
  --pickup-point  the store's pickup point (default: its default one)
  --shipping-fee  in rupiah (default 15000)
  --count         how many such orders to place (default 1); each is retried with its own Idempotency-Key when
                  the server is unreachable or answers 429 (after its Retry-After) or 5xx
  Environment: CHAT_CUSTOMER_TOKEN_SECRET (the server's; its development default otherwise)`;

const { options, fail } = readCommandLine('order:create', usage, {
  url: { type: 'string' },
  store: { type: 'string' },
  customer: { type: 'string', default: 'CUST-1' },
  name: { type: 'string' },
  item: { type: 'string', multiple: true },
  courier: { type: 'string', default: 'JNT' },
  payment: { type: 'string', default: 'EWALLET' },
  'pickup-point': { type: 'string' },
  'shipping-fee': { type: 'string', default: '15000' },
  count: { type: 'string', default: '1' },
});
if (!options.url || !options.store) fail('--url and --store are required');
if (!couriers.includes(options.courier)) fail(`--courier must be one of ${couriers.join(', ')}`);
if (!payments.includes(options.payment)) fail(`--payment must be one of ${payments.join(', ')}`);
const count = Number(options.count);
if (!Number.isInteger(count) || count < 1 || count > 1000) fail('--count must be a whole number from 1 to 1000');
const items = (options.item ?? ['ITEM-60001-001:1']).map((spec) => {
  const [itemId, quantity = '1'] = spec.split(':');
  if (!itemId || !/^\d+$/.test(quantity)) fail(`--item ${spec}: write <item id>[:<quantity>]`);
  return { itemId, quantity: Number(quantity) };
});

const base = options.url.replace(/\/+$/, '');
const name = options.name ?? `Pelanggan ${options.customer}`;
const token = await signCustomerToken(options.customer, name, 60 * 60);

const body = {
  storeCode: options.store,
  ...(options['pickup-point'] ? { pickupPointCode: options['pickup-point'] } : {}),
  items,
  courier: options.courier,
  paymentMethod: options.payment,
  shippingFee: Number(options['shipping-fee']),
  customerPhone: '081234567890',
  shippingAddress: {
    recipientName: name,
    phone: '081234567890',
    street: 'Jl. Merdeka No. 17',
    district: 'Gambir',
    city: 'Jakarta Pusat',
    province: 'DKI Jakarta',
    postalCode: '10110',
  },
};

/** Tries to place one order at most this many times. */
const attemptsMax = 5;

/** One order: the same request with the same key until the server answers it for good. */
async function placeOrder(idempotencyKey) {
  for (let attempt = 1; ; attempt++) {
    let response = null;
    try {
      response = await fetch(`${base}/backend/order/marketplace/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': idempotencyKey },
        body: JSON.stringify(body),
      });
    } catch (error) {
      if (attempt >= attemptsMax) throw error;
    }
    const retryable = response === null || response.status === 429 || response.status >= 500;
    if (!retryable || attempt >= attemptsMax) return { response, answer: await response.json().catch(() => null) };
    const waitSeconds = Number(response?.headers.get('retry-after')) || attempt;
    console.error(`order:create: ${response ? `the server answered ${response.status}` : 'the server did not answer'}; again in ${waitSeconds} s (same key)`);
    await new Promise((resolve) => setTimeout(resolve, waitSeconds * 1000));
  }
}

for (let i = 0; i < count; i++) {
  const { response, answer } = await placeOrder(randomUUID()).catch((error) => {
    console.error(`order:create: the server did not answer: ${error.cause?.message ?? error.message}`);
    process.exit(1);
  });
  if (!response.ok || !answer?.success) {
    console.error(`order:create: the server answered ${response.status} ${answer?.errorCode ?? ''} ${answer?.errorMessage ?? ''}`.trim());
    process.exit(1);
  }
  const order = answer.value;
  console.log(
    `${order.orderNumber}  ${order.status}  ${order.customerName}  Rp${order.total.toLocaleString('id-ID')}  ship by ${new Date(order.shipBy).toISOString()}`,
  );
}
