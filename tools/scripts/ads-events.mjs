#!/usr/bin/env node
// The marketplace's ads system from a terminal: a day of ad events (impressions, clicks, orders) for a store's running
// campaigns, posted as one batch. The server charges each click the campaign's bid, within its daily budget and the
// store's ads balance, and the campaigns page shows the results at once.
//
//   npm run ads:events -- --url http://127.0.0.1:4200 [--store DEMO-60001] [--batch sim-1] [--clicks 40]
//
// The campaigns are read as the store's seller sees them (seller@demo.test by default: --username/--password or
// ADS_SELLER_USERNAME/ADS_SELLER_PASSWORD); the events carry the ads service token (ADS_SERVICE_TOKEN; the development
// server's published default otherwise). The same --batch again is a replay: the server charges it once.
import { readCommandLine } from './marketplace-customer.mjs';

const devAdsServiceToken = 'dev-only-ads-service-token-do-not-use-in-production';

const usage = `Usage: npm run ads:events -- --url <server> [--store <store code>] [--batch <batch id>] [--clicks <n>]

  --url       the server, for example http://127.0.0.1:4200
  --store     the store whose campaigns get the events (default DEMO-60001, the demo seller's)
  --batch     the batch id (default: a new one); the same id again charges nothing more
  --clicks    about how many clicks each campaign gets (default 40)
  --username, --password   the store's seller, to read its campaigns (default the demo seller)
  Environment: ADS_SERVICE_TOKEN: the server's; its development default otherwise`;

const { options, fail } = readCommandLine('ads:events', usage, {
  url: { type: 'string' },
  store: { type: 'string', default: 'DEMO-60001' },
  batch: { type: 'string' },
  clicks: { type: 'string', default: '40' },
  username: { type: 'string', default: process.env.ADS_SELLER_USERNAME || 'seller@demo.test' },
  password: { type: 'string', default: process.env.ADS_SELLER_PASSWORD || 'Seller#2026' },
});
if (!options.url) fail('--url is required');
const clicks = Number(options.clicks);
if (!Number.isInteger(clicks) || clicks < 0) fail(`--clicks ${options.clicks}: a whole number`);

const base = options.url.replace(/\/+$/, '');
const signIn = await fetch(`${base}/backend/gw/partners-engine/authentication/sign-in`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: options.username, password: options.password }),
});
const cookie = (signIn.headers.getSetCookie?.() ?? []).map((line) => line.split(';')[0]).join('; ');
if (!signIn.ok || !cookie) fail(`the sign-in of ${options.username} answered ${signIn.status}`);
const listed = await (await fetch(`${base}/backend/bliklan/campaigns`, { headers: { cookie } })).json();
if (!listed?.success) fail(`the campaigns answered ${listed?.errorCode ?? 'nothing'}`);
const running = listed.value.filter((campaign) => campaign.status === 'ACTIVE');
if (!running.length) {
  console.log(`${options.store}: no ACTIVE campaign, nothing to report`);
  process.exit(0);
}

const batchId = options.batch ?? `sim-${options.store}-${new Date().toISOString()}`;
// The counts follow from the batch id and the campaign, so the same --batch again is the same batch (a replay).
const random = (seed) => {
  let h = 2166136261;
  for (const char of seed) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507) ^ Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
};
const campaigns = running.map((campaign) => {
  const next = random(`${batchId}/${campaign.id}`);
  const n = Math.max(0, Math.round(clicks * (0.6 + next() * 0.8)));
  return { campaignId: campaign.id, impressions: n * (20 + Math.floor(next() * 15)), clicks: n, orders: Math.floor(n / (8 + next() * 8)) };
});
const response = await fetch(`${base}/backend/bliklan/marketplace/stores/${encodeURIComponent(options.store)}/events`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${process.env.ADS_SERVICE_TOKEN || devAdsServiceToken}` },
  body: JSON.stringify({ batchId, campaigns }),
});
const answer = await response.json().catch(() => null);
if (!response.ok || !answer?.success) {
  console.error(`ads:events: the server answered ${response.status} ${answer?.errorCode ?? ''} ${answer?.errorMessage ?? ''}`.trim());
  process.exit(1);
}
const names = new Map(running.map((campaign) => [campaign.id, campaign.name]));
for (const [index, line] of answer.value.campaigns.entries()) {
  const sent = campaigns[index];
  console.log(
    `${names.get(line.campaignId) ?? line.campaignId}  ${sent.impressions} impressions  ${sent.clicks} clicks  ${sent.orders} orders  Rp${line.spend}  ${line.status}`,
  );
}
console.log(`${answer.value.batchId}${answer.value.replayed ? ' (replayed: charged before)' : ''}  spent Rp${answer.value.spend}`);
