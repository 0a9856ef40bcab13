/**
 * Derived fields (DERIVED-<Schema>.<field>): a counter or value the server computes (a space's `comments`, a team's
 * `members`, a space's `revision`, a comment's `resolvedAt`) equals what the spec's `x-derived` says it derives from,
 * read as a client would (a list counted to its end, another read's field), in every answer that carries the
 * object: its GET, every list that holds it, the answer of its own write and of a create of one. One check per
 * schema, on an object of its own: it judges every answer at first, after a write of the object's own fields (the
 * source does not move, nor may the field) and after each write of a source (an item added to, then deleted from,
 * each counted list that has a create at its path: the field must follow). MUST where the contract's row says what the field is; SHOULD where the
 * meaning is the reference's reading (docs/behaviour.md#derived-fields, #comment-resolution).
 */
import { derivedOf, derivedParamsOf, type Derivation, type DerivedMeaning } from '@docs-api/spec';
import type { Check } from '../../engine/check.js';
import { moduleFile, type Built, type SuiteModule } from '../../engine/module.js';
import type { Findings } from '../../engine/property.js';
import { propertyCheck } from '../../engine/property-check.js';
import type { Session } from '../../engine/session.js';
import { behaviour, contract } from '../../engine/sources.js';
import type { Params, Toolkit } from '../../engine/session-registry.js';
import type { Requirement, Source } from '../../engine/types.js';
import type { ApiSpec, Operation } from '../../contract/operations.js';
import { propertiesOf, resolve, type Schema } from '../../contract/schema-walk.js';
import { containingLists, same } from '../../contract/writable.js';
import { about, exampleOnce, idsOf, is2xx } from '../entries-and-answers.js';
import { adderOf, type Adder } from './counts.js';
import { counterRows } from './counter-rows.js';
import { allItems } from './field-io.js';
import { feedsAndLocks, walkLockOf } from './locks-and-params.js';

export const derivedId = (schema: string, field: string): string => `DERIVED-${schema}.${field}`;

type Json = Record<string, unknown>;

/** One annotated field of a schema. */
interface DerivedField {
  field: string;
  meaning: DerivedMeaning;
}

/** A source list a check writes to: how it adds an item, and the delete that takes it away (if any). */
interface SourceWrite {
  list: Operation;
  adder: Adder;
  remove: Operation | undefined;
}

/** An object a GET answers whose schema has derived fields, with the reads and writes that carry it. */
interface Derived {
  schema: string;
  get: Operation;
  fields: DerivedField[];
  lists: Operation[];
  /** The write of the object's own fields (PATCH, else PUT, at its path). */
  own: Operation | undefined;
  /** The creates of another object of the schema (a POST or PUT at the path of a list that holds it). */
  creates: Operation[];
  sources: SourceWrite[];
}

/** The contract's row of each field whose meaning it states (`<schema>.<field>`); others are the reference's reading. */
const rows: Record<string, Source> = {
  'Space.revision': contract(
    'Resources and their fields › Space',
    '`revision` | string | Required, id of the active revision',
  ),
  ...counterRows,
};
/** The section of docs/behaviour.md of the reference's reading of a field, per schema. */
const readings: Record<string, string> = { Comment: 'comment-resolution', Member: 'derived-fields' };

function sourceOf(
  schema: string,
  field: string,
  meaning: DerivedMeaning,
): { level: 'MUST' | 'SHOULD'; source: Source } {
  const row = rows[`${schema}.${field}`];
  if (meaning.reading !== 'reference' && row !== undefined) return { level: 'MUST', source: row };
  return { level: 'SHOULD', source: behaviour(readings[schema] ?? 'derived-fields') };
}

/** The annotated properties of a component schema (an `x-derived` beside a `$ref` included). */
function fieldsOf(spec: ApiSpec, schema: string): DerivedField[] {
  const node = spec.document.components?.schemas?.[schema] as Schema | undefined;
  if (node === undefined) return [];
  return Object.entries(propertiesOf(spec.document, node)).flatMap(([field, property]) => {
    const meaning = derivedOf(property as never) ?? derivedOf(resolve(spec.document, property) as never);
    return meaning === undefined ? [] : [{ field, meaning }];
  });
}

/** The counted lists of the fields, each with how a check adds to and deletes from it. */
function sourcesOf(spec: ApiSpec, toolkit: Toolkit, fieldList: DerivedField[]): SourceWrite[] {
  const ids = new Set(fieldList.flatMap(({ meaning }) => meaning.from.flatMap((d) => ('count' in d ? [d.count] : []))));
  return [...ids].flatMap((id) => {
    const list = spec.operation(id);
    // A create at the list's path only: a populator fills it with the organization's shared members, whose own
    // counters other checks read meanwhile (a team's members are each a member's `teams`).
    const adder = spec.find('post', list.path) === undefined ? undefined : adderOf(spec, toolkit, list);
    const remove = spec.operations.find(
      (op) =>
        op.method === 'delete' &&
        op.path.startsWith(`${list.path}/{`) &&
        op.pathParams.length === list.pathParams.length + 1,
    );
    return adder === undefined ? [] : [{ list, adder, remove }];
  });
}

/** Every object a GET answers whose schema carries derived fields. */
function derivedObjects(spec: ApiSpec, toolkit: Toolkit): Derived[] {
  return spec.operations.flatMap((get): Derived[] => {
    const schema = spec.resourceName(get);
    if (get.method !== 'get' || spec.isList(get) || schema === undefined) return [];
    const fieldList = fieldsOf(spec, schema);
    if (fieldList.length === 0) return [];
    const lists = containingLists(spec, get, Object.fromEntries(get.pathParams.map((name) => [name, name])));
    const own = [spec.find('patch', get.path), spec.find('put', get.path)].find(
      (op) => op !== undefined && spec.resourceName(op) === schema,
    );
    const creates = lists
      .flatMap((list) => [spec.find('post', list.path), spec.find('put', list.path)])
      .filter((op): op is Operation => op !== undefined && spec.resourceName(op) === schema);
    return [{ schema, get, fields: fieldList, lists, own, creates, sources: sourcesOf(spec, toolkit, fieldList) }];
  });
}

/** The value at a dotted path of an answer. */
const at = (value: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((v, key) => (v as Json | null | undefined)?.[key], value);

/** The path parameters of a derivation's operation for this object, or undefined when it does not apply. */
function paramsOf(spec: ApiSpec, derivation: Derivation, object: unknown, read: Params): Params | undefined {
  if ('param' in derivation) return read[derivation.param] === undefined ? undefined : {};
  const id = 'count' in derivation ? derivation.count : 'equals' in derivation ? derivation.equals.operation : '';
  if (id === '') return {};
  const filled: Params = {};
  const named = derivedParamsOf(derivation);
  for (const name of spec.operation(id).pathParams) {
    const value = name in named ? at(object, named[name] ?? '') : read[name];
    if (typeof value !== 'string') return undefined;
    filled[name] = value;
  }
  return filled;
}

/** What a field should be, said how, and where in the field it shows (`space` of a comment's `target`). */
interface Expected {
  value: unknown;
  how: string;
  at?: string;
}

/** What the field should be for this object, read now: undefined when no derivation applies or none can be read. */
async function expectedOf(
  s: Session,
  meaning: DerivedMeaning,
  object: unknown,
  read: Params,
): Promise<Expected | undefined> {
  for (const derivation of meaning.from) {
    const params = paramsOf(s.spec, derivation, object, read);
    if (params === undefined) continue;
    if ('presentWhen' in derivation) return undefined; // judged per answer (presence)
    if ('param' in derivation)
      return {
        value: read[derivation.param],
        how: `the ${derivation.param} of its path`,
        ...(derivation.at !== undefined ? { at: derivation.at } : {}),
      };
    if ('equals' in derivation) {
      const { operation, field } = derivation.equals;
      const exchange = await s.callRaw(operation, { params });
      return is2xx(exchange) ? { value: at(exchange.json, field), how: `${operation}'s ${field}` } : undefined;
    }
    const list = s.spec.operation(derivation.count);
    const queries = derivation.sumOver?.values.map((v) => ({ [derivation.sumOver?.parameter ?? '']: v })) ?? [{}];
    const counts = await Promise.all(
      queries.map(async (query) => (await allItems(s, list, params, { ...derivation.query, ...query })).length),
    );
    const total = counts.reduce((sum, n) => sum + n, 0);
    const shown = [derivation.query, derivation.sumOver && `each ${derivation.sumOver.parameter}`]
      .filter(Boolean)
      .map((q) => (typeof q === 'string' ? q : new URLSearchParams(q).toString()));
    return { value: total, how: `the items of ${list.id}${shown.length > 0 ? ` (${shown.join(', ')})` : ''}` };
  }
  return undefined;
}

/** Whether a presence rule applies, and what it says of this answer. */
function presenceOf(meaning: DerivedMeaning, object: unknown): { present: boolean; rule: string } | undefined {
  const rule = meaning.from.find((d) => 'presentWhen' in d);
  if (rule === undefined || !('presentWhen' in rule)) return undefined;
  const { field, equals } = rule.presentWhen;
  return { present: at(object, field) === equals, rule: `${field} is ${equals}` };
}

/** Judges one answer that carries the object against what each field derives from now. */
function judgeAnswer(
  d: Derived,
  expected: Map<string, Expected>,
  where: string,
  object: unknown,
  after: string,
  f: Findings,
  later?: Map<string, Expected>,
): void {
  if (typeof object !== 'object' || object === null) return;
  for (const { field, meaning } of d.fields) {
    const value = at(object, field);
    const presence = presenceOf(meaning, object);
    if (presence !== undefined)
      f.require(
        derivedId(d.schema, field),
        presence.present === (value !== undefined && value !== null),
        () =>
          `after ${after}, ${where} shows ${field} ${JSON.stringify(value)}; it is there exactly when ${presence.rule}`,
      );
    const want = expected.get(field);
    if (want === undefined) continue;
    const path = want.at === undefined ? field : `${field}.${want.at}`;
    const shown = at(object, path);
    f.require(
      derivedId(d.schema, field),
      same(shown, want.value) || (later?.has(field) === true && same(shown, later.get(field)?.value)),
      () =>
        `after ${after}, ${where} shows ${path} ${JSON.stringify(shown)}; ${want.how} ${JSON.stringify(want.value)}`,
    );
  }
}

/** What every derived field of the object should be now. */
async function expectedAll(s: Session, d: Derived, object: unknown, params: Params) {
  // Each field's sources read at once.
  const wanted = await Promise.all(d.fields.map(({ meaning }) => expectedOf(s, meaning, object, params)));
  const expected = new Map<string, Expected>();
  for (const [index, { field }] of d.fields.entries()) {
    const want = wanted[index];
    if (want !== undefined) expected.set(field, want);
  }
  return expected;
}

/** Reads the object through its GET and every list that holds it, and judges each answer. */
async function judgeReads(s: Session, d: Derived, params: Params, after: string, f: Findings): Promise<unknown> {
  const read = await s.callRaw(d.get, { params });
  if (!is2xx(read)) return undefined;
  const id = idsOf(read.json)[0];
  // The sources and every list that holds the object, read at once.
  const lists = d.lists.filter((l) => l.pathParams.every((name) => params[name] !== undefined));
  const [expected, ...items] = await Promise.all([
    expectedAll(s, d, read.json, params),
    ...lists.map(async (list) => (await allItems(s, list, params)).find((i) => idsOf(i)[0] === id)),
  ]);
  const answers: [string, unknown][] = [[d.get.id, read.json]];
  for (const [index, list] of lists.entries()) {
    const item = items[index];
    if (item !== undefined) answers.push([`${list.id}'s item ${id}`, item]);
  }
  // What other checks change meanwhile (the organization's spaces a member counts): the sources read again after.
  const later = await expectedAll(s, d, read.json, params);
  for (const [where, object] of answers) judgeAnswer(d, expected, where, object, after, f, later);
  return read.json;
}

/** Sends a write whose answer carries an object of the schema, and judges that answer against its sources now. */
async function judgeWrite(s: Session, d: Derived, op: Operation, params: Params, f: Findings): Promise<boolean> {
  const body = await s.baseBody(op, params);
  const exchange = await s.callRaw(op, { params, ...(body !== undefined ? { body } : {}) });
  if (!is2xx(exchange)) return false;
  const expected = await expectedAll(s, d, exchange.json, params);
  judgeAnswer(
    d,
    expected,
    `the answer of ${op.id}`,
    exchange.json,
    op.id,
    f,
    await expectedAll(s, d, exchange.json, params),
  );
  return true;
}

/** Adds an item to each counted list, then deletes it, judging every read after each write. */
async function judgeSources(s: Session, d: Derived, params: Params, object: unknown, f: Findings): Promise<void> {
  for (const { list, adder, remove } of d.sources) {
    const derivation = d.fields
      .flatMap(({ meaning }) => meaning.from)
      .find((x) => 'count' in x && x.count === list.id && paramsOf(s.spec, x, object, params) !== undefined);
    const listParams = derivation === undefined ? undefined : paramsOf(s.spec, derivation, object, params);
    if (listParams === undefined) continue;
    const added = await adder.add(s, listParams);
    if (added === undefined) continue;
    await judgeReads(s, d, params, `${adder.op.id} of ${added.id}`, f);
    if (remove === undefined) continue;
    await s.mustRaw(remove, { params: { ...listParams, [remove.pathParams.at(-1) ?? '']: added.id } });
    await judgeReads(s, d, params, `${remove.id} of ${added.id}`, f);
  }
}

/** The operations whose answers a check of the object judges, and the writes it sends. */
const operationsOf = (d: Derived): Operation[] => [
  d.get,
  ...d.lists,
  ...(d.own !== undefined ? [d.own] : []),
  ...d.creates,
  ...d.sources.flatMap((w) => [w.adder.op, ...(w.remove !== undefined ? [w.remove] : [])]),
];

function requirementsOf(objects: Derived[]): Requirement[] {
  const byId = new Map<string, { first: Derived; field: DerivedField; operations: Set<string> }>();
  for (const d of objects)
    for (const field of d.fields) {
      const id = derivedId(d.schema, field.field);
      const entry = byId.get(id) ?? { first: d, field, operations: new Set<string>() };
      for (const op of operationsOf(d)) entry.operations.add(op.id);
      byId.set(id, entry);
    }
  return [...byId].map(([id, { first, field, operations }]) =>
    about(first.get, {
      id,
      ...sourceOf(first.schema, field.field, field.meaning),
      category: 'state',
      operations: [...operations],
      statement: `${first.schema}.${field.field} equals what it derives from (x-derived) in the object's read, every list that holds it and the answers of its writes; it follows each write of its source and no other`,
      reads: [field.field],
    }),
  );
}

/** One check per schema: each GET that answers it in turn, on an object of its own. */
function derivedCheck(spec: ApiSpec, toolkit: Toolkit, schema: string, objects: Derived[]): Check {
  const ops = [...new Set(objects.flatMap(operationsOf))];
  // A count of a list every check adds to (the spaces a member sees in the organization) is judged while nothing else
  // runs; walks of lists of other kinds beside it.
  const shared = objects
    .flatMap((d) => d.fields.flatMap(({ meaning }) => meaning.from))
    .flatMap((derivation) => ('count' in derivation ? [spec.operation(derivation.count)] : []))
    .filter((list) => {
      const container = list.pathParams.at(-1);
      return container === undefined || !toolkit.canIsolate(container, list);
    });
  const { feeds, locks } = feedsAndLocks(toolkit, ops);
  return propertyCheck({
    name: `derived ${schema}`,
    covers: [...new Set(objects.flatMap((d) => d.fields.map((x) => derivedId(schema, x.field))))],
    feeds,
    ...(shared.length > 0
      ? { exclusive: true, locks: [...new Set([...locks, ...shared.map(walkLockOf)])] }
      : locks.length > 0
        ? { locks }
        : {}),
    example: exampleOnce(schema, async (s, f) => {
      for (const d of objects) {
        const params = await s.paramsFor(d.get, 'own');
        const object = await judgeReads(s, d, params, 'no write', f);
        if (object === undefined) continue;
        for (const create of d.creates) await judgeWrite(s, d, create, params, f);
        if (d.own !== undefined && (await judgeWrite(s, d, d.own, params, f)))
          await judgeReads(s, d, params, d.own.id, f);
        await judgeSources(s, d, params, object, f);
      }
    }),
  });
}

export const derivedModule: SuiteModule = {
  name: 'derived',
  file: moduleFile(import.meta.url),
  build(spec, toolkit): Built {
    const objects = derivedObjects(spec, toolkit);
    const schemas = [...new Set(objects.map((d) => d.schema))];
    return {
      requirements: requirementsOf(objects),
      checks: schemas.map((schema) =>
        derivedCheck(
          spec,
          toolkit,
          schema,
          objects.filter((d) => d.schema === schema),
        ),
      ),
    };
  },
};
