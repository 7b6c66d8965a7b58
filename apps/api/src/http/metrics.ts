import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/open-database';
import type { Clock } from '../runtime';
import { AppError } from './app-error';
import { route, type RouteDefinition } from './define-route';

/** What the scrape reads from the rest of the server, each a cheap call. */
export interface MetricSources {
  database: Database;
  clock: Clock;
  realtimeSockets(): number;
  jobsRunning(): number;
  draining(): boolean;
  /** Each job's waiting work (`BackgroundJob.backlog`). */
  backlogs: readonly { job: string; depth(now: Date): Promise<number> }[];
}

let processRegistry: Registry | null = null;

/** Node's default metrics (event-loop lag, heap, GC) describe the process, not one server: collected once per process. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * The server's Prometheus metrics, in a registry of its own (several servers in one process in tests): requests by
 * route pattern and status with their latency, and gauges read at scrape; the process's defaults are added to them.
 */
export class ServerMetrics {
  readonly registry = new Registry();
  private readonly jobRuns = new Counter({
    name: 'background_job_runs_total',
    help: 'Runs of background jobs in this process, by job and outcome.',
    labelNames: ['job', 'outcome'] as const,
    registers: [this.registry],
  });
  private readonly jobDuration = new Histogram({
    name: 'background_job_duration_seconds',
    help: 'How long background job runs took.',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [this.registry],
  });

  /** The text format: the process's metrics, then this server's. */
  async text(): Promise<string> {
    return `${await processMetrics().metrics()}\n${await this.registry.metrics()}`;
  }

  /** Counts every answer by its route's pattern (never the raw URL: ids would make a series each) and status. */
  instrument(app: FastifyInstance): void {
    const labelNames = ['method', 'route', 'status_code'] as const;
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by route pattern and status.',
      labelNames,
      registers: [this.registry],
    });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from request to answer, by route pattern and status.',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [this.registry],
    });
    app.addHook('onResponse', (request, reply, done) => {
      // A URL no route matched is one series, whatever was asked.
      const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
      done();
    });
  }

  recordJobRun(job: string, outcome: 'done' | 'failed', seconds: number): void {
    this.jobRuns.inc({ job, outcome });
    this.jobDuration.observe({ job }, seconds);
  }

  /** The gauges read when Prometheus scrapes: pool, sockets, jobs, backlogs, draining. */
  observe(sources: MetricSources): void {
    const registers = [this.registry];
    const { database } = sources;
    if (database.poolStats) {
      new Gauge({
        name: 'db_pool_connections',
        help: 'Connections of the PostgreSQL pool, by state (total, idle).',
        labelNames: ['state'] as const,
        registers,
        collect() {
          const stats = database.poolStats?.();
          if (!stats) return;
          this.set({ state: 'total' }, stats.total);
          this.set({ state: 'idle' }, stats.idle);
        },
      });
      new Gauge({
        name: 'db_pool_waiting_queries',
        help: 'Queries waiting for a free connection of the PostgreSQL pool.',
        registers,
        collect() {
          this.set(database.poolStats?.().waiting ?? 0);
        },
      });
    }
    new Gauge({
      name: 'realtime_sockets',
      help: 'Realtime sockets open on this process.',
      registers,
      collect() {
        this.set(sources.realtimeSockets());
      },
    });
    new Gauge({
      name: 'background_jobs_running',
      help: 'Background job runs in flight in this process.',
      registers,
      collect() {
        this.set(sources.jobsRunning());
      },
    });
    new Gauge({
      name: 'server_draining',
      help: '1 while this process drains for shutdown (readiness answers 503).',
      registers,
      collect() {
        this.set(sources.draining() ? 1 : 0);
      },
    });
    new Gauge({
      name: 'background_job_backlog',
      help: 'Work waiting for a background job (rows due, processes queued), shared by every process of the database.',
      labelNames: ['job'] as const,
      registers,
      async collect() {
        const now = sources.clock.now();
        // A count the database does not answer leaves its series out; the rest of the scrape still comes.
        const depths = await Promise.all(sources.backlogs.map(async ({ job, depth }) => [job, await depth(now).catch(() => null)] as const));
        this.reset();
        for (const [job, depth] of depths) if (depth !== null) this.set({ job }, depth);
      },
    });
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** `Authorization: Bearer <token>`, compared in constant time. */
export function hasBearerToken(header: string | undefined, token: string): boolean {
  if (!header?.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice('Bearer '.length).trim()), digest(token));
}

/**
 * `GET /metrics` in the Prometheus text format, for a scraper holding METRICS_TOKEN (Prometheus's
 * `authorization: { credentials: … }`). Without a token the route does not exist: metrics are never public.
 */
export function metricsRoutes(metrics: ServerMetrics, token: string | null): RouteDefinition[] {
  if (!token) return [];
  return [
    route.get('/metrics', { access: { public: true }, answer: 'raw' }, async ({ request, reply }) => {
      if (!hasBearerToken(request.headers.authorization, token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new AppError('UNAUTHORIZED');
      }
      const text = await metrics.text();
      await reply.code(200).header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(text);
    }),
  ];
}
