import type { RateLimiter } from '../../http/rate-limit';
import { purgeEveryMs, type ServerModule } from '../server-module';
import { SharedRateLimiter } from './limiter';
import type { Database } from '../../db/open-database';
import { MemoryRateLimitCounters } from './memory-counters';
import { RateLimitRepository, type RateLimitCounters } from './repository';
import { rateLimitCounters } from './schema';

declare module '../server-module' {
  interface Services {
    /** The rate limits every route declares (`rateLimit`) and any module may count against, shared by all processes. */
    rateLimits: RateLimiter;
  }
}

/**
 * The embedded database's counters, one set per database: the one process that holds it may build several apps on
 * it (the tests do), and they count together, as processes on one PostgreSQL do.
 */
const embeddedCounters = new WeakMap<Database, MemoryRateLimitCounters>();

function countersOf(database: Database): RateLimitCounters {
  if (database.driver !== 'pglite') return new RateLimitRepository(database.db);
  let counters = embeddedCounters.get(database);
  if (!counters) embeddedCounters.set(database, (counters = new MemoryRateLimitCounters()));
  return counters;
}

/**
 * The rate limits' counters in the database, so several server processes share every limit instead of multiplying
 * it; on the embedded database, which one process holds, in that process's memory (no statement per call).
 */
export const rateLimitsModule: ServerModule = {
  name: 'rate-limits',
  tables: { rateLimitCounters },
  create: ({ database, clock }) => {
    const limiter = new SharedRateLimiter(countersOf(database), clock);
    return {
      provides: { rateLimits: limiter },
      jobs: [{ name: 'rate limit counters purge', everyMs: purgeEveryMs, claim: 'lease', run: (now) => limiter.purge(now) }],
    };
  },
};
