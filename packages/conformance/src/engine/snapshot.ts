/**
 * A snapshot of everything the fixtures' admin can read: starting from the organization, every GET operation of
 * the spec whose path parameters are known, following the ids of every list item into the GET operations of
 * that kind of object. Two snapshots taken before and after a run show what the run left behind.
 */
import { fillPath, type ApiSpec, type Operation } from '../contract/operations.js';
import type { Fixtures } from './fixtures.js';
import { baseHeaders, send } from './transport.js';

export type Snapshot = Record<string, unknown>;

/** Fields that legitimately move with every read or write (a ping, a restore): left out of a snapshot. */
const VOLATILE = new Set(['updatedAt', 'lastSeenAt', 'lastProcessedAt']);

const strip = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(strip);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([key]) => !VOLATILE.has(key))
      .map(([key, v]) => [key, strip(v)]),
  );
};

export interface SnapshotOptions {
  /** At most this many URLs are read (a bound for a big organization). */
  maxReads?: number;
}

export async function snapshotTarget(
  spec: ApiSpec,
  fixtures: Fixtures,
  options: SnapshotOptions = {},
): Promise<Snapshot> {
  const maxReads = options.maxReads ?? 5000;
  const gets = spec.operations.filter(
    (op) => op.method === 'get' && !op.queryParams.some((p) => p.required === true) && !/pdf|search/i.test(op.id),
  );
  /** The path parameter that names one object of a list's items: the last one of the GET that answers that kind. */
  const itemParam = (list: Operation): string | undefined => {
    const resource = spec.resourceName(list);
    const single = gets.filter(
      (op) => !spec.isList(op) && spec.resourceName(op) === resource && op.pathParams.length > 0,
    );
    const best = single.sort((a, b) => Number(b.path.startsWith(list.path)) - Number(a.path.startsWith(list.path)))[0];
    return best?.pathParams.at(-1);
  };
  const snapshot: Snapshot = {};
  const seen = new Set<string>();
  const queue: [Operation, Record<string, string>][] = [];
  const enqueue = (params: Record<string, string>, added?: string) => {
    for (const op of gets) {
      if (added !== undefined && !op.pathParams.includes(added)) continue;
      if (!op.pathParams.every((name) => params[name] !== undefined)) continue;
      queue.push([op, params]);
    }
  };
  const read = async (url: string): Promise<{ status: number; json?: unknown }> => {
    const answer = await send({
      method: 'GET',
      url,
      headers: { ...baseHeaders(undefined), Authorization: `Bearer ${fixtures.tokens.admin}` },
    });
    const text = answer.body.toString('utf8');
    try {
      return { status: answer.status, json: JSON.parse(text) };
    } catch {
      return { status: answer.status };
    }
  };
  enqueue({ organizationId: fixtures.organizationId });
  while (queue.length > 0 && seen.size < maxReads) {
    const [op, params] = queue.shift() as [Operation, Record<string, string>];
    const path = fillPath(op.path, params);
    if (seen.has(path)) continue;
    seen.add(path);
    if (!spec.isList(op)) {
      const answer = await read(`${fixtures.baseUrl}${path}`);
      snapshot[path] = answer.status === 200 ? strip(answer.json) : answer.status;
      continue;
    }
    const items: unknown[] = [];
    let query = '?limit=1000';
    for (let page = 0; page < 50; page += 1) {
      const answer = await read(`${fixtures.baseUrl}${path}${query}`);
      const body = answer.json as { items?: unknown[]; next?: { page?: string } } | undefined;
      if (answer.status !== 200 || !Array.isArray(body?.items)) {
        snapshot[path] = answer.status;
        break;
      }
      items.push(...body.items);
      if (typeof body.next?.page !== 'string') break;
      query = `?limit=1000&page=${encodeURIComponent(body.next.page)}`;
    }
    if (snapshot[path] === undefined) snapshot[path] = strip(items);
    const param = itemParam(op);
    if (param === undefined) continue;
    for (const item of items) {
      const record = item as { id?: unknown; slug?: unknown };
      const key = /slug$/i.test(param) ? record.slug : record.id;
      if (typeof key === 'string') enqueue({ ...params, [param]: key }, param);
    }
  }
  return snapshot;
}

/** The paths whose content differs between two snapshots (added, removed or changed). */
export function snapshotDifferences(before: Snapshot, after: Snapshot): string[] {
  const paths = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...paths].filter((path) => JSON.stringify(before[path]) !== JSON.stringify(after[path])).sort();
}
