#!/usr/bin/env node
// The settlement clock of an end-to-end or development server, from a terminal: runs the settlement job for one store
// as if it were a later time, so lines whose date has not come yet settle now (pending → available in the ledger).
// The server must run with SETTLEMENT_TEST_CLOCK=1 (never in production) and be on this machine.
//
//   npm run settlements:settle -- --url http://127.0.0.1:4200 --store DEMO-60001 [--order ORD-…] [--days 8 | --at 2026-12-10T00:00:00Z]
import { readCommandLine } from './marketplace-customer.mjs';

const usage = `Usage: npm run settlements:settle -- --url <server> --store <store code> [--order <order number>] [--days <n> | --at <ISO time>]

  --url    the server, for example http://127.0.0.1:4200 (started with SETTLEMENT_TEST_CLOCK=1)
  --store  the store whose due lines settle, for example DEMO-60001
  --order  only this order's line
  --days   run the job this many days from now (default 8: past a regular store's 3 and an OFFICIAL one's 7)
  --at     run the job at this time instead`;

const { options, fail } = readCommandLine('settlements:settle', usage, {
  url: { type: 'string' },
  store: { type: 'string' },
  order: { type: 'string' },
  days: { type: 'string', default: '8' },
  at: { type: 'string' },
});
if (!options.url || !options.store) fail('--url and --store are required');
const at = options.at === undefined ? Date.now() + Number(options.days) * 86_400_000 : Date.parse(options.at);
if (!Number.isFinite(at)) fail('--days must be a number and --at an ISO time such as 2026-12-10T00:00:00Z');

const response = await fetch(`${options.url.replace(/\/+$/, '')}/dev/settlements/settle`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ storeCode: options.store, at, ...(options.order ? { orderNumber: options.order } : {}) }),
});
if (response.status === 404) {
  console.error('settlements:settle: the server has no test clock (start it with SETTLEMENT_TEST_CLOCK=1, on this machine)');
  process.exit(1);
}
const answer = await response.json().catch(() => null);
if (!response.ok || typeof answer?.settled !== 'number') {
  console.error(`settlements:settle: the server answered ${response.status} ${JSON.stringify(answer)}`);
  process.exit(1);
}
console.log(`${options.store}: ${answer.settled} settlement line(s) settled as of ${new Date(at).toISOString()}`);
