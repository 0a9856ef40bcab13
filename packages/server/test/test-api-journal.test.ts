import { beforeEach, describe, expect, it, vi } from 'vitest';
import { client, useTestServer } from './helpers.js';

const JOURNAL_SIZE = 6;
const t = useTestServer({ testApi: true, journalSize: JOURNAL_SIZE });
const stand = () => client(t.server);

beforeEach(async () => {
  expect((await stand().delete('/__test/faults')).status).toBe(204);
  expect((await stand().delete('/__test/requests')).status).toBe(204);
});

interface Entry {
  id: string;
  at: string;
  method: string;
  path: string;
  operationId: string | null;
  tenantId: string | null;
  status: number;
  durationMs: number;
  faulted: boolean;
  faultRuleId?: string;
}

/** Every entry of the journal matching `query`, following next.page two at a time. */
async function allPages(query: Record<string, string | number> = {}): Promise<{ items: Entry[]; count: number }> {
  const items: Entry[] = [];
  let page: string | undefined;
  let count = -1;
  do {
    const answer = await stand().get('/__test/requests', { query: { ...query, limit: 2, page } });
    expect(answer.status).toBe(200);
    items.push(...(answer.body.items as Entry[]));
    count = answer.body.count as number;
    page = answer.body.next?.page as string | undefined;
  } while (page !== undefined);
  return { items, count };
}

/** Entries counted by `operationId status`. */
const tally = (items: Entry[]): Record<string, number> =>
  items.reduce<Record<string, number>>((counts, e) => {
    const key = `${e.operationId} ${e.status}`;
    counts[key] = (counts[key] ?? 0) + 1;
    return counts;
  }, {});

describe('GET /__test/requests', () => {
  it('lists what the server answered, newest first, counted per operation and status', async () => {
    await t.admin.get('/v1/orgs');
    await t.admin.get(`/v1/orgs/${t.orgId}`);
    await t.admin.get('/v1/orgs');
    await t.admin.get('/v1/orgs/no-such-org');
    await t.admin.get('/v1/orgs', { token: null });

    const { items, count } = await allPages();
    expect(count).toBe(5);
    expect(tally(items)).toEqual({
      'listOrganizationsForAuthenticatedUser 200': 2,
      'listOrganizationsForAuthenticatedUser 401': 1,
      'getOrganizationById 200': 1,
      'getOrganizationById 404': 1,
    });
    expect(items.map((e) => e.path)).toEqual([
      '/v1/orgs',
      '/v1/orgs/no-such-org',
      '/v1/orgs',
      `/v1/orgs/${t.orgId}`,
      '/v1/orgs',
    ]);
    expect(items[0]).toMatchObject({ method: 'GET', faulted: false });
    expect(Date.parse(items[4]?.at ?? '')).toBeLessThanOrEqual(Date.parse(items[0]?.at ?? ''));
    expect(items.every((e) => Number.isInteger(e.durationMs) && e.durationMs >= 0)).toBe(true);
  });

  it('filters by operationId, status and time', async () => {
    await t.admin.get('/v1/orgs');
    await t.admin.get('/v1/orgs/no-such-org');
    const between = new Date().toISOString();
    await t.admin.get('/v1/orgs/no-such-org');
    const byOperation = await allPages({ operationId: 'getOrganizationById' });
    expect([byOperation.count, byOperation.items.map((e) => e.status)]).toEqual([2, [404, 404]]);
    expect((await allPages({ status: 200 })).items.map((e) => e.operationId)).toEqual([
      'listOrganizationsForAuthenticatedUser',
    ]);
    const since = await allPages({ since: between });
    expect(since.items.every((e) => e.at >= between)).toBe(true);
    expect(since.count).toBeGreaterThanOrEqual(1);
    expect(since.count).toBeLessThan(3);
    expect((await stand().get('/__test/requests', { query: { status: 'many' } })).status).toBe(400);
  });

  it('records the tenant of each caller and filters by it', async () => {
    const { body: tenant } = await stand().post('/__test/tenants', { seed: 'empty' });
    const tenantAdmin = client(t.server, tenant.tokens.admin);
    await tenantAdmin.get('/v1/orgs');
    await t.admin.get('/v1/orgs');
    await stand().post('/__test/faults', { path: '/v1/orgs', status: 503, times: 1 });
    await tenantAdmin.get('/v1/orgs');
    const mine = await allPages({ tenantId: tenant.tenantId });
    expect(mine.items.map((e) => [e.tenantId, e.status, e.faulted])).toEqual([
      [tenant.tenantId, 503, true],
      [tenant.tenantId, 200, false],
    ]);
    expect((await allPages()).count).toBe(3);
  });

  it(`keeps only the newest ${JOURNAL_SIZE} entries`, async () => {
    for (let i = 0; i < JOURNAL_SIZE + 3; i++) await t.admin.get(`/v1/orgs/missing-${i}`);
    const { items, count } = await allPages();
    expect(count).toBe(JOURNAL_SIZE);
    expect(items.map((e) => e.path)).toEqual(
      Array.from({ length: JOURNAL_SIZE }, (_, i) => `/v1/orgs/missing-${JOURNAL_SIZE + 2 - i}`),
    );
  });

  it('never holds a token, a share key or a capability path', async () => {
    const shareKey = 'sk_journal_secret_4711';
    const pdfToken = 'pdf_journal_secret_0815';
    await t.admin.get(`/v1/orgs/${t.orgId}`, { query: { shareKey } });
    await t.admin.get(`/pdf/${pdfToken}`);
    await t.admin.get(`/files/blob_journal_secret/readme.txt`);
    const text = (await stand().get('/__test/requests')).text;
    for (const secret of [t.server.fixtures.tokens.admin, shareKey, pdfToken, 'blob_journal_secret']) {
      expect(text).not.toContain(secret);
    }
    const paths = (JSON.parse(text) as { items: Entry[] }).items.map((e) => e.path);
    expect(paths).toEqual([
      '/files/[redacted]/readme.txt',
      '/pdf/[redacted]',
      `/v1/orgs/${t.orgId}?shareKey=[redacted]`,
    ]);
  });

  it('marks the answers a fault gave, and a reset as status 0, with the rule', async () => {
    const failing = await stand().post('/__test/faults', { operationId: 'getOrganizationById', status: 503, times: 1 });
    const reset = await stand().post('/__test/faults', { path: '/v1/orgs', reset: true, times: 1 });
    await t.admin.get(`/v1/orgs/${t.orgId}`);
    await t.admin.get(`/v1/orgs/${t.orgId}`);
    await expect(t.admin.get('/v1/orgs')).rejects.toThrow();
    await vi.waitFor(async () => {
      const items = (await allPages()).items;
      expect(items.map((e) => [e.status, e.faulted, e.faultRuleId])).toEqual([
        [0, true, reset.body.id],
        [200, false, undefined],
        [503, true, failing.body.id],
      ]);
    });
  });
});

describe('DELETE /__test/requests', () => {
  it('empties the journal (204)', async () => {
    await t.admin.get('/v1/orgs');
    expect((await stand().delete('/__test/requests')).status).toBe(204);
    expect((await stand().get('/__test/requests')).body).toEqual({ items: [], count: 0 });
  });
});
