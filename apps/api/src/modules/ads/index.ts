import type { ServerModule, SettingsOf } from '../server-module';
import { seedAdsDemo } from './demo';
import { AdsRepository } from './repository';
import { adsRoutes } from './routes';
import { adsCampaignDays, adsCampaigns, adsEventBatches, adsTopUps } from './schema';
import { AdsService } from './service';
import { adsSettings } from './settings';

export { devAdsServiceToken } from './settings';

/**
 * The seller's ads (§2.1 `/bliklan`, `/bliklanv2`): top-ups of the ads balance from the wallet with the one-time
 * code above a threshold, the §9 promo's rebate and bonus, campaigns for the store's products, and their daily
 * results from the marketplace's ad events (ads service token), whose clicks are charged to the ads balance. Every
 * rupiah moves through the ledger.
 */
export const adsModule: ServerModule<SettingsOf<typeof adsSettings>> = {
  name: 'ads',
  tables: { adsTopUps, adsCampaigns, adsCampaignDays, adsEventBatches },
  settings: adsSettings,
  create: ({ database, clock, random, services, own, settings }) => {
    const ads = new AdsService({
      repository: new AdsRepository(database.db),
      ledger: services.ledger,
      otp: services.otp,
      products: services.products,
      clock,
      random,
      topUpCodeThreshold: own.topUpCodeThreshold,
      promo: own.promo,
    });
    return { routes: () => adsRoutes(ads, { serviceToken: own.serviceToken, accountRateLimitPerMinute: settings.accountRateLimitPerMinute }) };
  },
  seedDemo: seedAdsDemo,
};
