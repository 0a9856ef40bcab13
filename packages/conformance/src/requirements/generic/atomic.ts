/**
 * A refused write changes nothing (RFC 9110 §15.5: a 4xx says the request was not carried out). For every write of
 * the spec on an object a check can reach (ATOMIC-<op>): the write refused for a body with one valid and one invalid
 * field (the invalid value from the spec's own limits: contract/invalid.ts), refused to a member with role read (spec
 * schema Role) and to an admin of another organization (docs/behaviour.md#error-body-and-failure-statuses) leaves
 * the object it writes exactly as its GET showed it before, `updatedAt` included (a shared object's counters, which
 * follow what other checks make, left out), and a create's list as it was: its `count` where the list is the
 * check's own (its parent made fresh), and no item with the value the refused create carried where the list is
 * shared with other checks. A write that is not refused is not this family's to judge (LIM-, ENUM-, ACL- are): the
 * object is read again and the next refusal compared to it.
 */
import fc from 'fast-check';
import { NotApplicable } from '../../engine/errors.js';
import { moduleFile, type Built, type SuiteModule } from '../../engine/module.js';
import type { Findings } from '../../engine/property.js';
import { propertyCheck } from '../../engine/property-check.js';
import { readLock } from '../../engine/locks.js';
import { rfc } from '../../engine/sources.js';
import type { CallOptions, ResourceMode, Session } from '../../engine/session.js';
import type { JsonObject, Toolkit } from '../../engine/session-registry.js';
import type { Exchange, Requirement } from '../../engine/types.js';
import { invalidFields, type InvalidField } from '../../contract/invalid.js';
import type { ApiSpec, Operation } from '../../contract/operations.js';
import { writableFields, type WritableField } from '../../contract/writable.js';
import { about, answer, is2xx } from '../entries-and-answers.js';
import { allItems } from './field-io.js';
import { VOLATILE } from './read-your-writes.js';
import { passiveIds } from './locks-and-params.js';

export const atomicId = (op: Operation): string => `ATOMIC-${op.id}`;

const section = 'Endpoints › Conventions';
const patchAllOrNothing = rfc(
  'RFC 5789 §2',
  'If the entire patch document cannot be successfully applied, then the server MUST NOT apply any of the changes.',
);
/** A refusal is a 4xx: the request was not carried out. */
const refusedNotCarriedOut = rfc(
  'RFC 9110 §15.5.1',
  'The 400 (Bad Request) status code indicates that the server cannot or will not process the request due to something that is perceived to be a client error',
);

/** What a refused write must leave as it was. */
interface Watched {
  /** The object it writes: the non-list GET on its path or on the nearest path above it. */
  object?: Operation;
  /** Lists it adds to or takes from: the list on its path (a create) and the one above its object. */
  lists: Operation[];
}

/** The non-list GET on `path` or the nearest path above it whose parameters the operation has. */
function objectOf(spec: ApiSpec, op: Operation): Operation | undefined {
  const segments = op.path.split('/');
  for (let end = segments.length; end > 2; end--) {
    const get = spec.find('get', segments.slice(0, end).join('/'));
    if (get !== undefined && !spec.isList(get) && get.pathParams.every((p) => op.pathParams.includes(p))) return get;
  }
  return undefined;
}

function watchedOf(spec: ApiSpec, toolkit: Toolkit, op: Operation): Watched {
  const object = objectOf(spec, op);
  const own = spec.find('get', op.path);
  const lists = own !== undefined && spec.isList(own) ? [own] : [];
  // A create in the organization is judged by its list: the organization itself changes with every other check.
  const owner = object?.pathParams.at(-1);
  const judged =
    object !== undefined && (lists.length === 0 || (owner !== undefined && toolkit.canIsolate(owner, object)));
  return { ...(judged ? { object } : {}), lists };
}

/**
 * Whether the check uses the objects the run shares: where the write only changes them (refused, it changes nothing),
 * not where it would take one away (a DELETE) or add to its lists (a create: its list's count is then its own).
 */
const shares = (op: Operation, watched: Watched): boolean => op.method !== 'delete' && watched.lists.length === 0;

/**
 * Locks on the shared objects it compares (the organization, a spare member): other checks change them only while
 * they hold these. Its own writes are refused, so it holds them only to read: such checks run together.
 */
const comparedLocks = (toolkit: Toolkit, watched: Watched): string[] =>
  (watched.object?.pathParams ?? [])
    .filter((param) => watched.object !== undefined && !toolkit.canIsolate(param, watched.object))
    .map((param) => readLock(`shared:${param}`));

/** A string field the refused write can carry a value of its own in (found again in a list if it was stored). */
const markerField = (fields: WritableField[], invalid: InvalidField | undefined): WritableField | undefined =>
  fields.find(
    (f) => f.kind.kind === 'string' && f.kind.pattern === undefined && !f.kind.uri && f.name !== invalid?.name,
  );

interface Snapshot {
  object?: JsonObject;
  counts: Map<string, unknown>;
}

const stable = (json: unknown): JsonObject =>
  Object.fromEntries(
    Object.entries(typeof json === 'object' && json !== null ? json : {}).filter(([key]) => !VOLATILE.has(key)),
  );

/** The object without one key. */
const without = (object: JsonObject, key: string): JsonObject =>
  Object.fromEntries(Object.entries(object).filter(([name]) => name !== key));

interface Plan {
  op: Operation;
  watched: Watched;
  invalid?: InvalidField;
  marker?: WritableField;
}

/**
 * Whether the check's parent of a list is its own: a fresh object of a kind that is not scarce (spec/toolkit), so
 * that its count moves only with this check's requests. The organization's lists move with every other check.
 */
const ownList = (toolkit: Toolkit, list: Operation): boolean => {
  const parent = list.pathParams.at(-1);
  return parent !== undefined && parent !== 'organizationId' && toolkit.canIsolate(parent, list);
};

/**
 * Counters of a shared object (a member's `spaces`) follow what other checks make: left out of the comparison. So do
 * those of a parent read in place of the written object (a site read for a site space's DELETE): a fresh child can
 * sit under a shared parent.
 */
const comparable = (
  toolkit: Toolkit,
  op: Operation,
  object: Operation,
  json: JsonObject,
  mode: ResourceMode,
): JsonObject => {
  const own = object.pathParams.at(-1);
  const written = own === op.pathParams.at(-1);
  if (mode === 'fresh' && written && own !== undefined && own !== 'organizationId' && toolkit.canIsolate(own, object))
    return json;
  return Object.fromEntries(Object.entries(json).filter(([, value]) => !Number.isInteger(value)));
};

async function examine(plan: Plan, s: Session, f: Findings, salt: number): Promise<void> {
  const { op, watched } = plan;
  const id = atomicId(op);
  const mode = shares(op, watched) ? 'shared' : 'fresh';
  const params = await s.paramsFor(op, mode);
  const counted = watched.lists.filter((list) => ownList(s.env.toolkit, list));
  const snapshot = async (): Promise<Snapshot> => {
    const counts = new Map<string, unknown>();
    for (const list of counted)
      counts.set(
        list.id,
        ((await s.callRaw(list, { params, query: { limit: 1 } })).json as { count?: unknown })?.count,
      );
    if (watched.object === undefined) return { counts };
    const read = await s.callRaw(watched.object, { params });
    const object =
      read.status === 200 ? comparable(s.env.toolkit, op, watched.object, stable(read.json), mode) : undefined;
    return { counts, ...(object !== undefined ? { object } : {}) };
  };
  const base = (await s.baseBody(op, params)) ?? undefined;
  const kind = plan.marker?.kind;
  // The operation in the mark too: two of these checks draw the same salt on one seed, and one's write that got
  // through (a server that drops the invalid field) must not be taken for the other's.
  const mark = kind?.kind === 'string' ? `conformance atomic ${salt} ${op.id}`.slice(0, kind.max) : undefined;
  const valid =
    base === undefined
      ? undefined
      : { ...base, ...(plan.marker !== undefined && mark !== undefined ? { [plan.marker.name]: mark } : {}) };
  const attempts: { who: string; options: CallOptions }[] = [
    ...(plan.invalid !== undefined && valid !== undefined
      ? [
          {
            who: `with ${plan.invalid.name} ${plan.invalid.why}`,
            // The valid fields first, the invalid one last: a server that stores field by field has stored them.
            options: { body: { ...without(valid, plan.invalid.name), [plan.invalid.name]: plan.invalid.value } },
          },
        ]
      : []),
    { who: 'as a member with role read', options: { as: 'reader', ...(valid !== undefined ? { body: valid } : {}) } },
    {
      who: 'as an admin of another organization',
      options: { as: 'outsider', ...(valid !== undefined ? { body: valid } : {}) },
    },
  ];
  let before = await snapshot();
  const refusals: string[] = [];
  for (const { who, options } of attempts) {
    let sent: Exchange;
    try {
      sent = await s.callRaw(op, { params, ...options });
    } catch (error) {
      if (error instanceof NotApplicable) continue; // a write the run may not send on this object
      throw error;
    }
    // Accepted: not a refusal (LIM-, ENUM-, ACL- judge it); the next ones are compared with what it left.
    if (is2xx(sent)) before = await snapshot();
    else refusals.push(`${op.id} ${who} answered ${answer(sent)}`);
  }
  if (refusals.length === 0) return;
  const after = await snapshot();
  const what = refusals.join('; ');
  if (before.object !== undefined) {
    const was = before.object;
    const now = after.object;
    const changed =
      now === undefined
        ? ['it is gone']
        : Object.keys({ ...was, ...now })
            .filter((k) => JSON.stringify(was[k]) !== JSON.stringify(now[k]))
            .map((k) => `${k} ${JSON.stringify(was[k])} → ${JSON.stringify(now[k])}`);
    f.require(id, changed.length === 0, () => `${what}; yet ${watched.object?.id} shows ${changed.join(', ')}`);
  }
  for (const [list, count] of before.counts)
    f.require(
      id,
      after.counts.get(list) === count,
      () => `${what}; yet ${list}'s count went from ${String(count)} to ${String(after.counts.get(list))}`,
    );
  const shared = watched.lists.find((list) => !counted.includes(list));
  if (shared !== undefined && plan.marker !== undefined && mark !== undefined) {
    const items = await allItems(s, shared, params);
    const stored = items.some((item) => (item as JsonObject | undefined)?.[plan.marker?.name ?? ''] === mark);
    f.require(
      id,
      !stored,
      () => `${what}; yet ${shared.id} holds an item with ${plan.marker?.name} ${JSON.stringify(mark)}`,
    );
  }
}

function atomicOf(spec: ApiSpec, toolkit: Toolkit, op: Operation, invalid: Map<string, InvalidField[]>): Built {
  const watched = watchedOf(spec, toolkit, op);
  if (watched.object === undefined && watched.lists.length === 0) return { requirements: [], checks: [] };
  const bad = invalid.get(op.id)?.[0];
  const marker = markerField(writableFields(spec, op), bad);
  const reads = [...(watched.object !== undefined ? [watched.object] : []), ...watched.lists];
  const requirement: Requirement = about(op, {
    id: atomicId(op),
    level: 'MUST',
    source: op.method === 'patch' ? patchAllOrNothing : refusedNotCarriedOut,
    section,
    category: 'state',
    operations: [op.id, ...reads.map((r) => r.id)],
    ...(bad !== undefined ? { judges: [bad.name, ...(marker !== undefined ? [marker.name] : [])] } : {}),
    statement: `${op.id} refused (${bad !== undefined ? `a body with ${bad.name} ${bad.why}, ` : ''}a member with role read, an admin of another organization) leaves ${[...(watched.object !== undefined ? [`${watched.object.id}'s object`] : []), ...watched.lists.map((l) => `${l.id}'s items`)].join(' and ')} exactly as before`,
  });
  const plan: Plan = {
    op,
    watched,
    ...(bad !== undefined ? { invalid: bad } : {}),
    ...(marker !== undefined ? { marker } : {}),
  };
  const check = propertyCheck({
    name: `refusals without side effects ${op.id}`,
    covers: [requirement.id],
    feeds: [op, ...reads].flatMap(passiveIds),
    // ATOMIC checks sharing an object run one at a time: a write a broken target accepts is then blamed on its own.
    locks: [...comparedLocks(toolkit, watched), ...(shares(op, watched) ? [`atomic:${watched.object?.id ?? ''}`] : [])],
    example: { arbitrary: fc.nat(), numRuns: 1, examine: (salt, s, findings) => examine(plan, s, findings, salt) },
  });
  return { requirements: [requirement], checks: [check] };
}

export const atomicModule: SuiteModule = {
  name: 'refusals without side effects',
  file: moduleFile(import.meta.url),
  refusals: true,
  build(spec, toolkit) {
    const invalid = invalidFields(spec);
    const parts = spec.operations
      .filter((op) => op.method !== 'get' && op.pathParams.length > 0)
      .map((op) => atomicOf(spec, toolkit, op, invalid));
    return { requirements: parts.flatMap((p) => p.requirements), checks: parts.flatMap((p) => p.checks) };
  },
};
