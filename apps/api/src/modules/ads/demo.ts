import { addStoreDays, storeDayOf, storeDayStart } from '@seller-portal/contracts/analytics';
import type { AppDatabase } from '../../db/open-database';
import { systemRandom } from '../../runtime';
import { ledgerAccountKinds as kinds, ledgerOn } from '../ledger';
import type { OtpService } from '../otp';
import type { ProductService } from '../products';
import { AdsRepository } from './repository';
import { AdsService } from './service';
import { defaultAdsPromo, defaultTopUpCodeThreshold } from './settings';

const dayMs = 86_400_000;

/**
 * The demo ads of DEMO-60001 (seller@demo.test): two top-ups from its wallet and the promo's bonus, and three
 * campaigns with 35 days of results whose clicks were charged through the ledger (one running, one paused five days
 * ago, one ended). Fixed ids and batch ids: seeding again changes nothing.
 */
export const adsDemo = {
  store: 'DEMO-60001',
  topUps: [
    { id: '5b0c6a7e-7f0e-4c59-9d7e-2f1b5d6a0001', amount: 2_000_000, daysAgo: 36 },
    { id: '5b0c6a7e-7f0e-4c59-9d7e-2f1b5d6a0002', amount: 1_000_000, daysAgo: 12 },
  ],
  bonus: 100_000,
  days: 35,
  campaigns: [
    {
      id: '0d6b3f57-3d39-4a8b-9a59-1c2e3f4a0001',
      name: 'Kopi pilihan',
      items: [
        ['ITEM-60001-001', 'Kopi Arabika Gayo 250 g'],
        ['ITEM-60001-006', 'Kopi Robusta Lampung 500 g'],
        ['ITEM-60001-007', 'Kopi Toraja Kalosi 200 g'],
      ],
      dailyBudget: 50_000,
      bid: 600,
      clicks: 55,
      startsDaysAgo: 34,
    },
    {
      id: '0d6b3f57-3d39-4a8b-9a59-1c2e3f4a0002',
      name: 'Teh dan madu',
      items: [
        ['ITEM-60001-002', 'Teh Hijau Melati 100 g'],
        ['ITEM-60001-004', 'Madu Hutan Sumbawa 350 g'],
      ],
      dailyBudget: 25_000,
      bid: 400,
      clicks: 30,
      startsDaysAgo: 30,
      pausedDaysAgo: 5,
    },
    {
      id: '0d6b3f57-3d39-4a8b-9a59-1c2e3f4a0003',
      name: 'Cangkir keramik',
      items: [['ITEM-60001-005', 'Cangkir Keramik Putih']],
      dailyBudget: 15_000,
      bid: 300,
      clicks: 20,
      startsDaysAgo: 34,
      endsDaysAgo: 15,
    },
  ],
} as const;

export async function seedAdsDemo(db: AppDatabase, now: Date): Promise<void> {
  const repository = new AdsRepository(db);
  const { store } = adsDemo;
  if (await repository.campaignCount(store)) return;
  let at = new Date(now.getTime() - 40 * dayMs);
  const clock = { now: () => at };
  const ledger = ledgerOn(db, clock);
  // The service's own rules charge the demo clicks; the demo needs no codes nor product checks.
  const ads = new AdsService({
    repository,
    ledger,
    otp: null as unknown as OtpService,
    products: null as unknown as ProductService,
    clock,
    random: systemRandom,
    topUpCodeThreshold: defaultTopUpCodeThreshold,
    promo: defaultAdsPromo,
  });
  for (const [index, topUp] of adsDemo.topUps.entries()) {
    at = new Date(now.getTime() - topUp.daysAgo * dayMs);
    const source = { type: 'TOP_UP', id: topUp.id };
    await ledger.post({
      idempotencyKey: `ADS_TOP_UP:${topUp.id}`,
      kind: 'ADS_TOP_UP',
      storeCode: store,
      source,
      postings: [
        { account: { storeCode: store, kind: kinds.walletAvailable }, amount: -topUp.amount },
        { account: { storeCode: store, kind: kinds.adsBalance }, amount: topUp.amount },
      ],
    });
    if (index === 0) {
      await ledger.post({
        idempotencyKey: `PROMO_BONUS:${store}:demo`,
        kind: 'PROMO_BONUS',
        storeCode: store,
        source,
        postings: [
          { account: { storeCode: null, kind: kinds.promoBudget }, amount: -adsDemo.bonus },
          { account: { storeCode: store, kind: kinds.adsBonus }, amount: adsDemo.bonus },
        ],
      });
    }
    await repository.insertTopUp({
      id: topUp.id,
      storeCode: store,
      userId: null,
      amount: topUp.amount,
      rebate: 0,
      bonus: index === 0 ? adsDemo.bonus : 0,
      createdAt: at,
    });
  }
  const today = storeDayOf(now);
  for (const campaign of adsDemo.campaigns) {
    const created = new Date(now.getTime() - (campaign.startsDaysAgo + 1) * dayMs);
    await repository.insertCampaign({
      id: campaign.id,
      storeCode: store,
      name: campaign.name,
      products: campaign.items.map(([itemId, name]) => ({ itemId, name })),
      dailyBudget: campaign.dailyBudget,
      bid: campaign.bid,
      startDay: addStoreDays(today, -campaign.startsDaysAgo),
      endDay: 'endsDaysAgo' in campaign ? addStoreDays(today, -campaign.endsDaysAgo) : null,
      status: 'ACTIVE',
      createdAt: created,
      updatedAt: created,
    });
  }
  // A day's events at noon WIB (today's up to now), as the marketplace reports them.
  for (let ago = adsDemo.days - 1; ago >= 0; ago -= 1) {
    const day = addStoreDays(today, -ago);
    at = new Date(Math.min(now.getTime(), storeDayStart(day).getTime() + 12 * 3_600_000));
    const running = adsDemo.campaigns.filter(
      (c) => ago <= c.startsDaysAgo && (!('endsDaysAgo' in c) || ago >= c.endsDaysAgo) && (!('pausedDaysAgo' in c) || ago > c.pausedDaysAgo),
    );
    if (!running.length) continue;
    const wave = 0.7 + 0.3 * Math.sin(ago / 3) + (ago % 7 === 5 ? 0.4 : 0);
    await ads.recordEvents(store, {
      batchId: `DEMO-${day}`,
      campaigns: running.map((c) => {
        const clicks = Math.round(c.clicks * wave);
        return { campaignId: c.id, impressions: clicks * 28 + (ago % 5) * 17, clicks, orders: Math.floor(clicks / 12) };
      }),
    });
    for (const paused of adsDemo.campaigns.filter((c) => 'pausedDaysAgo' in c && c.pausedDaysAgo === ago - 1)) {
      await repository.updateCampaign(store, paused.id, { status: 'PAUSED', updatedAt: at });
    }
  }
}
