import { captureTokenQuerySchema, captureTokenRequestSchema, storeVerificationApiPaths, storeVerificationRoutePatterns } from '@seller-portal/contracts';
import type { Access } from '../../http/access';
import { route, type RouteDefinition } from '../../http/define-route';
import { uploadLimit } from '../../http/rate-limit';
import { signedIn } from '../session';
import { photoKindOf, readPhoto } from './photo-upload';
import type { StoreVerificationService } from './service';

/** §6 a STORE session; that its user owns the store is the service's rule (no accessibility code says it). */
const ownerAccess: Access = { modes: ['STORE'] };

/** §2.7 the QR capture pages are public: their calls prove themselves with the token alone. */
const publicAccess: Access = { public: true };

/**
 * The public calls are limited per address like the other account calls (ACCOUNT_RATE_LIMIT, 30 a minute by
 * default): a phone needs two, and a guesser of tokens gets nowhere.
 */
export function storeVerificationRoutes(
  verification: StoreVerificationService,
  options: { accountRateLimitPerMinute: number; uploadsPerMinute: number },
): RouteDefinition[] {
  const captureRateLimit = { max: options.accountRateLimitPerMinute, timeWindowMs: 60_000 };
  return [
    route.get(storeVerificationApiPaths.status, { access: ownerAccess }, async (context) => verification.status(signedIn(context))),
    route.post(storeVerificationRoutePatterns.photo, { access: ownerAccess, rateLimit: uploadLimit(options.uploadsPerMinute) }, async (context) =>
      verification.upload(signedIn(context), photoKindOf(context.request), () => readPhoto(context.request)),
    ),
    route.post(storeVerificationApiPaths.captureToken, { access: ownerAccess, body: captureTokenRequestSchema }, async (context) =>
      verification.issueToken(signedIn(context), context.body.kind),
    ),
    route.get(
      storeVerificationRoutePatterns.capture,
      { access: publicAccess, querystring: captureTokenQuerySchema, rateLimit: captureRateLimit },
      async (context) => verification.tokenInfo(context.query.token, photoKindOf(context.request)),
    ),
    route.post(
      storeVerificationRoutePatterns.capture,
      { access: publicAccess, querystring: captureTokenQuerySchema, rateLimit: captureRateLimit },
      async (context) => verification.uploadWithToken(context.query.token, photoKindOf(context.request), () => readPhoto(context.request)),
    ),
  ];
}
