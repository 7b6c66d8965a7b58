import type { Database } from '../../db/open-database';
import { route, type RouteDefinition } from '../../http/define-route';
import { pingTimeoutMs, withTimeout, type Readiness } from './readiness';

export function healthRoutes(database: Database, readiness: Readiness): RouteDefinition[] {
  return [
    // Liveness: the process answers and so does its database; a draining process is still alive.
    route.get('/healthz', { access: { public: true }, answer: 'raw' }, async ({ reply }) => {
      try {
        await withTimeout(database.ping(), pingTimeoutMs);
        await reply.code(200).header('cache-control', 'no-store').send({ status: 'ok' });
      } catch (error) {
        reply.log.warn({ err: error }, 'health check: the database does not answer');
        await reply.code(503).header('cache-control', 'no-store').send({ status: 'unavailable' });
      }
    }),
    // Readiness: whether a load balancer should send this process requests now.
    route.get('/readyz', { access: { public: true }, answer: 'raw' }, async ({ reply }) => {
      const state = await readiness.state();
      await reply
        .code(state === 'ready' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: state });
    }),
  ];
}
