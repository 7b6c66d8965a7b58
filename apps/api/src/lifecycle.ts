import { realtimeCloseCodes } from '@seller-portal/contracts/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from './db/open-database';
import { AppError } from './http/app-error';
import type { ServerMetrics } from './http/metrics';
import { JobRunner } from './modules/jobs';
import type { ComposedModules } from './modules/server-module';
import type { Clock } from './runtime';

/**
 * Starts the modules' jobs on their timers, lets the metrics read the running server, and installs how it closes
 * (`app.close()`, which SIGTERM reaches through `server.ts`): readiness turns 503 and no job starts; Fastify stops
 * accepting and answers the requests in flight, a new request on an open connection gets 503
 * (`refusalWhileClosing`); realtime sockets close with 1012 (`closeSocketsForRestart`); then the runs in
 * flight finish and the modules close, the last built first.
 */
export function startJobsAndShutdown(
  app: FastifyInstance,
  parts: { composed: ComposedModules; metrics: ServerMetrics; database: Database; clock: Clock },
): JobRunner {
  const { composed, metrics, clock } = parts;
  const { readiness, realtime } = composed.services;
  const jobRunner = new JobRunner({
    jobs: composed.jobs,
    leases: composed.services.jobLeases,
    clock,
    log: app.log,
    onRun: (job, outcome, seconds) => metrics.recordJobRun(job.name, outcome, seconds),
  });
  jobRunner.start();
  metrics.observe({
    database: parts.database,
    clock,
    realtimeSockets: () => realtime.connectionCount,
    jobsRunning: () => jobRunner.runningCount,
    draining: () => readiness.draining,
    backlogs: composed.jobs.flatMap((job) => (job.backlog ? [{ job: job.name, depth: job.backlog }] : [])),
  });
  app.addHook('preClose', (done) => {
    readiness.beginDrain(clock.now());
    jobRunner.stop();
    done();
  });
  app.addHook('onClose', async () => {
    await jobRunner.idle();
    await composed.close();
  });
  return jobRunner;
}

/**
 * A request arriving on an open connection once closing began: 503 `SERVICE_UNAVAILABLE` in the envelope (Fastify's
 * own `return503OnClosing` answers a bare JSON) with `Connection: close`, so the client or the proxy sends the next
 * one to a process that stays. Answers the refusal for the server's one edge hook (`app.ts`), which every route has.
 */
export function refusalWhileClosing(app: FastifyInstance): (reply: FastifyReply) => AppError | undefined {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  return (reply) => {
    if (!closing) return undefined;
    reply.header('connection', 'close');
    return new AppError('SERVICE_UNAVAILABLE');
  };
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
