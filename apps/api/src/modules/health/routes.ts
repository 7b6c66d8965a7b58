import type { Database } from '../../db/open-database';
import { route, type RouteDefinition } from '../../http/define-route';

/** A database that does not answer within this long counts as down. */
const pingTimeoutMs = 2_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function healthRoutes(database: Database): RouteDefinition[] {
  return [
    route.get('/healthz', { access: { public: true }, answer: 'raw' }, async ({ reply }) => {
      try {
        await withTimeout(database.ping(), pingTimeoutMs);
        await reply.code(200).header('cache-control', 'no-store').send({ status: 'ok' });
      } catch (error) {
        reply.log.warn({ err: error }, 'health check: the database does not answer');
        await reply.code(503).header('cache-control', 'no-store').send({ status: 'unavailable' });
      }
    }),
  ];
}
