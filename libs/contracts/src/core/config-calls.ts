import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { apiPaths } from './api-paths';
import { defineCall } from './calls';

// Apart from config.ts, which the first page (/sign-in) loads: a declaration's schemas must not load with it.

/** The application config (§3), read by every app as it starts, before anyone signs in. */
export const configCalls = {
  get: defineCall({
    method: 'GET',
    path: apiPaths.config,
    summary: 'The application config: key/value pairs, some values holding JSON.',
    access: { public: true },
    answer: lazySchema(() => z.record(z.string(), z.string())),
    errors: [],
  }),
} as const;
