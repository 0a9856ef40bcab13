/**
 * Prometheus metrics (docs/operations.md › Metrics) with prom-client, in a registry of this app's own:
 * HTTP requests by operationId, method and status class; requests in flight; the database pool and
 * statement durations; cache hits and misses; rate-limit rejections; import and OpenAPI-processing jobs;
 * Node's default process metrics. Label values are bounded: operationIds and a few route names, never paths.
 */
import type { Request, Response } from 'express';
import { METHODS } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Deps } from '../deps.js';
import type { Lifecycle } from './lifecycle.js';
import { onJob } from './jobs.js';

const KNOWN_METHODS = new Set(METHODS);
/** A status code's class label, by its first digit (a status is always 100–599). */
const STATUS_CLASSES = ['0xx', '1xx', '2xx', '3xx', '4xx', '5xx', '6xx', '7xx', '8xx', '9xx'];
const SECONDS_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The routes outside /v1, by the label they are counted under. */
const ROUTE_LABELS: [RegExp, string][] = [
  [/^\/(livez|readyz|healthz)$/, 'probe_$1'],
  [/^\/openapi\.json$/, 'openapi_document'],
  [/^\/docs(\/|$)/, 'docs'],
  [/^\/pdf\//, 'change_request_pdf'],
  [/^\/files\//, 'file_download'],
  [/^\/__test\//, 'test_capability'],
  [/^\/v1(\/|$)/, 'v1_unmatched'],
];

/** The operation label of an answered request: its operationId (set by the /v1 router) or a route name. */
function operationOf(req: Request, res: Response): string {
  const id = res.locals['operationId'] as unknown;
  if (typeof id === 'string') return id;
  for (const [pattern, label] of ROUTE_LABELS) if (pattern.test(req.path)) return req.path.replace(pattern, label);
  return 'unmatched';
}

export interface AppMetrics {
  registry: Registry;
  /** Counts a request refused by the rate limit. */
  rateLimited(): void;
  close(): void;
}

/** The two metrics every answered request is recorded in, by operation, method and status class. */
interface RequestMetrics {
  duration: Histogram<'operation' | 'method' | 'status_class'>;
  requests: Counter<'operation' | 'method' | 'status_class'>;
}

function registerRequestMetrics(registry: Registry): RequestMetrics {
  const labelNames = ['operation', 'method', 'status_class'] as const;
  const duration = new Histogram({
    name: 'docs_api_http_request_duration_seconds',
    help: 'Time from receiving a request to finishing its answer, by operationId, method and status class',
    labelNames,
    buckets: SECONDS_BUCKETS,
    registers: [registry],
  });
  const requests = new Counter({
    name: 'docs_api_http_requests_total',
    help: 'Requests answered, by operationId, method and status class (aborted: the client left first)',
    labelNames,
    registers: [registry],
  });
  return { duration, requests };
}

/** The gauges read when scraped: requests in flight, readiness, the database pool. */
function registerServerGauges(registry: Registry, services: Deps, lifecycle: Lifecycle): void {
  new Gauge({
    name: 'docs_api_http_requests_in_flight',
    help: 'Requests received and not yet answered',
    registers: [registry],
    collect() {
      this.set(lifecycle.requestsInFlight);
    },
  });
  new Gauge({
    name: 'docs_api_ready',
    help: '1 when /readyz would answer for the server phase (not starting, not draining), else 0',
    registers: [registry],
    collect() {
      this.set(lifecycle.phase === 'ready' ? 1 : 0);
    },
  });
  new Gauge({
    name: 'docs_api_db_pool_connections',
    help: 'Database pool connections: total open, idle, and requests waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      for (const [state, value] of Object.entries(services.db.poolUse())) this.set({ state }, value);
    },
  });
}

function registerQueryDurations(registry: Registry, services: Deps): void {
  const queries = new Histogram({
    name: 'docs_api_db_query_duration_seconds',
    help: 'Duration of the SQL statements the server runs',
    buckets: SECONDS_BUCKETS,
    registers: [registry],
  });
  services.db.observeQueries((seconds) => queries.observe(seconds));
}

/**
 * The cache lookups, counted when scraped from the caches' own hit and miss counts (what came since the last
 * scrape).
 */
function registerCacheLookups(registry: Registry, services: Deps): void {
  const caches = { ...services.access.caches(), ...services.rows.caches() };
  const counted = new Map<string, number>();
  new Counter({
    name: 'docs_api_cache_lookups_total',
    help: 'Lookups of the caller and row caches, by cache and result (hit or miss)',
    labelNames: ['cache', 'result'],
    registers: [registry],
    collect() {
      for (const [cache, counts] of Object.entries(caches)) {
        for (const result of ['hit', 'miss'] as const) {
          const key = `${cache}:${result}`;
          const now = result === 'hit' ? counts.hits : counts.misses;
          this.inc({ cache, result }, now - (counted.get(key) ?? 0));
          counted.set(key, now);
        }
      }
    },
  });
}

/** Counts this database's jobs as they start and end; returns what stops hearing of them. */
function registerJobMetrics(registry: Registry, services: Deps): () => void {
  const jobs = new Counter({
    name: 'docs_api_jobs_total',
    help: 'Website imports and OpenAPI processing runs, by kind and outcome (started, succeeded, failed)',
    labelNames: ['kind', 'outcome'],
    registers: [registry],
  });
  const jobsRunning = new Gauge({
    name: 'docs_api_jobs_in_flight',
    help: 'Website imports and OpenAPI processing runs under way, by kind',
    labelNames: ['kind'],
    registers: [registry],
  });
  return onJob((owner, kind, outcome) => {
    if (owner !== services.db) return;
    jobs.inc({ kind, outcome });
    if (outcome === 'started') jobsRunning.inc({ kind });
    else jobsRunning.dec({ kind });
  });
}

/** The status class label of an answer, or `aborted` when the client left before it was finished. */
const statusClassOf = (res: Response): string =>
  res.writableFinished
    ? (STATUS_CLASSES[Math.floor(res.statusCode / 100)] ?? `${Math.floor(res.statusCode / 100)}xx`)
    : 'aborted';

/**
 * Every request is timed and counted once it is over, by children bound once per label set (a few hundred at
 * most: the labels are bounded) rather than by a label object hashed on every request.
 */
function recordAnsweredRequests(lifecycle: Lifecycle, { duration, requests }: RequestMetrics): void {
  const bound = new Map<string, { observe(seconds: number): void; inc(): void }>();
  lifecycle.onAnswered((req, res, startedMs) => {
    const operation = operationOf(req, res);
    const method = KNOWN_METHODS.has(req.method) ? req.method : 'OTHER';
    const statusClass = statusClassOf(res);
    const key = `${operation} ${method} ${statusClass}`;
    let children = bound.get(key);
    if (children === undefined) {
      const labels = { operation, method, status_class: statusClass };
      const histogram = duration.labels(labels);
      const counter = requests.labels(labels);
      children = { observe: (seconds) => histogram.observe(seconds), inc: () => counter.inc() };
      bound.set(key, children);
    }
    children.observe((performance.now() - startedMs) / 1000);
    children.inc();
  });
}

/** The app's registry with every metric in it (in the order /metrics lists them), recording from now on. */
export function createMetrics(services: Deps, lifecycle: Lifecycle): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestMetrics = registerRequestMetrics(registry);
  registerServerGauges(registry, services, lifecycle);
  registerQueryDurations(registry, services);
  registerCacheLookups(registry, services);
  const rejections = new Counter({
    name: 'docs_api_rate_limit_rejections_total',
    help: 'Requests refused with 429 by the rate limit (--rate-limit)',
    registers: [registry],
  });
  const stopHearing = registerJobMetrics(registry, services);
  recordAnsweredRequests(lifecycle, requestMetrics);
  return {
    registry,
    rateLimited: () => rejections.inc(),
    close: stopHearing,
  };
}
