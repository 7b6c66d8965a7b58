import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry, type Metric } from 'prom-client';
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

  /** Answers by route pattern and status, with their latency (`recordRequest`). */
  private readonly requests = new RequestSeries(this.registry);

  /**
   * Counts an answer by its route's pattern (never the raw URL: ids would make a series each) and status, and its
   * latency. Called as each request completes (the access log's call, `app.ts`), not from an onResponse hook: a hook
   * stage costs every request.
   */
  recordRequest(request: FastifyRequest, reply: FastifyReply): void {
    // A URL no route matched is one series, whatever was asked.
    this.requests.record(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
  }

  /** Counts answers from an onResponse hook, for a server without a logger (whose log controller is told of none). */
  instrument(app: FastifyInstance): void {
    app.addHook('onResponse', (request, reply, done) => {
      this.recordRequest(request, reply);
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

const requestDurationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface RequestSeriesEntry {
  labels: { method: string; route: string; status_code: string };
  count: number;
  sum: number;
  /** Answers per bucket (not cumulative), the last one past every bound. */
  buckets: number[];
}

/**
 * `http_requests_total` and `http_request_duration_seconds` (buckets, sum, count) by method, route pattern and status:
 * counted in place per answer (map lookups by route pattern, method and status, no key built), turned into Prometheus
 * series only when scraped. prom-client's own counter and histogram build and check a label key on every call, a cost
 * every request paid.
 */
class RequestSeries {
  private readonly series = new Map<string, RequestSeriesEntry>();
  /** The same entries by route, method and status: found per answer without building a key. */
  private readonly byRoute = new Map<string, Map<string, Map<number, RequestSeriesEntry>>>();

  constructor(registry: Registry) {
    const labelled = (entry: RequestSeriesEntry, value: number, metricName?: string, le?: number | string) => ({
      labels: le === undefined ? entry.labels : { le, ...entry.labels },
      value,
      ...(metricName ? { metricName } : {}),
    });
    const requests = {
      name: 'http_requests_total',
      help: 'HTTP requests answered, by route pattern and status.',
      type: 'counter',
      aggregator: 'sum',
      get: () => ({ ...requests, values: [...this.series.values()].map((entry) => labelled(entry, entry.count)) }),
      reset: () => this.clear(),
    };
    const durationName = 'http_request_duration_seconds';
    const duration = {
      name: durationName,
      help: 'Time from request to answer, by route pattern and status.',
      type: 'histogram',
      aggregator: 'sum',
      get: () => ({
        ...duration,
        values: [...this.series.values()].flatMap((entry) => {
          let cumulative = 0;
          return [
            ...requestDurationBuckets.map((bound, index) => labelled(entry, (cumulative += entry.buckets[index]), `${durationName}_bucket`, bound)),
            labelled(entry, entry.count, `${durationName}_bucket`, '+Inf'),
            labelled(entry, entry.sum, `${durationName}_sum`),
            labelled(entry, entry.count, `${durationName}_count`),
          ];
        }),
      }),
      reset: () => this.clear(),
    };
    // The registry reads any object with prom-client's metric shape (name, help, type, get()).
    registry.registerMetric(requests as unknown as Metric);
    registry.registerMetric(duration as unknown as Metric);
  }

  record(method: string, route: string, status: number, seconds: number): void {
    let byMethod = this.byRoute.get(route);
    if (!byMethod) this.byRoute.set(route, (byMethod = new Map()));
    let byStatus = byMethod.get(method);
    if (!byStatus) byMethod.set(method, (byStatus = new Map()));
    let entry = byStatus.get(status);
    if (!entry) {
      entry = { labels: { method, route, status_code: String(status) }, count: 0, sum: 0, buckets: requestDurationBuckets.map(() => 0).concat(0) };
      byStatus.set(status, entry);
      this.series.set(`${method} ${status} ${route}`, entry);
    }
    entry.count += 1;
    entry.sum += seconds;
    let bucket = 0;
    while (bucket < requestDurationBuckets.length && seconds > requestDurationBuckets[bucket]) bucket++;
    entry.buckets[bucket] += 1;
  }

  private clear(): void {
    this.series.clear();
    this.byRoute.clear();
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
