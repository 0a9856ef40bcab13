/**
 * One object, one representation (SAME-<Schema>, SHOULD, docs/behaviour.md#one-object-one-representation): every
 * answer that carries an object shows it as the object's GET does at that moment — each list that holds it, the
 * answer of its create, and the answer of every write of it (its PATCH or PUT, its actions: a move, a publish, a
 * duplicate's new object), each read against a GET sent right after. Compared field by field, on the fields both
 * show (a field one of them leaves out is RSP-FIELDS'). Per schema one check, on an object of its own at each GET
 * that reads one (a comment of a space, of a change request); a schema no GET reads (a site section) is read in the
 * list that holds it instead, by id. For list-blind-spots, the GET and the answers compared
 * with it read a field where any of them does (`mirrors`): agreeing with a value nothing judges proves nothing.
 */
import { derivedOf, refersOf } from '@docs-api/spec';
import type { Check } from '../../engine/check.js';
import { moduleFile, type Built, type SuiteModule } from '../../engine/module.js';
import type { Findings } from '../../engine/property.js';
import { NotApplicable } from '../../engine/errors.js';
import { propertyCheck } from '../../engine/property-check.js';
import type { Session } from '../../engine/session.js';
import { behaviour } from '../../engine/sources.js';
import type { Params, Toolkit } from '../../engine/session-registry.js';
import type { Exchange, Requirement } from '../../engine/types.js';
import { effectOfOperation } from '../../contract/effect-annotations.js';
import type { ApiSpec, Operation } from '../../contract/operations.js';
import { propertiesOf, resolve, type Schema } from '../../contract/schema-walk.js';
import { creates } from '../../contract/timestamp-fields.js';
import { containingLists, same } from '../../contract/writable.js';
import { about, answer, exampleOnce, idsOf, is2xx } from '../entries-and-answers.js';
import { allItems } from './field-io.js';
import { feedsAndLocks } from './locks-and-params.js';

export const sameId = (schema: string): string => `SAME-${schema}`;

/** What one check compares for one object: its GET, the writes of it, and the creates of the lists that hold it. */
interface Plan {
  schema: string;
  get: Operation;
  writes: Operation[];
  lists: Operation[];
  /** Fields that move on their own (processing, derivation), which a later read may show otherwise. */
  moving: Set<string>;
  /** No GET reads one object of the schema (a site section): `get` is the list that holds them, read by id. */
  byList?: true;
}

/**
 * The lists that hold objects of the kind, each path parameter filled by the GET's own or by a field of the object
 * of the same name without `Id` (`organizationId` from `organization`); those on the object's own path first, as
 * containingLists does.
 */
function listsFor(spec: ApiSpec, get: Operation): Operation[] {
  const schema = get.responseSchemas.get(get.successStatuses[0] ?? 200);
  const fields = new Set(schema === undefined ? [] : Object.keys(propertiesOf(spec.document, schema)));
  const placed = placings(spec, spec.resourceName(get) ?? '');
  const fillable = (name: string) =>
    get.pathParams.includes(name) || fields.has(name.replace(/Id$/, '')) || placed.has(name);
  const names = new Set(spec.operations.flatMap((op) => op.pathParams).filter(fillable));
  return containingLists(spec, get, Object.fromEntries([...names].map((name) => [name, name])));
}

/** A create of the schema that places its object where a path parameter says, by a body field (`x-refers`). */
interface Placing {
  create: Operation;
  read: Operation;
  field: string;
}

/**
 * Per path parameter, the create of the schema whose body names such an object by `x-refers` (a space's `parent`
 * for `collectionId`): a list at that parameter holds an object made with it.
 */
function placings(spec: ApiSpec, schema: string): Map<string, Placing> {
  const found = new Map<string, Placing>();
  for (const { create, read } of creates(spec).filter((c) => c.schema === schema && c.create.body !== undefined))
    for (const [field, property] of Object.entries(propertiesOf(spec.document, create.body as Schema))) {
      const meaning = refersOf(resolve(spec.document, property) as never);
      if (meaning !== undefined && !found.has(meaning.param)) found.set(meaning.param, { create, read, field });
    }
  return found;
}

/** The writes that answer the object itself (or, a duplicate, a new one of its kind) on its path or below it. */
function writesOf(spec: ApiSpec, get: Operation, schema: string): Operation[] {
  return spec.operations.filter(
    (op) =>
      ['patch', 'put', 'post'].includes(op.method) &&
      spec.resourceName(op) === schema &&
      (op.path === get.path || op.path.startsWith(`${get.path}/`)) &&
      op.pathParams.every((name) => get.pathParams.includes(name)) &&
      op.requires === undefined &&
      effectOfOperation(spec, op)?.kind !== 'transfer',
  );
}

/** Every GET of one object (a path that ends in its id) that has writes or lists to compare, grouped by schema. */
function plans(spec: ApiSpec): Plan[][] {
  const bySchema = new Map<string, Plan[]>();
  for (const get of spec.operations) {
    const schema = spec.resourceName(get);
    if (get.method !== 'get' || spec.isList(get) || schema === undefined) continue;
    if (!/\{[^}]+\}$/.test(get.path)) continue;
    const writes = writesOf(spec, get, schema);
    const lists = listsFor(spec, get);
    if (writes.length + lists.length === 0) continue;
    bySchema.set(schema, [
      ...(bySchema.get(schema) ?? []),
      { schema, get, writes, lists, moving: processed(spec, get.responseSchemas.get(get.successStatuses[0] ?? 200)) },
    ]);
  }
  const withGet = new Set(bySchema.keys());
  for (const list of spec.operations.filter((op) => spec.isList(op))) {
    const schema = spec.resourceName(list);
    if (schema === undefined || withGet.has(schema)) continue;
    const create = createAt(spec, list, schema);
    const writes = spec.operations.filter(
      (op) =>
        ['patch', 'put', 'post'].includes(op.method) &&
        spec.resourceName(op) === schema &&
        (op === create || op.path.startsWith(`${list.path}/`)) &&
        op.requires === undefined,
    );
    if (writes.length === 0) continue;
    const moving = processed(spec, { $ref: `#/components/schemas/${schema}` });
    bySchema.set(schema, [
      ...(bySchema.get(schema) ?? []),
      { schema, get: list, writes, lists: [], moving, byList: true },
    ]);
  }
  return [...bySchema.values()];
}

/** Path parameters a list needs that the object shows as a field of the same name without `Id` (`organization`). */
function fromFields(list: Operation, params: Params, object: Record<string, unknown>): Params | undefined {
  const filled: Params = { ...params };
  for (const name of list.pathParams) {
    if (filled[name] !== undefined) continue;
    const value = object[name.replace(/Id$/, '')];
    if (typeof value !== 'string') return undefined;
    filled[name] = value;
  }
  return filled;
}

/** The fields both show with different values, but those the server's processing sets on its own (`x-set-by`). */
function differences(shown: unknown, read: unknown, moving: Set<string>): string[] {
  const a = (shown ?? {}) as Record<string, unknown>;
  const b = (read ?? {}) as Record<string, unknown>;
  return Object.keys(a).filter((key) => key in b && !moving.has(key) && !same(a[key], b[key]));
}

/**
 * The fields of the GET's answer that move on their own between an answer and the GET after it: those background
 * processing sets (`x-set-by: "process"`) and those derived from other objects (`x-derived`: a member's `spaces` as
 * other checks make spaces), which DERIVED-<Schema>.<field> judges in every answer against their source.
 */
function processed(spec: ApiSpec, schema: Schema | undefined): Set<string> {
  const properties = schema === undefined ? {} : propertiesOf(spec.document, schema);
  return new Set(
    Object.entries(properties)
      .filter(([, property]) => {
        const annotated = property as Record<string, unknown>;
        return annotated['x-set-by'] === 'process' || derivedOf(annotated as never) !== undefined;
      })
      .map(([name]) => name),
  );
}

function compare(f: Findings, plan: Plan, where: string, shown: unknown, read: unknown): void {
  const { schema, moving } = plan;
  const differ = differences(shown, read, moving);
  f.require(sameId(schema), differ.length === 0, () => {
    const fields = differ.map(
      (k) =>
        `${k}: ${JSON.stringify((shown as Record<string, unknown>)[k])} vs ${JSON.stringify((read as Record<string, unknown>)[k])}`,
    );
    const reader = plan.byList === true ? plan.get.id : 'its GET';
    return `${where} shows the ${schema} otherwise than ${reader} right after (${fields.join('; ')})`;
  });
}

/**
 * The GET of the object an answer carries, read right after: the object itself (the same id), else the new object a
 * create or a duplicate made, at the path the run's ledger recorded for it (an OpenAPI spec is addressed by slug).
 */
async function readBack(
  s: Session,
  target: { get: Operation; params: Params; object: unknown },
  op: Operation,
  carried: unknown,
): Promise<Exchange | undefined> {
  const id = idsOf(carried)[0];
  if (id !== undefined && id === idsOf(target.object)[0]) return s.callRaw(target.get, { params: target.params });
  const path = s.env.ledger.pathOf(op, target.params, carried);
  return path === undefined ? undefined : s.request('GET', path);
}

/**
 * The object as a list shows it against its GET read right after; a difference is read again twice before it
 * fails, as the run's other checks change shared objects meanwhile (a member's `spaces` as spaces are made).
 */
async function judgeListed(
  s: Session,
  plan: Plan,
  { list, at, params, id }: { list: Operation; at: Params; params: Params; id: string | undefined },
  f: Findings,
): Promise<void> {
  let differing: [unknown, Exchange] | undefined;
  for (let attempt = 0; attempt < 3; attempt++) {
    const item = (await allItems(s, list, at)).find((i) => idsOf(i)[0] === id);
    const now = await s.callRaw(plan.get, { params });
    if (item === undefined || !is2xx(now) || differences(item, now.json, plan.moving).length === 0) return;
    differing = [item, now];
  }
  if (differing !== undefined) compare(f, plan, list.id, differing[0], differing[1].json);
}

/**
 * A list at a parameter the object does not show (a collection's spaces): a new object placed there by the create
 * that names it (`x-refers`), read in the list against its GET.
 */
async function judgePlaced(s: Session, plan: Plan, list: Operation, f: Findings): Promise<void> {
  const param = list.pathParams.find((name) => placings(s.spec, plan.schema).has(name));
  const placing = param === undefined ? undefined : placings(s.spec, plan.schema).get(param);
  if (param === undefined || placing === undefined || placing.read.id !== plan.get.id) return;
  const at = await s.paramsFor(list, 'fresh');
  const params = await s.paramsFor(placing.create, 'shared');
  const body = { ...((await s.baseBody(placing.create, params)) ?? {}), [placing.field]: at[param] };
  const made = await s.mustRaw(placing.create, { params, body });
  const id = idsOf(made.json)[0];
  if (id === undefined) return;
  const own = { ...params, [plan.get.pathParams.at(-1) ?? '']: id };
  await judgeListed(s, plan, { list, at, params: own, id }, f);
}

/**
 * An object no GET reads (a site section): each write of one of its own, its answer against the item the list holds
 * right after (read again twice before it fails, as for a GET).
 */
async function examineByList(s: Session, plan: Plan, f: Findings): Promise<void> {
  const list = plan.get;
  for (const write of plan.writes) {
    const params = await s.paramsFor(write, 'own');
    const body = await s.baseBody(write, params);
    const written = await s.callRaw(write, { params, ...(body !== undefined ? { body } : {}) });
    const id = idsOf(written.json)[0];
    if (!is2xx(written) || id === undefined) continue; // refusals are other families' to judge
    const at = Object.fromEntries(list.pathParams.map((name) => [name, params[name] ?? '']));
    let item: unknown;
    for (let attempt = 0; attempt < 3; attempt++) {
      item = (await allItems(s, list, at)).find((i) => idsOf(i)[0] === id);
      if (item !== undefined && differences(written.json, item, plan.moving).length === 0) break;
    }
    if (item === undefined)
      f.require(
        sameId(plan.schema),
        false,
        () => `${write.id} answered ${id}; right after, ${list.id} does not hold it`,
      );
    else compare(f, plan, `the answer of ${write.id}`, written.json, item);
  }
}

async function examine(s: Session, spec: ApiSpec, plan: Plan, f: Findings): Promise<void> {
  if (plan.byList === true) return examineByList(s, plan, f);
  const { schema, get } = plan;
  const params = await s.paramsFor(get, 'own');
  const first = await s.callRaw(get, { params });
  if (!is2xx(first)) return; // the read itself is judged elsewhere
  const object = first.json as Record<string, unknown>;
  for (const list of plan.lists) {
    const at = fromFields(list, params, object);
    if (at === undefined) {
      await judgePlaced(s, plan, list, f);
      continue;
    }
    await judgeListed(s, plan, { list, at, params, id: idsOf(object)[0] }, f);
    const create = createAt(spec, list, schema);
    if (create === undefined) continue;
    const made = await s.callRaw(create, { params: at, body: (await s.baseBody(create, at)) ?? {} });
    const back = is2xx(made) ? await readBack(s, { get, params: at, object }, create, made.json) : undefined;
    if (back !== undefined && is2xx(back)) compare(f, plan, `the answer of ${create.id}`, made.json, back.json);
  }
  for (const create of loneCreates(spec, plan)) {
    const at = await s.paramsFor(create, 'own');
    const made = await s.callRaw(create, { params: at, body: (await s.baseBody(create, at)) ?? {} });
    const id = idsOf(made.json)[0];
    if (!is2xx(made) || id === undefined) continue; // refusals are other families' to judge
    const back = await s.callRaw(get, { params: { ...at, [get.pathParams.at(-1) ?? '']: id } });
    if (is2xx(back)) compare(f, plan, `the answer of ${create.id}`, made.json, back.json);
  }
  for (const write of plan.writes) {
    const body = await s.baseBody(write, params);
    const written = await s
      .callRaw(write, { params, ...(body !== undefined ? { body } : {}) })
      .catch((error: unknown) => {
        // A write the run may not make on this object (one it cannot change back) leaves the others to judge.
        if (error instanceof NotApplicable) return undefined;
        throw error;
      });
    if (written === undefined) continue;
    // A write refused (a move without a place to go) or answering no object is other families' to judge.
    if (!is2xx(written) || idsOf(written.json)[0] === undefined) continue;
    const back = await readBack(s, { get, params, object }, write, written.json);
    if (back === undefined) continue; // a new object the run cannot address (no ledger path)
    if (is2xx(back)) compare(f, plan, `the answer of ${write.id}`, written.json, back.json);
    else f.require(sameId(schema), false, () => `${write.id} answered ${answer(written)}; its GET: ${answer(back)}`);
  }
}

function requirementOf(spec: ApiSpec, plans: Plan[], creates: Operation[]): Requirement {
  const first = plans[0] as Plan;
  if (first.byList === true) {
    const writes = first.writes.map((op) => op.id);
    return about(first.get, {
      id: sameId(first.schema),
      level: 'SHOULD',
      source: behaviour('one-object-one-representation'),
      category: 'responses',
      operations: [first.get.id, ...writes],
      statement: `every answer that carries the ${first.schema} — ${writes.join(', ')} — shows each field as ${first.get.id} (no GET reads one) does right after`,
      mirrors: { [first.get.id]: writes },
    });
  }
  const gets = plans.map((p) => p.get.id);
  const others = [...new Set([...plans.flatMap((p) => [...p.lists, ...p.writes]), ...creates].map((op) => op.id))];
  return about(first.get, {
    id: sameId(first.schema),
    level: 'SHOULD',
    source: behaviour('one-object-one-representation'),
    category: 'responses',
    operations: [...gets, ...others],
    statement: `every answer that carries the ${first.schema} — ${others.join(', ')} — shows each field as its GET (${gets.join(', ')}) does right after`,
    mirrors: Object.fromEntries(
      plans.map((p) => [p.get.id, [...new Set([...p.lists, ...createsOf(spec, p), ...p.writes].map((op) => op.id))]]),
    ),
  });
}

function checkOf(spec: ApiSpec, toolkit: Toolkit, plans: Plan[], creates: Operation[]): Check {
  const ops = [...plans.flatMap((p) => [p.get, ...p.lists, ...p.writes]), ...creates];
  const schema = (plans[0] as Plan).schema;
  return propertyCheck({
    name: `same object ${schema}`,
    covers: [sameId(schema)],
    ...feedsAndLocks(toolkit, ops),
    example: exampleOnce(schema, async (s, f) => {
      for (const plan of plans) await examine(s, spec, plan, f);
    }),
  });
}

/** The create at a list's path that makes the schema: a POST, else a PUT (a team's). */
function createAt(spec: ApiSpec, list: Operation, schema: string): Operation | undefined {
  const create = spec.find('post', list.path) ?? spec.find('put', list.path);
  return create !== undefined && spec.resourceName(create) === schema ? create : undefined;
}

/** The creates of a plan's schema with no list at their path whose object its GET reads (a reply in a space). */
const loneCreates = (spec: ApiSpec, plan: Plan): Operation[] =>
  plan.byList === true
    ? []
    : creates(spec)
        .filter((c) => c.read.id === plan.get.id && spec.find('get', c.create.path) === undefined)
        .map((c) => c.create);

/** The creates of a plan's schema: at the lists that hold it, and those with no list. */
const createsOf = (spec: ApiSpec, plan: Plan): Operation[] => [
  ...plan.lists.flatMap((list) => createAt(spec, list, plan.schema) ?? []),
  ...loneCreates(spec, plan),
];

export const sameObjectModule: SuiteModule = {
  name: 'same-object',
  file: moduleFile(import.meta.url),
  build(spec, toolkit): Built {
    const all = plans(spec).map((group) => ({
      group,
      creates: [...new Set(group.flatMap((plan) => createsOf(spec, plan)))],
    }));
    return {
      requirements: all.map(({ group, creates }) => requirementOf(spec, group, creates)),
      checks: all.map(({ group, creates }) => checkOf(spec, toolkit, group, creates)),
    };
  },
};
