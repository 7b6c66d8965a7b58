import { purgeEveryMs, type ServerModule } from '../server-module';
import { seedStorefrontDemo } from './demo';
import { StorefrontRepository } from './repository';
import { storefrontRoutes } from './routes';
import { storefrontBannerImages, storefronts } from './schema';
import { StorefrontService } from './service';

/**
 * The storefront (§2.5 `/store-layout`, `/store-catalog`): its sections as a draft and a published version, banner
 * images judged by their bytes, and which of the store's products (the `products` service) and categories it shows.
 */
export const storefrontModule: ServerModule = {
  name: 'storefront',
  tables: { storefronts, storefrontBannerImages },
  create: ({ database, clock, random, services, settings }) => {
    const service = new StorefrontService(new StorefrontRepository(database.db), services.products, clock, random);
    return {
      routes: () => storefrontRoutes(service, { uploadsPerMinute: settings.rateLimits.uploadsPerMinute }),
      jobs: [{ name: 'unused storefront banner images', everyMs: purgeEveryMs, claim: 'lease', run: (now) => service.purgeUnusedBannerImages(now) }],
    };
  },
  seedDemo: seedStorefrontDemo,
};
