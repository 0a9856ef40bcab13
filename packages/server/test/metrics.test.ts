import { describe, expect, it } from 'vitest';
import { waitForProcessing } from '../src/services/openapi-processing.js';
import { client, useTestServer } from './helpers.js';

const RATE_LIMIT = 30;
const t = useTestServer({ metricsPort: 0, rateLimit: { limit: RATE_LIMIT, windowMs: 60_000 } });

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition (comments skipped). */
function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[key!] = value!;
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

async function scrape(): Promise<Sample[]> {
  const res = await fetch(t.server.metricsUrl ?? '');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return parse(await res.text());
}

/** The sum of the samples named `name` whose labels include `labels`. */
const sum = (samples: Sample[], name: string, labels: Record<string, string> = {}): number =>
  samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((total, s) => total + s.value, 0);

describe('GET /metrics on the metrics listener', () => {
  it('is served on a loopback listener of its own, without authentication, and not on the API port', async () => {
    expect(t.server.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(new URL(t.server.metricsUrl ?? '').port).not.toBe(String(t.server.port));
    expect((await fetch(`${t.server.url}/metrics`)).status).toBe(404);
    const names = new Set((await scrape()).map((s) => s.name));
    for (const name of [
      'docs_api_http_requests_in_flight',
      'docs_api_db_pool_connections',
      'docs_api_ready',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(names, name).toContain(name);
  });

  it('counts the requests a client made by operationId, method and status class', async () => {
    const before = await scrape();
    const spaces = (await t.admin.get(`/v1/orgs/${t.orgId}/spaces`)).body.items as { id: string }[];
    const spaceId = spaces[0]!.id;
    for (let i = 0; i < 3; i++) expect((await t.admin.get(`/v1/spaces/${spaceId}`)).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await t.admin.get('/v1/spaces/nosuchspace')).status).toBe(404);
    expect((await t.admin.post(`/v1/orgs/${t.orgId}/spaces`, { title: 'Counted' })).status).toBe(201);
    const after = await scrape();

    const delta = (name: string, labels: Record<string, string>) =>
      sum(after, name, labels) - sum(before, name, labels);
    const get = { operation: 'getSpaceById', method: 'GET' };
    expect(delta('docs_api_http_requests_total', { ...get, status_class: '2xx' })).toBe(3);
    expect(delta('docs_api_http_requests_total', { ...get, status_class: '4xx' })).toBe(2);
    expect(delta('docs_api_http_request_duration_seconds_count', { ...get, status_class: '2xx' })).toBe(3);
    expect(
      delta('docs_api_http_requests_total', { operation: 'createSpace', method: 'POST', status_class: '2xx' }),
    ).toBe(1);
    expect(delta('docs_api_http_requests_total', { operation: 'listSpacesInOrganizationById' })).toBe(1);
    // Every request ran statements, and the caller cache answered the repeated token lookups.
    expect(delta('docs_api_db_query_duration_seconds_count', {})).toBeGreaterThan(0);
    expect(delta('docs_api_cache_lookups_total', { cache: 'tokens', result: 'hit' })).toBeGreaterThan(0);
    // Label values are operationIds and route names: never a path or an id.
    const values = after.flatMap((s) => Object.values(s.labels));
    expect(values.filter((v) => v.includes('/') || v.includes(spaceId) || v.includes('nosuchspace'))).toEqual([]);
  });

  it('counts requests refused by the rate limit, and probes that were never limited', async () => {
    const before = await scrape();
    const outsider = client(t.server, t.server.fixtures.tokens.outsider);
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMIT; i++) statuses.push((await outsider.get('/v1/orgs')).status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    for (let i = 0; i < 2; i++) expect((await fetch(`${t.server.url}/readyz`)).status).toBe(200);
    const after = await scrape();
    expect(
      sum(after, 'docs_api_rate_limit_rejections_total') - sum(before, 'docs_api_rate_limit_rejections_total'),
    ).toBe(1);
    const probe = { operation: 'probe_readyz', status_class: '2xx' };
    expect(sum(after, 'docs_api_http_requests_total', probe) - sum(before, 'docs_api_http_requests_total', probe)).toBe(
      2,
    );
  });

  it('counts OpenAPI processing runs as jobs', async () => {
    const before = await scrape();
    const res = await t.admin.post(`/v1/orgs/${t.orgId}/openapi`, {
      slug: 'counted-spec',
      source: { url: `${t.server.url}/openapi.json` },
    });
    expect(res.status).toBe(201);
    const started = { kind: 'openapi_processing', outcome: 'started' };
    const succeeded = { kind: 'openapi_processing', outcome: 'succeeded' };
    await waitForProcessing(t.server.app.services);
    const after = await scrape();
    expect(sum(after, 'docs_api_jobs_total', started) - sum(before, 'docs_api_jobs_total', started)).toBe(1);
    expect(sum(after, 'docs_api_jobs_total', succeeded) - sum(before, 'docs_api_jobs_total', succeeded)).toBe(1);
    expect(sum(after, 'docs_api_jobs_in_flight', { kind: 'openapi_processing' })).toBe(0);
  });
});
