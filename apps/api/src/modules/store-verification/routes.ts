import { captureTokenQuerySchema, storeVerificationCalls, storeVerificationRoutePatterns } from '@seller-portal/contracts/store-verification';
import type { IdentityReviewService } from './review-service';
import type { Access } from '../../http/access';
import { route, type RouteDefinition } from '../../http/define-route';
import { uploadLimit } from '../../http/rate-limit';
import { signedIn } from '../session';
import { photoKindOf, readPhoto } from './photo-upload';
import type { StoreVerificationService } from './service';

/**
 * The uploads are multipart, which a call declaration's JSON body cannot carry: they keep routes of their own, with
 * the access of the JSON calls (`storeVerificationCalls`): the owner's STORE session, or the capture token alone.
 */
const ownerAccess: Access = { modes: ['STORE'] };
const publicAccess: Access = { public: true };

/**
 * The public calls are limited per address like the other account calls (ACCOUNT_RATE_LIMIT, 30 a minute by
 * default): a phone needs two, and a guesser of tokens gets nowhere.
 */
export function storeVerificationRoutes(
  verification: StoreVerificationService,
  review: IdentityReviewService,
  options: { accountRateLimitPerMinute: number; uploadsPerMinute: number },
): RouteDefinition[] {
  const captureRateLimit = { max: options.accountRateLimitPerMinute, timeWindowMs: 60_000 };
  return [
    route.call(storeVerificationCalls.status, async (context) => verification.status(signedIn(context))),
    route.post(storeVerificationRoutePatterns.photo, { access: ownerAccess, files: true, rateLimit: uploadLimit(options.uploadsPerMinute) }, async (context) =>
      verification.upload(signedIn(context), photoKindOf(context.request), () => readPhoto(context.request)),
    ),
    route.call(storeVerificationCalls.captureToken, async (context) => verification.issueToken(signedIn(context), context.body.kind)),
    route.call(storeVerificationCalls.captureTokenInfo, { rateLimit: captureRateLimit }, async (context) =>
      verification.tokenInfo(context.query.token, context.params.kind),
    ),
    route.post(
      storeVerificationRoutePatterns.capture,
      { access: publicAccess, querystring: captureTokenQuerySchema, files: true, rateLimit: captureRateLimit },
      async (context) => verification.uploadWithToken(context.query.token, photoKindOf(context.request), () => readPhoto(context.request)),
    ),
    // §4.5 the review by internal staff (INTERNAL_IDENTITY-REVIEW, the feature's `review` action).
    route.call(storeVerificationCalls.reviewQueue, () => review.queue()),
    route.call(storeVerificationCalls.reviewPhoto, async (context) => {
      const photo = await review.photo(context.params.storeCode, context.params.kind);
      // Shown in the reviewer's page only: its own type, no sniffing, never kept by a cache.
      return context.reply
        .type(photo.mediaType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "sandbox; default-src 'none'")
        .header('cache-control', 'private, no-store')
        .send(photo.content);
    }),
    route.call(storeVerificationCalls.reviewDecision, (context) => review.decide(signedIn(context), context.params.storeCode, context.body)),
  ];
}
