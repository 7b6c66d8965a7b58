import type { Transaction } from '../../db/open-database';
import type { ServerModule } from '../server-module';
import { seedStoreInfoDemo } from './demo';
import { StoreInfoRepository, type LegalValues, type ProfileValues } from './repository';
import { storeInfoRoutes } from './routes';
import { storeProfiles } from './schema';
import { approvedValues, StoreInfoService } from './service';

/** What onboarding writes of a store's profile when staff approve it: what the seller told in its steps. */
export interface StoreProfiles {
  adoptOnboarding(tx: Transaction, storeCode: string, values: ProfileValues & Omit<LegalValues, 'name'>, at: Date): Promise<void>;
}

declare module '../server-module' {
  interface Services {
    storeProfiles: StoreProfiles;
  }
}

/**
 * §7 GET bp/store and §2.5 /store/info: the store's profile and logo, its owner and identity verification, and its
 * legal data, whose changes go through the review queue (kind STORE_DATA_CHANGE) and apply when staff approve them.
 */
export const storeInfoModule: ServerModule = {
  name: 'store-info',
  tables: { storeProfiles },
  create: ({ database, clock, services, settings }) => {
    const service = new StoreInfoService(new StoreInfoRepository(database.db), services.storeReviews, clock);
    services.storeReviews.handle('STORE_DATA_CHANGE', {
      approve: async (tx, review) => {
        const repository = new StoreInfoRepository(tx);
        await repository.applyLegal(review.storeCode, approvedValues(review), clock.now());
        // The store's name is in its people's sessions (the header): they reload.
        return repository.memberIds(review.storeCode);
      },
      decline: async () => [],
    });
    const storeProfilesService: StoreProfiles = {
      adoptOnboarding: async (tx, storeCode, values, at) => {
        const repository = new StoreInfoRepository(tx);
        await repository.saveProfile(storeCode, { description: values.description, contactPhone: values.contactPhone, contactEmail: values.contactEmail }, at);
        await repository.applyLegal(
          storeCode,
          { businessType: values.businessType, npwpNumber: values.npwpNumber, ownerName: values.ownerName, ownerKtpNumber: values.ownerKtpNumber },
          at,
        );
      },
    };
    return {
      provides: { storeProfiles: storeProfilesService },
      routes: () => storeInfoRoutes(service, { uploadsPerMinute: settings.rateLimits.uploadsPerMinute }),
    };
  },
  seedDemo: seedStoreInfoDemo,
};
