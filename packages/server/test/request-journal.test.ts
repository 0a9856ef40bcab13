import { describe, expect, it } from 'vitest';
import { Paginator } from '../src/http/pagination.js';
import { RequestJournal, type JournalEntry } from '../src/test-api/request-journal.js';

const entry = (i: number, over: Partial<JournalEntry> = {}): Omit<JournalEntry, 'object' | 'id'> => ({
  at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
  method: 'GET',
  path: `/v1/spaces/s${i}`,
  operationId: 'getSpaceById',
  tenantId: null,
  status: 200,
  durationMs: 1,
  faulted: false,
  ...over,
});

describe('RequestJournal', () => {
  it('keeps only the newest entries of its capacity, newest first', () => {
    const journal = new RequestJournal(3);
    for (let i = 1; i <= 5; i++) journal.add(entry(i));
    expect(journal.entries().map((e) => e.path)).toEqual(['/v1/spaces/s5', '/v1/spaces/s4', '/v1/spaces/s3']);
    journal.clear();
    expect(journal.entries()).toEqual([]);
    journal.add(entry(6));
    expect(journal.entries().map((e) => e.id)).toEqual(['req_6']);
  });

  it('filters by operationId, tenant, status and time', () => {
    const journal = new RequestJournal(10);
    journal.add(entry(1, { tenantId: 'a', status: 503 }));
    journal.add(entry(2, { tenantId: 'b' }));
    journal.add(entry(3, { tenantId: 'a', operationId: null }));
    const paths = (filter: Parameters<RequestJournal['entries']>[0]) => journal.entries(filter).map((e) => e.path);
    expect(paths({ tenantId: 'a' })).toEqual(['/v1/spaces/s3', '/v1/spaces/s1']);
    expect(paths({ status: 503 })).toEqual(['/v1/spaces/s1']);
    expect(paths({ operationId: 'getSpaceById', tenantId: 'a' })).toEqual(['/v1/spaces/s1']);
    expect(paths({ since: new Date(Date.UTC(2026, 0, 1, 0, 0, 2)) })).toEqual(['/v1/spaces/s3', '/v1/spaces/s2']);
  });

  it('pages like the /v1 lists: items, count of all matching, next.page until the last', async () => {
    const journal = new RequestJournal(10);
    for (let i = 1; i <= 5; i++) journal.add(entry(i));
    const paginator = new Paginator('secret', 50);
    const first = await journal.page(paginator, {}, { limit: 2 });
    expect(first.count).toBe(5);
    expect(first.items.map((e) => e.path)).toEqual(['/v1/spaces/s5', '/v1/spaces/s4']);
    const page = first.next?.page;
    if (page === undefined) throw new Error('no next page');
    // Entries recorded meanwhile do not shift the pages already started.
    journal.add(entry(6));
    const second = await journal.page(paginator, {}, { limit: 2, page });
    expect(second.items.map((e) => e.path)).toEqual(['/v1/spaces/s3', '/v1/spaces/s2']);
    const last = await journal.page(paginator, {}, { limit: 2, page: second.next?.page ?? '' });
    expect(last.items.map((e) => e.path)).toEqual(['/v1/spaces/s1']);
    expect(last.next).toBeUndefined();
    await expect(journal.page(paginator, { status: 200 }, { page })).rejects.toThrow(/another list/);
  });
});
