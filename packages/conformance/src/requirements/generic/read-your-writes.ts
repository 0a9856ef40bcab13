/**
 * Read-your-writes on one instance, for every write of the spec the PATCH-semantics property does not already
 * cover (creates, PUTs, actions such as move or merge, and the PATCHes of objects no check can make fresh): right
 * after a valid write succeeds, its answer and the object read back show every plain field the request sent as
 * sent (a create sends every optional one of them at once, with drawn values: a field dropped when another comes
 * along shows), the object reads back as answered through its GET (the non-list GET answering the same schema,
 * found from the spec) and appears in every list of that schema reachable with the same path parameters; a write
 * answered with no body (204) is read back through the list at its path. A PATCH of an object no check can make
 * fresh whose base body sends nothing (the organization's, a member's) changes one field for real and back
 * (realChangeOf).
 * An operation that applies to an object in
 * a given state (spec `x-requires`: a restore to a deleted space) gets its object into that state first.
 * DELETEs are judged by DEL-GONE, which reads every list right after the delete.
 */
import fc from 'fast-check';
import { NotApplicable, SetupFailed } from '../../engine/errors.js';
import { moduleFile, joinBuilt, type Built, type SuiteModule } from '../../engine/module.js';
import type { Findings } from '../../engine/property.js';
import { propertyCheck } from '../../engine/property-check.js';
import type { Session } from '../../engine/session.js';
import { currentRepresentation } from '../../engine/sources.js';
import type { JsonObject, Params, Toolkit } from '../../engine/session-registry.js';
import type { Exchange } from '../../engine/types.js';
import type { ApiSpec, Operation } from '../../contract/operations.js';
import { propertiesOf, requiredOf } from '../../contract/schema-walk.js';
import { minimalBody } from '../../contract/values.js';
import {
  containingLists,
  filterFor,
  otherValue,
  patternValues,
  same,
  writableFields,
  type WritableField,
} from '../../contract/writable.js';
import { about, answer, idsOf, is2xx } from '../entries-and-answers.js';
import { allItems } from './field-io.js';
import { patchSemanticsApplies, rywId } from './patch-semantics.js';
import { mutationLocks, passiveIds } from './locks-and-params.js';

const section = 'Endpoints › Conventions';

/**
 * Fields that may change between a write's answer and the next read with no write in between: an OpenAPI spec's
 * processing runs after the write answers (spec: OpenAPISpec `processingState`, `pending` at first); a shared
 * member's counters follow the spaces and teams other checks make at the same time (spec schema Member `spaces`,
 * `teams`); a change request of a shared space is outdated once another check merges into its main content (spec
 * schema ChangeRequest `outdated`).
 */
export const VOLATILE = new Set([
  'processingState',
  'lastProcessedAt',
  'lastProcessErrorCode',
  'lastVersion',
  'spaces',
  'teams',
  'outdated',
]);

/** The non-list GET answering the same schema as `op`, whose path parameters the write's own and the answer's id fill. */
function readerOf(spec: ApiSpec, op: Operation): Operation | undefined {
  const resource = spec.resourceName(op);
  if (resource === undefined) return undefined;
  const candidates = spec.itemReads(resource, op);
  // The twin on the write's own path first, then the one sharing most of its path.
  const shared = (get: Operation) => get.pathParams.filter((name) => op.pathParams.includes(name)).length;
  return candidates.sort((a, b) => Number(b.path === op.path) - Number(a.path === op.path) || shared(b) - shared(a))[0];
}

/** The list a bodiless write (204) adds to: the list GET at its path, or at its parent path (`…/members/{userId}`). */
function listOfBodiless(spec: ApiSpec, op: Operation): { list: Operation; idParam?: string } | undefined {
  const own = spec.find('get', op.path);
  if (own !== undefined && spec.isList(own)) return { list: own };
  const last = op.pathParams.at(-1);
  const parent = spec.find('get', op.path.slice(0, op.path.lastIndexOf('/')));
  if (last === undefined || !op.path.endsWith(`{${last}}`) || parent === undefined || !spec.isList(parent))
    return undefined;
  return { list: parent, idParam: last };
}

/**
 * The content reads along a write's path (`/spaces/{spaceId}/content`, `…/change-requests/{changeRequestId}/content`)
 * for a write that answers the revision it made (merge, update from main, import) rather than an object.
 */
function contentReadersOf(spec: ApiSpec, op: Operation): Operation[] {
  const schema = op.responseSchemas.get(op.successStatuses[0] ?? 200);
  const properties = schema === undefined ? {} : propertiesOf(spec.document, schema);
  if (properties['revision'] === undefined || properties['id'] !== undefined) return [];
  const segments = op.path.split('/');
  return segments
    .map((_, end) => spec.find('get', `${segments.slice(0, end).join('/')}/content`))
    .filter((get): get is Operation => get !== undefined);
}

type Plan =
  | { kind: 'object'; reader: Operation | undefined }
  | { kind: 'revision'; readers: Operation[] }
  | { kind: 'bodiless'; list: Operation; idParam?: string };

function planOf(spec: ApiSpec, op: Operation): Plan | undefined {
  const status = op.successStatuses[0] ?? 200;
  const readers = contentReadersOf(spec, op);
  if (readers.length > 0) return { kind: 'revision', readers };
  if (op.responseSchemas.has(status)) {
    const reader = readerOf(spec, op);
    if (
      reader === undefined &&
      containingLists(spec, op, Object.fromEntries(op.pathParams.map((p) => [p, p]))).length === 0
    )
      return undefined;
    return { kind: 'object', reader };
  }
  const bodiless = listOfBodiless(spec, op);
  return bodiless === undefined ? undefined : { kind: 'bodiless', ...bodiless };
}

const objectOf = (json: unknown): JsonObject | undefined =>
  typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as JsonObject) : undefined;

/**
 * The plain fields of the request (contract/writable.ts) that `shown` does not show as sent: a field sent as null may
 * be left out.
 */
export function notAsSent(fields: WritableField[], sent: JsonObject, shown: JsonObject): string[] {
  return fields
    .filter((field) => field.name in sent && !VOLATILE.has(field.name))
    .filter(({ name }) => !same(shown[name], sent[name]) && !(sent[name] === null && shown[name] === undefined))
    .map(({ name }) => `${name} ${JSON.stringify(shown[name])} where it sent ${JSON.stringify(sent[name])}`);
}

/**
 * The fields of `answered` that `now` shows otherwise: those it has, and those the write sent even where it leaves
 * them out (a read that leaves out a field it did not write is RSP-SCHEMA's, not a write that does not show).
 */
const differences = (answered: JsonObject, now: JsonObject, sent: JsonObject = {}): string[] =>
  Object.keys(answered)
    .filter((key) => (key in now || key in sent) && !VOLATILE.has(key) && !same(now[key], answered[key]))
    .map((key) => `${key} ${JSON.stringify(answered[key])} → ${JSON.stringify(now[key])}`);

async function readObject(
  s: Session,
  spec: ApiSpec,
  op: Operation,
  reader: Operation | undefined,
  params: Params,
  sent: JsonObject | undefined,
  written: Exchange,
  f: Findings,
): Promise<void> {
  const id = rywId(op);
  const answered = objectOf(written.json);
  const objectId = answered === undefined ? undefined : idsOf(answered)[0];
  if (answered === undefined || objectId === undefined) return; // RSP-SCHEMA judges an answer without an id
  const what = `${op.id} answered ${objectId}`;
  const fields = writableFields(spec, op);
  const request = JSON.stringify(sent ?? {});
  const dropped = notAsSent(fields, sent ?? {}, answered);
  f.require(id, dropped.length === 0, () => `${op.id} ${request} answered ${dropped.join(', ')}`);
  if (reader !== undefined) {
    // The reader's own parameter is the object's id, or its slug (`{specSlug}`).
    const own = reader.pathParams.at(-1) ?? '';
    const slug = answered['slug'];
    const readParams = { ...params, [own]: own.endsWith('Slug') && typeof slug === 'string' ? slug : objectId };
    const read = await s.callRaw(reader, { params: readParams });
    if (f.require(id, read.status === 200, () => `${what}; right after, ${reader.id}: ${answer(read)}`)) {
      const now = objectOf(read.json) ?? {};
      const changed = differences(answered, now, sent ?? {});
      f.require(id, changed.length === 0, () => `${what}; right after, ${reader.id} shows ${changed.join(', ')}`);
      const lost = notAsSent(fields, sent ?? {}, now);
      f.require(id, lost.length === 0, () => `${op.id} ${request}; right after, ${reader.id} shows ${lost.join(', ')}`);
    }
  }
  for (const list of containingLists(spec, op, params)) {
    const items = await allItems(s, list, params, filterFor(list, answered));
    const item = objectOf(items.find((i) => idsOf(i).includes(objectId)));
    if (!f.require(id, item !== undefined, () => `${what}; right after, ${list.id} does not hold it`)) continue;
    // A list item may be a summary of the object: only the fields it has are compared.
    const changed = differences(answered, item ?? {});
    f.require(id, changed.length === 0, () => `${what}; right after, ${list.id} shows ${changed.join(', ')}`);
    const lost = notAsSent(
      fields.filter(({ name }) => item !== undefined && name in item),
      sent ?? {},
      item ?? {},
    );
    f.require(id, lost.length === 0, () => `${op.id} ${request}; right after, ${list.id} shows ${lost.join(', ')}`);
  }
}

/** The revision a write answered is the current content of the space or change request it wrote to. */
async function readRevision(
  s: Session,
  op: Operation,
  readers: Operation[],
  params: Params,
  written: Exchange,
  f: Findings,
): Promise<void> {
  const revision = objectOf(written.json)?.['revision'];
  if (typeof revision !== 'string') return; // RSP-SCHEMA judges the answer
  const current: string[] = [];
  for (const reader of readers) {
    const read = await s.callRaw(reader, { params });
    current.push(`${reader.id}: ${read.status === 200 ? JSON.stringify(objectOf(read.json)?.['id']) : answer(read)}`);
    if (read.status === 200 && objectOf(read.json)?.['id'] === revision) return;
  }
  f.fail(rywId(op), `${op.id} answered revision ${revision}; right after, ${current.join('; ')}`);
}

/** The ids a bodiless write adds: the path's own id, or the body's `add` entries. */
function addedIds(params: Params, body: JsonObject | undefined, idParam: string | undefined): string[] {
  if (idParam !== undefined) return [params[idParam] ?? ''];
  const add = body?.['add'];
  return Array.isArray(add) ? add.filter((v): v is string => typeof v === 'string') : [];
}

/** The reads that show the write. */
function readsOf(plan: Plan): Operation[] {
  if (plan.kind === 'bodiless') return [plan.list];
  if (plan.kind === 'revision') return plan.readers;
  return plan.reader === undefined ? [] : [plan.reader];
}

/** What those reads must show, for the requirement's statement. */
function promiseOf(plan: Plan): string {
  if (plan.kind === 'bodiless') return `${plan.list.id} holds what it added`;
  if (plan.kind === 'revision')
    return `the revision it answered is the current content (${plan.readers.map((r) => r.id).join(' or ')})`;
  return `${[...readsOf(plan).map((r) => r.id), 'every list holding the object'].join(' and ')} show it as answered, and its answer and they show the fields it sent as sent`;
}

/**
 * Reads what the write will change, as a client does before it writes: a server caching its answers then holds
 * the state from before the write, and a cache the write does not invalidate shows in the reads after it.
 */
async function readBefore(s: Session, spec: ApiSpec, op: Operation, plan: Plan, params: Params): Promise<JsonObject> {
  if (plan.kind === 'bodiless') {
    await allItems(s, plan.list, params);
    return {};
  }
  const readers = readsOf(plan);
  let before: JsonObject = {};
  for (const reader of readers.filter((r) => r.pathParams.every((name) => params[name] !== undefined)))
    before = objectOf((await s.callRaw(reader, { params })).json) ?? {};
  if (plan.kind === 'object')
    for (const list of containingLists(spec, op, params)) await allItems(s, list, params, filterFor(list, before));
  return before;
}

/**
 * A PATCH of an object no check can make fresh (the organization, a member) whose base body sends no field (`{}`)
 * would judge nothing: it changes one field for real, and the check changes it back. The field is the first optional
 * free text (the organization's `title`); else the first optional enumeration (a member's `role`), and then the check
 * runs alone (`alone`: exclusive, or in a tenant of its own), for an enumeration decides what the object may do or
 * is, which other checks read meanwhile without a lock on it.
 */
interface RealChange {
  field: WritableField;
  alone: boolean;
}

function realChangeOf(spec: ApiSpec, toolkit: Toolkit, op: Operation): RealChange | undefined {
  if (op.method !== 'patch' || op.body === undefined || toolkit.setup(op.id)?.body !== undefined) return undefined;
  if (Object.keys(minimalBody(spec, op.body)).length > 0) return undefined;
  const optional = writableFields(spec, op).filter((field) => !field.required);
  const text = optional.find(({ kind }) => kind.kind === 'string' && kind.pattern === undefined && !kind.uri);
  if (text !== undefined) return { field: text, alone: false };
  const choice = optional.find(({ kind }) => kind.kind === 'enum');
  return choice === undefined ? undefined : { field: choice, alone: true };
}

/** The body that makes the change, and the one that changes it back; none when the object shows no value to change. */
function realChangeBodies(change: RealChange, before: JsonObject, salt: number) {
  const { name } = change.field;
  if (typeof before[name] !== 'string') return undefined;
  const value = otherValue(change.field, before[name], salt);
  return value === undefined ? undefined : { change: { [name]: value }, back: { [name]: before[name] } };
}

/** Drawn values for a create's optional plain fields: the seed picks the values, never which fields are sent. */
interface Extra {
  salt: number;
  patterns: Record<string, string | null>;
}

/**
 * The body of the write: the valid base body, and for a create (a new object: nothing shared is changed) every
 * optional plain field at once, so that fields sent together are judged together on every seed. The base is the
 * one the operation's setup gives for each of those fields (a space's `visibility` needs a parent collection).
 */
async function bodyOf(
  s: Session,
  op: Operation,
  params: Params,
  fields: WritableField[],
  extra: Extra,
): Promise<JsonObject | undefined> {
  const base = await s.baseBody(op, params);
  if (base === undefined || !op.successStatuses.includes(201)) return base;
  const unsettable = s.env.toolkit.setup(op.id)?.unsettable ?? {};
  const added = fields.filter((f) => !f.required && !(f.name in base));
  const body = { ...base };
  for (const field of added) Object.assign(body, await s.baseBody(op, params, field.name));
  for (const field of added) {
    const value = extra.patterns[field.name] ?? otherValue(field, undefined, extra.salt, unsettable[field.name]);
    if (value !== undefined && value !== null) body[field.name] = value;
  }
  return body;
}

async function examine(
  spec: ApiSpec,
  op: Operation,
  plan: Plan,
  realChange: RealChange | undefined,
  extra: Extra,
  s: Session,
  f: Findings,
): Promise<void> {
  if (op.body !== undefined && requiredOf(spec.document, op.body).includes('organization'))
    throw new NotApplicable(
      `${op.id} moves the object to another organization the admin administers; the fixtures name none`,
    );
  const params = await s.paramsFor(op, 'fresh');
  await s.establish(op, params);
  const fields = writableFields(spec, op);
  const base = await bodyOf(s, op, params, fields, extra);
  const before = await readBefore(s, spec, op, plan, params);
  const change =
    plan.kind === 'object' && realChange !== undefined ? realChangeBodies(realChange, before, extra.salt) : undefined;
  const body = change === undefined ? base : { ...base, ...change.change };
  const written = await s.callRaw(op, { params, ...(body !== undefined ? { body } : {}) });
  if (!is2xx(written)) throw new SetupFailed(`${op.id} refused a valid request: ${answer(written)}`);
  if (plan.kind === 'object') {
    try {
      return await readObject(s, spec, op, plan.reader, params, body, written, f);
    } finally {
      if (change !== undefined) await s.callRaw(op, { params, body: change.back });
    }
  }
  if (plan.kind === 'revision') return readRevision(s, op, plan.readers, params, written, f);
  const ids = addedIds(params, body, plan.idParam);
  if (ids.length === 0) return;
  const items = await allItems(s, plan.list, params);
  const missing = ids.filter((added) => !items.some((item) => idsOf(item).includes(added)));
  f.require(
    rywId(op),
    missing.length === 0,
    () => `${op.id} answered ${written.status}; right after, ${plan.list.id} does not hold ${missing.join(', ')}`,
  );
}

/**
 * Held by the checks of writes that answer a revision: their change requests share the run's change request
 * space, and each reads that space's content before and after its write. One such check reading between another's
 * write and its read-back would take the first read after that write, which a cache serving one stale read hides.
 */
const CONTENT_READS = 'read-your-writes:content';

function readYourWritesOf(spec: ApiSpec, toolkit: Toolkit, op: Operation): Built {
  const plan = planOf(spec, op);
  if (plan === undefined) return { requirements: [], checks: [] };
  const requirement = about(op, {
    id: rywId(op),
    level: 'MUST',
    source: currentRepresentation,
    section,
    category: 'state',
    statement: `right after ${op.id} answers, ${promiseOf(plan)}`,
  });
  const reads = readsOf(plan);
  const realChange = plan.kind === 'object' ? realChangeOf(spec, toolkit, op) : undefined;
  const check = propertyCheck({
    name: `read your writes ${op.id}`,
    covers: [requirement.id],
    feeds: [op, ...reads].flatMap(passiveIds),
    locks: [...mutationLocks(toolkit, op), ...(plan.kind === 'revision' ? [CONTENT_READS] : [])],
    ...(realChange?.alone === true ? { exclusive: true } : {}),
    example: {
      arbitrary: fc.record({
        salt: fc.nat(),
        patterns: patternValues(writableFields(spec, op)).map(([first]) => first),
      }),
      numRuns: 1,
      examine: (extra, s, findings) => examine(spec, op, plan, realChange, extra, s, findings),
    },
  });
  return { requirements: [requirement], checks: [check] };
}

const isWrite = (op: Operation): boolean => op.method === 'post' || op.method === 'put' || op.method === 'patch';

/** Whether this module judges RYW of `op` (the responses module then needs no probe of its own for it). */
export const readYourWritesApplies = (spec: ApiSpec, toolkit: Toolkit, op: Operation): boolean =>
  isWrite(op) && !patchSemanticsApplies(spec, toolkit, op) && planOf(spec, op) !== undefined;

export const readYourWritesModule: SuiteModule = {
  name: 'read your writes',
  file: moduleFile(import.meta.url),
  build(spec, toolkit) {
    return joinBuilt(
      spec.operations
        .filter((op) => readYourWritesApplies(spec, toolkit, op))
        .map((op) => readYourWritesOf(spec, toolkit, op)),
    );
  },
};
