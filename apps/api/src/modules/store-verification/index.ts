import { purgeEveryMs, type ServerModule } from '../server-module';
import { seedStoreVerificationDemo } from './demo';
import { StoreVerificationRepository } from './repository';
import { IdentityReviewRepository } from './review-repository';
import { IdentityReviewService } from './review-service';
import { storeVerificationRoutes } from './routes';
import { identityCaptureTokens, identityPhotos, identityReviews } from './schema';
import { StoreVerificationService } from './service';

/**
 * §4.5 identity verification of a store: the owner's KTP photo and selfie (signed in, or from a phone through a
 * single-use QR token), which move the store from WAITING_IDENTITY_PHOTO to IDENTITY_PHOTO_CHECKING; internal staff's
 * review of them (INTERNAL_IDENTITY-REVIEW), which makes it FRAUD_PASS or sends it back to wait, with a reason.
 */
export const storeVerificationModule: ServerModule = {
  name: 'store-verification',
  tables: { identityPhotos, identityCaptureTokens, identityReviews },
  create: ({ database, clock, random, services, settings }) => {
    const repository = new StoreVerificationRepository(database.db);
    const reviews = new IdentityReviewRepository(database.db);
    const verification = new StoreVerificationService(repository, services.sessions, clock, random, reviews);
    return {
      // The audit log's module is built after this one: the review's routes take it once every module is built.
      routes: (built) =>
        storeVerificationRoutes(
          verification,
          new IdentityReviewService({ repository: reviews, stores: repository, sessions: services.sessions, audit: built.audit, clock, random }),
          {
            accountRateLimitPerMinute: settings.accountRateLimitPerMinute,
            uploadsPerMinute: settings.rateLimits.uploadsPerMinute,
          },
        ),
      jobs: [{ name: 'ended capture tokens', everyMs: purgeEveryMs, claim: 'lease', run: (now) => verification.purgeTokens(now) }],
    };
  },
  seedDemo: seedStoreVerificationDemo,
};
