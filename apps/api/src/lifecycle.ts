import { realtimeCloseCodes } from '@seller-portal/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from './http/app-error';
import type { Readiness } from './modules/health';
import type { JobRunner } from './modules/jobs';
import type { Clock } from './runtime';

/**
 * How the server closes (`app.close()`, which SIGTERM reaches through `server.ts`): readiness turns 503 and no job
 * starts; Fastify stops accepting and answers the requests in flight, a new request on an open connection gets 503
 * (`refuseRequestsWhileClosing`); realtime sockets close with 1012 (`closeSocketsForRestart`); then the runs in
 * flight finish and the modules close, the last built first.
 */
export function installShutdown(
  app: FastifyInstance,
  parts: { readiness: Readiness; jobRunner: JobRunner; clock: Clock; closeModules: () => Promise<void> },
): void {
  app.addHook('preClose', (done) => {
    parts.readiness.beginDrain(parts.clock.now());
    parts.jobRunner.stop();
    done();
  });
  app.addHook('onClose', async () => {
    await parts.jobRunner.idle();
    await parts.closeModules();
  });
}

/**
 * A request arriving on an open connection once closing began: 503 `SERVICE_UNAVAILABLE` in the envelope (Fastify's
 * own `return503OnClosing` answers a bare JSON) with `Connection: close`, so the client or the proxy sends the next
 * one to a process that stays. Installed before the routes, so every route has the hook.
 */
export function refuseRequestsWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    reply.header('connection', 'close');
    done(new AppError('SERVICE_UNAVAILABLE'));
  });
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
}

/**
 * @fastify/websocket's `preClose`: every socket is told this process is stopping (1012 "service restart"), so its
 * client comes back soon, through the proxy, to a process that stays; then no new socket is taken.
 */
export function closeSocketsForRestart(this: FastifyInstance, done: () => void): void {
  const sockets = [...this.websocketServer.clients];
  for (const socket of sockets) socket.close(realtimeCloseCodes.serviceRestart, 'service restart');
  // A peer that never answers the close would hold the drain for ws's 30 s.
  setTimeout(() => {
    for (const socket of sockets) socket.terminate();
  }, socketCloseGraceMs).unref();
  this.websocketServer.close();
  done();
}

const socketCloseGraceMs = 3_000;
