import { realtimeCloseCodes } from '@seller-portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Readiness } from './modules/health';
import type { JobRunner } from './modules/jobs';
import type { Clock } from './runtime';

/**
 * How the server closes (`app.close()`, which SIGTERM reaches through `server.ts`): readiness turns 503 and no job
 * starts; Fastify stops accepting, answers the requests in flight and gives new ones on open connections 503 with
 * `Connection: close`; realtime sockets close with 1012 (`closeSocketsForRestart`); then the runs in flight finish
 * and the modules close, the last built first.
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
