import type { RateLimiter } from '../../http/rate-limit';
import { purgeEveryMs, type ServerModule } from '../server-module';
import { SharedRateLimiter } from './limiter';
import { RateLimitRepository } from './repository';
import { rateLimitCounters } from './schema';

declare module '../server-module' {
  interface Services {
    /** The rate limits every route declares (`rateLimit`) and any module may count against, shared by all processes. */
    rateLimits: RateLimiter;
  }
}

/** The rate limits' counters in the database, so several server processes share every limit instead of multiplying it. */
export const rateLimitsModule: ServerModule = {
  name: 'rate-limits',
  tables: { rateLimitCounters },
  create: ({ database, clock }) => {
    const limiter = new SharedRateLimiter(new RateLimitRepository(database.db), clock);
    return {
      provides: { rateLimits: limiter },
      jobs: [{ name: 'rate limit counters purge', everyMs: purgeEveryMs, claim: 'lease', run: (now) => limiter.purge(now) }],
    };
  },
};
