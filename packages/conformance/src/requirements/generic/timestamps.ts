/**
 * Timestamps that tell the truth (spec schema Timestamp; which field is set by what: src/contract/timestamp-fields.ts). For every
 * schema with a create, a GET and a PATCH or PUT (TIME-<schema>): `createdAt` lies in the create's clock window and
 * never changes, `updatedAt` starts there and moves into the window of every effective write, and on nothing else —
 * reads, a refused write, a PATCH `{}`. For a timestamp an `x-set-by` operation sets (TIME-<schema>.<field>): it is
 * absent until that operation and then lies in its window. With the test clock the check moves it on between steps,
 * so a moved `updatedAt` is strictly later; without it the windows come from the answers' `Date` headers and a write
 * within the same second as the one before may leave `updatedAt` equal (time-window.ts). The contract names these
 * fields and not what sets them, so both are SHOULD (docs/behaviour.md#timestamps); a timestamp whose setting the
 * contract states (the ping's `lastSeenAt`) is a MUST.
 */
import { SetupFailed } from '../../engine/errors.js';
import { moduleFile, joinBuilt, type Built, type SuiteModule } from '../../engine/module.js';
import type { Findings } from '../../engine/property.js';
import { propertyCheck } from '../../engine/property-check.js';
import { behaviour, contract } from '../../engine/sources.js';
import type { Session } from '../../engine/session.js';
import type { JsonObject, Params, Toolkit } from '../../engine/session-registry.js';
import type { Requirement, Source } from '../../engine/types.js';
import { invalidFields, type InvalidField } from '../../contract/invalid.js';
import type { ApiSpec, Operation } from '../../contract/operations.js';
import { requiredOf } from '../../contract/schema-walk.js';
import {
  lifecycles,
  timestampFields,
  type Lifecycle,
  type Setter,
  type TimestampField,
} from '../../contract/timestamp-fields.js';
import { otherValue, same, writableFields } from '../../contract/writable.js';
import { about, answer, exampleOnce, idsOf, is2xx } from '../entries-and-answers.js';
import { allItems } from './field-io.js';
import { mutationLocks, passiveIds } from './locks-and-params.js';
import { before, notAfter, shown, Times, within, type Window } from './time-window.js';

export const timeId = (schema: string): string => `TIME-${schema}`;
export const setById = (schema: string, field: string): string => `TIME-${schema}.${field}`;

const section = 'Endpoints › Conventions';
/** What sets each timestamp and what does not: the reference's rule (x-set-by), the contract only names the fields. */
const timestampRule = behaviour('timestamps');
/** Timestamps an operation elsewhere sets whose setting the contract states (`<schema>.<field>`). */
const setElsewhere: Record<string, Source> = {
  'Member.lastSeenAt': contract('Endpoints › Organization members', "POST ping updates the member's last-seen time."),
};

const objectOf = (json: unknown): JsonObject =>
  typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as JsonObject) : {};

const absent = (value: unknown): boolean => value === undefined || value === null;

/**
 * The path parameters that address the object an answer shows (its id, or its slug for a `{…Slug}`): the GET's own
 * last one, or, for an object read in its list, that of its write or delete.
 */
function readParams(life: Lifecycle, listed: boolean, params: Params, object: JsonObject): Params {
  const own = (listed ? (life.update ?? life.remove)?.pathParams.at(-1) : life.read.pathParams.at(-1)) ?? '';
  const slug = object['slug'];
  const id = own.endsWith('Slug') && typeof slug === 'string' ? slug : idsOf(object)[0];
  if (id === undefined) throw new SetupFailed(`${life.read.id}: the new object has no id`);
  return { ...params, [own]: id };
}

/** A body that really changes the object: the update's base body with one writable field set to another value. */
async function effectiveBody(s: Session, update: Operation, params: Params, now: JsonObject): Promise<JsonObject> {
  const body = (await s.baseBody(update, params)) ?? {};
  // A free string first: an enumeration's other value may be a state of its own (a space's editMode `locked`).
  const fields = writableFields(s.spec, update);
  const field =
    fields.find((f) => f.kind.kind === 'string' && f.kind.pattern === undefined) ??
    fields.find((f) => f.kind.kind !== 'string');
  const value = field === undefined ? undefined : otherValue(field, now[field.name], now[field.name] === 'a' ? 1 : 0);
  return field === undefined || value === undefined ? body : { ...body, [field.name]: value };
}

interface Plan {
  life: Lifecycle;
  tracked: TimestampField[];
  /** Timestamps set by operations on the object's own path, judged in the same example. */
  setters: { field: string; setter: Setter }[];
  /** Timestamps set elsewhere that no operation on this object's path sets (a change request reply's `editedAt`). */
  unset: string[];
  invalid?: InvalidField;
  emptyPatch: boolean;
}

/** One lifecycle under way: what it judges with, where its object is read, and the timestamps it showed last. */
interface Walk {
  plan: Plan;
  s: Session;
  f: Findings;
  times: Times;
  /** The requirement of the tracked timestamps (TIME-<schema>). */
  id: string;
  created: string[];
  written: string[];
  /** The create's path parameters, and those that address the new object. */
  params: Params;
  at: Params;
  listed: boolean;
  state: JsonObject;
}

/** The created and written timestamps `object` shows lie in window `w`, and none created is after one written. */
function inWindow(walk: Walk, what: string, object: JsonObject, names: string[], w: Window): void {
  const { f, id, created, written } = walk;
  for (const name of names.filter((n) => !absent(object[n])))
    f.require(
      id,
      within(object[name], w),
      () => `${what} shows ${name} ${JSON.stringify(object[name])}, outside its clock window ${shown(w)}`,
    );
  for (const c of created)
    for (const u of written)
      if (!absent(object[c]) && !absent(object[u]))
        f.require(
          id,
          notAfter(object[c], object[u]),
          () => `${what} shows ${c} ${String(object[c])} after ${u} ${String(object[u])}`,
        );
}

/** The tracked timestamps of `object` are those of the walk's state. */
function unmoved(walk: Walk, what: string, object: JsonObject): void {
  const { state } = walk;
  for (const name of walk.plan.tracked.map((t) => t.name).filter((n) => n in state || n in object))
    walk.f.require(
      walk.id,
      same(object[name], state[name]),
      () => `${what} shows ${name} ${JSON.stringify(object[name])} where it was ${JSON.stringify(state[name])}`,
    );
}

/** `object` shows none of `fields`, which nothing has set yet. */
function unsetYet(walk: Walk, what: string, object: JsonObject, fields: string[]): void {
  for (const field of fields)
    walk.f.require(
      setById(walk.plan.life.schema, field),
      absent(object[field]),
      () => `${what} shows ${field} ${JSON.stringify(object[field])} before anything set it`,
    );
}

/** The object as its GET shows it now (found in its list, for an object read there). */
async function readObject({ plan: { life }, s, params, at, listed, state }: Walk): Promise<JsonObject> {
  if (listed) {
    const item = (await allItems(s, life.read, params)).find((i) => idsOf(i)[0] === idsOf(state)[0]);
    if (item === undefined) throw new SetupFailed(`${life.read.id} does not hold the new object`);
    return objectOf(item);
  }
  const got = await s.callRaw(life.read, { params: at });
  if (got.status !== 200) throw new SetupFailed(`${life.read.id} of the new object: ${answer(got)}`);
  return objectOf(got.json);
}

/** Creates the object and judges the create's answer: its timestamps in the create's window, none set yet. */
async function startWalk(plan: Plan, s: Session, f: Findings): Promise<Walk> {
  const { life, tracked } = plan;
  const times = new Times(s, s.env.capabilities.has('clock'));
  const params = await s.paramsFor(life.create, 'fresh');
  const from = await times.mark();
  const made = await s.mustRaw(life.create, { params, body: (await s.baseBody(life.create, params)) ?? {} });
  const window = await times.since(from);
  const state = objectOf(made.json);
  const listed = s.spec.isList(life.read);
  const walk: Walk = {
    plan,
    s,
    f,
    times,
    id: timeId(life.schema),
    created: tracked.filter((t) => t.setBy.role === 'create').map((t) => t.name),
    written: tracked.filter((t) => t.setBy.role === 'write').map((t) => t.name),
    params,
    at: readParams(life, listed, params, state),
    listed,
    state,
  };
  const what = `${life.create.id}'s answer`;
  inWindow(walk, what, state, [...walk.created, ...walk.written], window);
  unsetYet(walk, what, state, [...plan.setters.map((x) => x.field), ...plan.unset]);
  return walk;
}

/** Writes that must move nothing: a refused one (an invalid value) and a PATCH `{}`. */
async function judgeIdleWrites(walk: Walk, update: Operation): Promise<void> {
  const { plan, s, at } = walk;
  const reader = plan.life.read.id;
  await walk.times.step();
  if (plan.invalid !== undefined) {
    const { name, value, why } = plan.invalid;
    const body = { ...((await s.baseBody(update, at)) ?? {}), [name]: value };
    const refused = await s.callRaw(update, { params: at, body });
    if (is2xx(refused))
      walk.state = objectOf(refused.json); // accepted: LIM-/ENUM- judge that, not this
    else
      unmoved(walk, `after ${update.id} refused ${name} ${why} (${refused.status}), ${reader}`, await readObject(walk));
  }
  if (plan.emptyPatch) {
    const empty = await s.callRaw(update, { params: at, body: {} });
    if (is2xx(empty)) {
      unmoved(walk, `${update.id} {}'s answer`, objectOf(empty.json));
      unmoved(walk, `after ${update.id} {}, ${reader}`, await readObject(walk));
    }
  }
}

/** An operation on the object's path that sets `field`: its answer (where it shows the object) and the GET after. */
async function judgeSetter(walk: Walk, field: string, setter: Setter): Promise<void> {
  const { plan, s, at, times } = walk;
  await times.step();
  const from = await times.mark();
  const body = { ...((await s.baseBody(setter.operation, at)) ?? {}), ...setter.body };
  const set = await s.mustRaw(setter.operation, { params: at, body });
  const window = await times.since(from);
  const answered = objectOf(set.json);
  const now = await readObject(walk);
  // The answer is judged where it shows the object (it has the field); the GET always.
  const shows = field in answered ? [[`${setter.operation.id}'s answer`, answered] as const] : [];
  for (const [what, object] of [...shows, [`${plan.life.read.id} after it`, now] as const])
    walk.f.require(
      setById(plan.life.schema, field),
      within(object[field], window),
      () => `${what} shows ${field} ${JSON.stringify(object[field])}; ${setter.operation.id} ran in ${shown(window)}`,
    );
  walk.state = { ...walk.state, ...Object.fromEntries(plan.tracked.map((t) => [t.name, now[t.name]])) };
}

/** A write that changes the object: created timestamps kept, written ones in its window (and later, on the clock). */
async function judgeEffectiveWrite(walk: Walk, update: Operation): Promise<void> {
  const { s, f, id, at, times, state } = walk;
  await times.step();
  const from = await times.mark();
  const body = await effectiveBody(s, update, at, state);
  const changed = await s.callRaw(update, { params: at, body });
  if (!is2xx(changed)) throw new SetupFailed(`${update.id} refused a valid change: ${answer(changed)}`);
  const window = await times.since(from);
  const answered = objectOf(changed.json);
  const what = `${update.id} ${JSON.stringify(body)}'s answer`;
  for (const name of walk.created.filter((n) => n in answered || n in state))
    f.require(
      id,
      same(answered[name], state[name]),
      () => `${what} shows ${name} ${JSON.stringify(answered[name])} where it was ${JSON.stringify(state[name])}`,
    );
  inWindow(walk, what, answered, walk.written, window);
  if (times.clock)
    for (const name of walk.written.filter((n) => !absent(answered[n]) && !absent(state[n])))
      f.require(
        id,
        before(state[name], answered[name]),
        () => `${what} shows ${name} ${String(answered[name])}, not later than ${String(state[name])} before it`,
      );
  walk.state = answered;
  unmoved(walk, `${walk.plan.life.read.id} right after ${update.id}`, await readObject(walk));
}

/** A delete that sets `field`: the object, where the target still serves it, shows it in the delete's window. */
async function judgeDeletingSetter(walk: Walk, field: string, setter: Setter): Promise<void> {
  const { plan, s, at, times } = walk;
  await times.step();
  const from = await times.mark();
  await s.mustRaw(setter.operation, { params: at });
  const window = await times.since(from);
  // A deleted object the target no longer serves shows nothing to judge (the reference answers 404: docs/behaviour.md#spaces).
  const got = await s.callRaw(plan.life.read, { params: at });
  if (got.status === 200)
    walk.f.require(
      setById(plan.life.schema, field),
      within(objectOf(got.json)[field], window),
      () =>
        `${plan.life.read.id} of the deleted object shows ${field} ${JSON.stringify(objectOf(got.json)[field])}; ${setter.operation.id} ran in ${shown(window)}`,
    );
}

/** The lifecycle of one object, judged step by step against the timestamps it shows. */
async function examine(plan: Plan, s: Session, f: Findings): Promise<void> {
  const { life } = plan;
  const walk = await startWalk(plan, s, f);
  const fresh = await readObject(walk);
  unmoved(walk, `${life.read.id} right after`, fresh);
  unsetYet(walk, `${life.read.id} right after`, fresh, plan.unset);
  const update = life.update;
  if (update !== undefined) await judgeIdleWrites(walk, update);
  for (const { field, setter } of plan.setters.filter(({ setter }) => setter.operation.method !== 'delete'))
    await judgeSetter(walk, field, setter);
  if (update !== undefined) await judgeEffectiveWrite(walk, update);
  for (const { field, setter } of plan.setters.filter(({ setter }) => setter.operation.method === 'delete'))
    await judgeDeletingSetter(walk, field, setter);
}

/** The timestamps an operation on the object's own path sets, one setter each (the first the spec names there). */
const settersOn = (fields: TimestampField[], life: Lifecycle): Plan['setters'] =>
  fields.flatMap((t) =>
    t.setBy.role !== 'operations'
      ? []
      : t.setBy.setters
          .filter((x) => x.operation.path === life.read.path)
          .slice(0, 1)
          .map((setter) => ({ field: t.name, setter })),
  );

/** The plan of each place a schema is made: the timestamps it tracks, sets, never sets, and the writes it tries. */
function plansOf(spec: ApiSpec, lives: Lifecycle[], invalid: Map<string, InvalidField[]>): Plan[] {
  const fields = timestampFields(spec, lives[0]?.schema ?? '');
  const tracked = fields.filter((t) => t.setBy.role !== 'operations');
  const setBy = fields.filter((t) => t.setBy.role === 'operations').map((t) => t.name);
  const setSomewhere = setBy.filter((name) =>
    lives.some((life) => settersOn(fields, life).some((x) => x.field === name)),
  );
  return lives.map((life) => ({
    life,
    tracked,
    setters: settersOn(fields, life),
    unset: setSomewhere.filter((name) => !settersOn(fields, life).some((x) => x.field === name)),
    emptyPatch:
      life.update?.method === 'patch' &&
      (life.update.body === undefined || requiredOf(spec.document, life.update.body).length === 0),
    ...(life.update !== undefined && invalid.get(life.update.id)?.[0] !== undefined
      ? { invalid: invalid.get(life.update.id)?.[0] }
      : {}),
  }));
}

/** TIME-<schema>: the created and written timestamps of every place the schema is made, in their windows. */
function trackedRequirement(schema: string, tracked: TimestampField[], plans: Plan[]): Requirement {
  const lives = plans.map((p) => p.life);
  const created = tracked.filter((t) => t.setBy.role === 'create').map((t) => t.name);
  const written = tracked.filter((t) => t.setBy.role === 'write').map((t) => t.name);
  const updates = plans.flatMap((p) => (p.life.update !== undefined ? [p.life.update.id] : []));
  const makes = lives.map((l) => l.create.id).join(', ');
  const promises = [
    ...(created.length > 0 ? [`${created.join(', ')} in the window of ${makes} and never changed after`] : []),
    ...(written.length > 0
      ? [
          `${written.join(', ')} in the window of ${makes}${updates.length > 0 ? ` and of every effective ${updates.join(', ')}` : ''}, moved by nothing else (reads, a refused write${plans.some((p) => p.emptyPatch) ? ', an empty PATCH' : ''})`,
        ]
      : []),
  ];
  const order = created.length > 0 && written.length > 0 ? `, and ${created[0]} is never after ${written[0]}` : '';
  const opsOf = (life: Lifecycle) => [
    life.create.id,
    life.read.id,
    ...(life.update !== undefined ? [life.update.id] : []),
  ];
  // About its GET, where the timestamps are read (a create beyond the contract would make it a SHOULD).
  return about((lives[0] as Lifecycle).read, {
    id: timeId(schema),
    // The contract names the timestamps, not what sets them: the rule is docs/behaviour.md#timestamps.
    level: 'SHOULD',
    source: timestampRule,
    section,
    category: 'state',
    operations: [...new Set(lives.flatMap(opsOf))],
    reads: tracked.map((t) => t.name),
    statement: `${schema}'s timestamps lie in the clock window of the request that set them: ${promises.join('; ')}${order}`,
  });
}

/** TIME-<schema>.<field>: absent on a new object, then in the window of the operation on its path that sets it. */
function setterRequirement(schema: string, field: string, plans: Plan[]): Requirement {
  const sets = plans.flatMap((p) => p.setters.filter((x) => x.field === field).map((x) => ({ ...x, life: p.life })));
  const { setter } = sets[0] as (typeof sets)[number];
  // Made where nothing on its path sets it, the object never shows it.
  const never = plans.filter((p) => p.unset.includes(field)).map((p) => p.life);
  const by = sets.map((x) => x.setter.operation.id).join(', ');
  return about(setter.operation, {
    id: setById(schema, field),
    level: 'SHOULD',
    source: timestampRule,
    section,
    category: 'state',
    operations: [
      ...new Set([
        ...sets.flatMap((x) => [x.life.create.id, x.life.read.id, x.setter.operation.id]),
        ...never.flatMap((l) => [l.create.id, l.read.id]),
      ]),
    ],
    reads: [field],
    judges: Object.keys(setter.body),
    statement: `${schema}.${field} is absent on a new object and, after ${by}${Object.keys(setter.body).length > 0 ? ` with ${JSON.stringify(setter.body)}` : ''}, lies in its clock window wherever the object is still served${never.length > 0 ? `; ${never.map((l) => l.create.id).join(', ')} make objects nothing sets it on, which never show it` : ''}`,
  });
}

/**
 * The timestamps of one schema, judged on every place it is made (a comment of a space and of a change request): one
 * requirement per rule over all of them, one check that lives each lifecycle in turn.
 */
function lifecyclesOf(
  spec: ApiSpec,
  toolkit: Toolkit,
  lives: Lifecycle[],
  invalid: Map<string, InvalidField[]>,
): Built {
  const schema = lives[0]?.schema ?? '';
  const plans = plansOf(spec, lives, invalid);
  const tracked = plans[0]?.tracked ?? [];
  const judged = tracked.length > 0 ? plans : [];
  const setters = [...new Set(plans.flatMap((p) => p.setters.map((x) => x.field)))];
  if (judged.length + setters.length === 0) return { requirements: [], checks: [] };
  const requirements: Requirement[] = [
    ...(judged.length > 0 ? [trackedRequirement(schema, tracked, plans)] : []),
    ...setters.map((field) => setterRequirement(schema, field, plans)),
  ];
  const calls = plans.flatMap((p) => [
    p.life.create,
    p.life.read,
    ...(p.life.update !== undefined ? [p.life.update] : []),
    ...p.setters.map((x) => x.setter.operation),
  ]);
  const check = propertyCheck({
    name: `timestamps ${schema}`,
    covers: requirements.map((r) => r.id),
    feeds: [...new Set(calls.flatMap(passiveIds))],
    locks: [...new Set(lives.flatMap((l) => mutationLocks(toolkit, l.create)))],
    example: exampleOnce(null, async (s, findings) => {
      for (const plan of plans) await examine(plan, s, findings);
    }),
  });
  return { requirements, checks: [check] };
}

/** The latest value of `field` among `items`, for a message. */
const latest = (items: JsonObject[], field: string): unknown =>
  items
    .map((i) => i[field])
    .filter((v) => typeof v === 'string')
    .sort()
    .at(-1);

/**
 * A timestamp an operation elsewhere sets on an object it does not answer (the ping sets the caller's Member
 * `lastSeenAt`): right after it, some object of the schema's list shows the field in its window.
 */
function elsewhereOf(spec: ApiSpec, toolkit: Toolkit, schema: string, field: string, setter: Setter): Built {
  const op = setter.operation;
  const list = spec.operations.find(
    (l) => spec.isList(l) && spec.resourceName(l) === schema && l.pathParams.every((p) => op.pathParams.includes(p)),
  );
  if (list === undefined) return { requirements: [], checks: [] };
  const id = setById(schema, field);
  const source = setElsewhere[`${schema}.${field}`] ?? timestampRule;
  const requirement = about(op, {
    id,
    level: source.kind === 'behaviour' ? 'SHOULD' : 'MUST',
    source,
    section,
    category: 'state',
    operations: [op.id, list.id],
    reads: [field],
    statement: `right after ${op.id}, an item of ${list.id} shows ${field} within the clock window of the request`,
  });
  const check = propertyCheck({
    name: `timestamps ${schema}.${field}`,
    covers: [id],
    feeds: [op, list].flatMap(passiveIds),
    locks: mutationLocks(toolkit, op),
    example: exampleOnce(null, async (s, f) => {
      const times = new Times(s, s.env.capabilities.has('clock'));
      const params = await s.paramsFor(op, 'shared');
      await times.step();
      const from = await times.mark();
      await s.mustRaw(op, { params, body: { ...((await s.baseBody(op, params)) ?? {}), ...setter.body } });
      const items = (await allItems(s, list, params)).map(objectOf);
      const window = await times.since(from);
      f.require(
        id,
        items.some((item) => within(item[field], window)),
        () =>
          `${op.id} ran in ${shown(window)}; no item of ${list.id} shows ${field} in it (latest: ${JSON.stringify(latest(items, field))})`,
      );
    }),
  });
  return { requirements: [requirement], checks: [check] };
}

/** Timestamps set by an operation that does not answer their object (no lifecycle of theirs covers them). */
function setElsewhereOf(spec: ApiSpec, toolkit: Toolkit, lives: Lifecycle[]): Built[] {
  const schemas = Object.keys(spec.document.components?.schemas ?? {});
  const parts: Built[] = [];
  for (const schema of schemas)
    for (const field of timestampFields(spec, schema)) {
      if (field.setBy.role !== 'operations') continue;
      const own = lives.filter((l) => l.schema === schema).map((l) => l.read.path);
      const setter = field.setBy.setters[0];
      if (setter === undefined || field.setBy.setters.some((x) => own.includes(x.operation.path))) continue;
      parts.push(elsewhereOf(spec, toolkit, schema, field.name, setter));
    }
  return parts;
}

export const timestampsModule: SuiteModule = {
  name: 'timestamps',
  file: moduleFile(import.meta.url),
  build(spec, toolkit) {
    const invalid = invalidFields(spec);
    const lives = lifecycles(spec);
    const schemasMade = [...new Set(lives.map((life) => life.schema))];
    const parts = schemasMade.map((schema) =>
      lifecyclesOf(
        spec,
        toolkit,
        lives.filter((life) => life.schema === schema),
        invalid,
      ),
    );
    return joinBuilt([...parts, ...setElsewhereOf(spec, toolkit, lives)]);
  },
};
