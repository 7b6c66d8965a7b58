import { purgeEveryMs, type ServerModule } from '../server-module';
import { StoreVerificationRepository } from './repository';
import { storeVerificationRoutes } from './routes';
import { identityCaptureTokens, identityPhotos } from './schema';
import { StoreVerificationService } from './service';

/**
 * §4.5 identity verification of a store: the owner's KTP photo and selfie (signed in, or from a phone through a
 * single-use QR token), which move the store from WAITING_IDENTITY_PHOTO to IDENTITY_PHOTO_CHECKING.
 */
export const storeVerificationModule: ServerModule = {
  name: 'store-verification',
  tables: { identityPhotos, identityCaptureTokens },
  create: ({ database, clock, random, services, settings }) => {
    const verification = new StoreVerificationService(new StoreVerificationRepository(database.db), services.sessions, clock, random);
    return {
      routes: () =>
        storeVerificationRoutes(verification, {
          accountRateLimitPerMinute: settings.accountRateLimitPerMinute,
          uploadsPerMinute: settings.rateLimits.uploadsPerMinute,
        }),
      jobs: [{ name: 'ended capture tokens', everyMs: purgeEveryMs, claim: 'lease', run: (now) => verification.purgeTokens(now) }],
    };
  },
};
