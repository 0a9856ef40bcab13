/**
 * Effects (EFFECT-<op>), for every write the spec gives an `x-effect` (packages/spec README › Effects): the effect
 * of the write is what the request asked, on every field it names, and it lasts. Each check makes its write, then
 * reads it back through other paths than the write's answer — the object's GET, the lists of its organization, the
 * lists of its siblings — after other requests:
 * - a move: the object's parent is the body's `parent` (its GET, the organization's lists, the list of its new
 *   parent holds it and that of its old one does not), and its place among its siblings, in the list that holds them
 *   in their order, is right before `position.before` / right after `position.after` (`.position`);
 * - a transfer: the object belongs to the body's organization, is listed there and no longer where it was;
 * - a duplicate: a new object with fields of its own (`fresh`), read back and listed, the source unchanged; the
 *   `copied` fields are the source's (`.copied`);
 * - a restore: the object reads and is listed as it was before the delete, but for the fields both set.
 * The write's answer and the object's GET agree on every field the answer has (`reads`). A refusal-free family:
 * a valid write the target refuses is a setup failure, not a verdict.
 */
import type {
  DuplicateEffect,
  MoveEffect,
  Reading,
  RestoreEffect,
  SetsEffect,
  SiblingList,
  TransferEffect,
} from '@docs-api/spec';
import fc from 'fast-check';
import { NotApplicable, SetupFailed } from '../../engine/errors.js';
import { moduleFile, joinBuilt, type Built, type SuiteModule } from '../../engine/module.js';
import type { Findings } from '../../engine/property.js';
import { propertyCheck } from '../../engine/property-check.js';
import type { Session } from '../../engine/session.js';
import { behaviour } from '../../engine/sources.js';
import type { JsonObject, Params, Toolkit } from '../../engine/session-registry.js';
import type { Requirement } from '../../engine/types.js';
import {
  anchorOf,
  effectOfOperation,
  effectSource,
  objectReader,
  organizationLists,
  valueAt,
} from '../../contract/effect-annotations.js';
import type { ApiSpec, Operation } from '../../contract/operations.js';
import { propertiesOf } from '../../contract/schema-walk.js';
import { same } from '../../contract/writable.js';
import { about, answer, idsOf, is2xx } from '../entries-and-answers.js';
import { allItems } from './field-io.js';
import { VOLATILE } from './read-your-writes.js';
import { mutationLocks, passiveIds } from './locks-and-params.js';

export const effectId = (op: Operation, part?: string): string =>
  part === undefined ? `EFFECT-${op.id}` : `EFFECT-${op.id}.${part}`;

/** Where the reference's reading of an effect is written down (a SHOULD). */
const referenceReading = behaviour('moves-transfers-and-copies');

/** What every check of the family works with: the write, the GET of its object, the organization's lists. */
interface Context {
  spec: ApiSpec;
  op: Operation;
  reader: Operation;
  lists: Operation[];
}

/** A JSON object answer, or undefined. */
const objectOf = (json: unknown): JsonObject | undefined =>
  typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as JsonObject) : undefined;

/** A field's value, absent and null alike (a top-level object may leave `parent` out or send null). */
const valueOf = (object: JsonObject | undefined, field: string): unknown => object?.[field] ?? null;

/** The answer fields a check compares with what it reads back: all but the id and those that move on their own. */
function comparedFields(spec: ApiSpec, op: Operation, except: string[] = []): string[] {
  const schema = op.responseSchemas.get(op.successStatuses[0] ?? 200);
  const fields = schema === undefined ? [] : Object.keys(propertiesOf(spec.document, schema));
  return fields.filter((name) => name !== 'id' && !VOLATILE.has(name) && !except.includes(name));
}

/**
 * What a check reads through the GET and the organization's lists (`readsIn`): the GET agrees with the write's answer
 * on `fields`, and where a list is judged by `listed` (the moved parent, the new organization), the list shows it too.
 */
function readThrough(c: Context, fields: string[], listed?: string): Record<string, string[]> {
  const lists = listed === undefined ? [] : c.lists.map((l): [string, string[]] => [l.id, [listed]]);
  return { ...Object.fromEntries(lists), [c.reader.id]: [...new Set([...fields, ...(listed ? [listed] : [])])] };
}

/** The fields of `fields` that `now` shows otherwise than `was`, as `name was → now`. */
const changed = (fields: string[], was: JsonObject, now: JsonObject): string[] =>
  fields
    .filter((name) => !same(valueOf(was, name), valueOf(now, name)))
    .map((name) => `${name} ${JSON.stringify(was[name])} → ${JSON.stringify(now[name])}`);

/** Reads the object through its GET; undefined when it does not answer 200. */
async function readObject(c: Context, s: Session, params: Params, id: string): Promise<JsonObject | undefined> {
  const own = c.reader.pathParams.at(-1) ?? '';
  const read = await s.callRaw(c.reader, { params: { ...params, [own]: id } });
  return read.status === 200 ? objectOf(read.json) : undefined;
}

/** Fresh path parameters for the operation, the id of the object they end with, and its organization. */
async function freshTarget(c: Context, s: Session): Promise<{ params: Params; id: string; organizationId: string }> {
  const params = await s.paramsFor(c.op, 'fresh');
  const id = params[c.op.pathParams.at(-1) ?? ''] ?? '';
  return { params, id, organizationId: params['organizationId'] ?? s.fixtures.organizationId };
}

/** A fresh target (`freshTarget`) and the object as its reader shows it before the operation. */
async function freshObject(
  c: Context,
  s: Session,
): Promise<{ params: Params; id: string; organizationId: string; object: JsonObject }> {
  const target = await freshTarget(c, s);
  const object = await readObject(c, s, target.params, target.id);
  if (object === undefined) throw new SetupFailed(`${c.op.id}: the new object ${target.id} cannot be read`);
  return { ...target, object };
}

/** The object's item in a list, if the list holds it. */
async function itemIn(
  s: Session,
  list: Operation,
  params: Params,
  id: string,
  query: Record<string, string> = {},
): Promise<JsonObject | undefined> {
  const items = await allItems(s, list, params, query);
  return objectOf(items.find((item) => idsOf(item).includes(id)));
}

/** A valid write; a target that refuses it leaves the effect unjudged (the run's error, not a verdict). */
async function write(s: Session, op: Operation, params: Params, body?: JsonObject): Promise<JsonObject> {
  const written = await s.callRaw(op, { params, ...(body !== undefined ? { body } : {}) });
  if (!is2xx(written)) throw new SetupFailed(`${op.id} refused a valid request: ${answer(written)}`);
  return objectOf(written.json) ?? {};
}

/**
 * The object read back through its GET after the write: it answers, and agrees with the write's answer on every
 * compared field. Answers what it read.
 */
async function readBack(
  c: Context,
  s: Session,
  f: Findings,
  at: { params: Params; id: string; answered: JsonObject; requirement: string },
): Promise<JsonObject | undefined> {
  const now = await readObject(c, s, at.params, at.id);
  if (
    !f.require(
      at.requirement,
      now !== undefined,
      () => `after ${c.op.id}, ${c.reader.id} of ${at.id} answers no object`,
    )
  )
    return undefined;
  const differs = changed(comparedFields(c.spec, c.op), at.answered, now ?? {});
  f.require(
    at.requirement,
    differs.length === 0,
    () => `${c.op.id} answered ${at.id}; later, ${c.reader.id} shows ${differs.join(', ')}`,
  );
  return now;
}

/** Judges that each organization list of `organizationId` holds the object (with `field` = `value`), or not. */
async function judgeListed(
  c: Context,
  s: Session,
  f: Findings,
  at: { organizationId: string; id: string; held: boolean; requirement: string; field?: string; value?: unknown },
): Promise<void> {
  for (const list of c.lists) {
    const item = await itemIn(s, list, { organizationId: at.organizationId }, at.id);
    const where = `${list.id} of ${at.organizationId}`;
    if (!at.held) {
      f.require(at.requirement, item === undefined, () => `after ${c.op.id}, ${where} still holds ${at.id}`);
      continue;
    }
    if (!f.require(at.requirement, item !== undefined, () => `after ${c.op.id}, ${where} does not hold ${at.id}`))
      continue;
    const { field } = at;
    if (field !== undefined)
      f.require(
        at.requirement,
        same(valueOf(item, field), at.value ?? null),
        () =>
          `after ${c.op.id}, ${where} shows ${at.id} with ${field} ${JSON.stringify(item?.[field])}, not ${JSON.stringify(at.value)}`,
      );
  }
}

// ── moves ────────────────────────────────────────────────────────────────────────────────────────────────────────

/** One move of the sequence: its body, the parent it leaves and the one it asks for, and the anchor it names. */
interface Move {
  body: JsonObject;
  from: string | null;
  to: string | null;
  anchor?: { side: 'before' | 'after'; id: string };
  /** The requirement a wrong parent fails (the position-only move: the position's). */
  parentJudgedBy: string;
}

/** The params of a sibling list for the place `parent` (null: the top level), or undefined where it lists none. */
function placeParams(order: SiblingList, parent: string | null, organizationId: string): Params | undefined {
  if (order.under === 'top') return parent === null ? { [order.param]: organizationId } : undefined;
  return parent === null ? undefined : { [order.param]: parent };
}

const queryOf = (order: SiblingList): Record<string, string> =>
  Object.fromEntries(Object.entries(order.query ?? {}).map(([name, value]) => [name, String(value)]));

/** Where the object stands among its siblings: right before or right after the anchor it was moved next to. */
function placed(items: unknown[], id: string, anchor: NonNullable<Move['anchor']>): boolean {
  const index = items.findIndex((item) => idsOf(item).includes(id));
  const other = items.findIndex((item) => idsOf(item).includes(anchor.id));
  return index >= 0 && other >= 0 && index === (anchor.side === 'before' ? other - 1 : other + 1);
}

/** The sibling lists of the places a move leaves and enters: the new one holds the object (in place), the old not. */
async function judgeSiblings(
  c: Context,
  s: Session,
  f: Findings,
  meaning: MoveEffect,
  at: { move: Move; id: string; organizationId: string },
): Promise<void> {
  const { move, id } = at;
  for (const order of meaning.position.order) {
    const list = c.spec.operation(order.operationId);
    for (const place of [...new Set([move.from, move.to])]) {
      const params = placeParams(order, place, at.organizationId);
      if (params === undefined) continue;
      const items = await allItems(s, list, params, queryOf(order));
      const held = items.some((item) => idsOf(item).includes(id));
      const where = `${list.id} ${JSON.stringify({ ...params, ...order.query })}`;
      if (place !== move.to) {
        f.require(
          effectId(c.op),
          !held,
          () => `${c.op.id} ${JSON.stringify(move.body)}; later, ${where} still holds ${id}`,
        );
        continue;
      }
      if (
        !f.require(
          move.parentJudgedBy,
          held,
          () => `${c.op.id} ${JSON.stringify(move.body)}; later, ${where} does not hold ${id}`,
        )
      )
        continue;
      const anchor = move.anchor;
      if (anchor !== undefined)
        f.require(
          effectId(c.op, 'position'),
          placed(items, id, anchor),
          () =>
            `${c.op.id} ${JSON.stringify(move.body)}; later, ${where} lists ${JSON.stringify(items.map((item) => idsOf(item)[0]))}: ${id} is not right ${anchor.side} ${anchor.id}`,
        );
    }
  }
}

/**
 * Makes one move and reads it back: the sibling lists, the organization's lists, then the object's GET. Answers
 * whether the GET shows the parent asked for (the moves after it start from there).
 */
async function judgeMove(
  c: Context,
  s: Session,
  f: Findings,
  meaning: MoveEffect,
  at: { move: Move; params: Params; id: string; organizationId: string },
): Promise<boolean> {
  const { move, id } = at;
  const field = meaning.parent.field;
  const answered = await write(s, c.op, at.params, move.body);
  const sent = JSON.stringify(move.body);
  f.require(
    move.parentJudgedBy,
    same(valueOf(answered, field), move.to),
    () => `${c.op.id} ${sent} answered ${field} ${JSON.stringify(answered[field])}`,
  );
  await judgeSiblings(c, s, f, meaning, at);
  const requirement = move.parentJudgedBy;
  await judgeListed(c, s, f, { organizationId: at.organizationId, id, held: true, requirement, field, value: move.to });
  const now = await readBack(c, s, f, { params: at.params, id, answered, requirement: effectId(c.op) });
  return (
    now !== undefined &&
    f.require(
      requirement,
      same(valueOf(now, field), move.to),
      () => `${c.op.id} ${sent}; later, ${c.reader.id} shows ${field} ${JSON.stringify(now[field])}`,
    )
  );
}

/** Three new siblings in `parent` (null: the top level), made with the effect's create, in order. */
async function siblingsIn(s: Session, meaning: MoveEffect, parent: string | null, organizationId: string) {
  const create = s.spec.operation(meaning.position.create.operationId);
  const params = { organizationId };
  const made: string[] = [];
  for (let n = 0; n < 3; n++) {
    const base = (await s.baseBody(create, params)) ?? {};
    const body = parent === null ? base : { ...base, [meaning.position.create.parent]: parent };
    const id = objectOf((await s.mustRaw(create, { params, body })).json)?.['id'];
    if (typeof id !== 'string') throw new SetupFailed(`${create.id} answered without an id`);
    made.push(id);
  }
  return made;
}

/**
 * The move sequence: into a parent of its own (the parent alone), then for each list of siblings into its place next
 * to the drawn sibling (`before`), then, the parent left out, right after that sibling (`after`). A move that did not
 * take ends the sequence: the next one would name an anchor that is not a sibling.
 */
async function examineMove(c: Context, meaning: MoveEffect, pick: number, s: Session, f: Findings): Promise<void> {
  const { params, id, organizationId } = await freshTarget(c, s);
  const anchor = anchorOf(c.spec, c.op, meaning.position.field);
  if (anchor === undefined) throw new SetupFailed(`${c.op.id}: its position names no anchor`);
  const initial = await readObject(c, s, params, id);
  if (initial === undefined) throw new SetupFailed(`${c.op.id}: the new object ${id} cannot be read`);
  const newParent = async () => (await s.resource(meaning.parent.param, c.op, 'fresh'))[meaning.parent.param] ?? null;
  const { field } = meaning.parent;
  const main = effectId(c.op);
  const at = { params, id, organizationId };
  let current = await newParent();
  const into: Move = {
    body: { [field]: current },
    from: valueOf(initial, field) as string | null,
    to: current,
    parentJudgedBy: main,
  };
  if (!(await judgeMove(c, s, f, meaning, { ...at, move: into }))) return;
  for (const order of meaning.position.order) {
    const place = order.under === 'top' ? null : await newParent();
    const siblings = await siblingsIn(s, meaning, place, organizationId);
    const next = siblings[pick % siblings.length] ?? '';
    const to = (side: 'before' | 'after') => ({
      [meaning.position.field]: { [side]: { type: anchor.type, [anchor.key]: next } },
    });
    const beside: Move = {
      body: { [field]: place, ...to('before') },
      from: current,
      to: place,
      anchor: { side: 'before', id: next },
      parentJudgedBy: main,
    };
    if (!(await judgeMove(c, s, f, meaning, { ...at, move: beside }))) return;
    current = place;
    const along: Move = {
      body: to('after'),
      from: place,
      to: place,
      anchor: { side: 'after', id: next },
      parentJudgedBy: effectId(c.op, 'position'),
    };
    if (!(await judgeMove(c, s, f, meaning, { ...at, move: along }))) return;
  }
}

function moveOf(c: Context, toolkit: Toolkit, meaning: MoveEffect): Built {
  const { op } = c;
  const orders = meaning.position.order.map((order) => c.spec.operation(order.operationId));
  const requirements = [
    requirementOf(op, undefined, meaning.parent.reading, {
      statement: `after ${op.id}, the object's ${meaning.parent.field} is the body's (its answer, ${c.reader.id}, ${[...new Set([...c.lists, ...orders].map((l) => l.id))].join(', ')}: the new parent's list holds it, the old one's does not), and ${c.reader.id} shows it as answered`,
      judges: [meaning.parent.field],
      reads: comparedFields(c.spec, op),
      readsIn: readThrough(c, comparedFields(c.spec, op), meaning.parent.field),
    }),
    requirementOf(op, 'position', meaning.position.reading, {
      statement: `after ${op.id}, ${orders.map((l) => l.id).join(', ')} list the object right before ${meaning.position.field}.before, right after ${meaning.position.field}.after; a move without ${meaning.parent.field} keeps the parent`,
      judges: [meaning.position.field],
    }),
  ];
  return built(c, toolkit, requirements, orders, {
    arbitrary: fc.nat({ max: 2 }),
    examine: (pick, s, f) => examineMove(c, meaning, pick, s, f),
  });
}

// ── transfers ────────────────────────────────────────────────────────────────────────────────────────────────────

/** An organization the caller may transfer to (the effect's `targets`), other than `from`; none: not applicable. */
function targetOf(s: Session, meaning: TransferEffect, from: string): Promise<string> {
  return s.memo(`effects: transfer target from ${from}`, async () => {
    const list = s.spec.operation(meaning.targets.operationId);
    const items = await allItems(s, list, {});
    const fits = (item: unknown) =>
      Object.entries(meaning.targets.where).every(([path, value]) => valueAt(item, path) === value);
    const target = items.map((item) => ({ item, id: idsOf(item)[0] })).find((t) => t.id !== from && fits(t.item));
    if (target?.id === undefined)
      throw new NotApplicable(
        `${list.id} shows no organization but ${from} with ${JSON.stringify(meaning.targets.where)}: a transfer has no target`,
      );
    return target.id;
  });
}

async function examineTransfer(c: Context, meaning: TransferEffect, s: Session, f: Findings): Promise<void> {
  const { params, id, organizationId: from } = await freshTarget(c, s);
  const target = await targetOf(s, meaning, from);
  const requirement = effectId(c.op);
  const { field } = meaning;
  const answered = await write(s, c.op, params, { ...(await s.baseBody(c.op, params)), [field]: target });
  f.require(
    requirement,
    same(valueOf(answered, field), target),
    () => `${c.op.id} to ${target} answered ${field} ${JSON.stringify(answered[field])}`,
  );
  await judgeListed(c, s, f, { organizationId: from, id, held: false, requirement });
  await judgeListed(c, s, f, { organizationId: target, id, held: true, requirement, field, value: target });
  const now = await readBack(c, s, f, { params, id, answered, requirement });
  if (now !== undefined)
    f.require(
      requirement,
      same(valueOf(now, field), target),
      () => `${c.op.id} to ${target}; later, ${c.reader.id} shows ${field} ${JSON.stringify(now[field])}`,
    );
}

function transferOf(c: Context, toolkit: Toolkit, meaning: TransferEffect): Built {
  const { op } = c;
  const requirement = requirementOf(op, undefined, meaning.reading, {
    statement: `after ${op.id}, the object's ${meaning.field} is the body's: ${c.reader.id} shows it so and as answered, the lists of that organization (${c.lists.map((l) => l.id).join(', ')}) hold it, those of the one it left do not`,
    judges: [meaning.field],
    reads: comparedFields(c.spec, op),
    readsIn: readThrough(c, comparedFields(c.spec, op), meaning.field),
  });
  return built(c, toolkit, [requirement], [c.spec.operation(meaning.targets.operationId)], {
    arbitrary: fc.constant(0),
    examine: (_, s, f) => examineTransfer(c, meaning, s, f),
  });
}

// ── duplicates ───────────────────────────────────────────────────────────────────────────────────────────────────

async function examineDuplicate(c: Context, meaning: DuplicateEffect, s: Session, f: Findings): Promise<void> {
  const { params, id, organizationId, object: source } = await freshObject(c, s);
  const requirement = effectId(c.op);
  const copied = effectId(c.op, 'copied');
  const copy = await write(s, c.op, params);
  const copyId = typeof copy['id'] === 'string' ? copy['id'] : '';
  const kept = meaning.fresh.filter((name) => same(valueOf(copy, name), valueOf(source, name)));
  f.require(requirement, kept.length === 0, () => `${c.op.id} of ${id} answered the source's ${kept.join(', ')}`);
  const judgeCopied = (what: string, object: JsonObject) => {
    const differs = changed(meaning.copied.fields, source, object);
    f.require(
      copied,
      differs.length === 0,
      () => `${c.op.id} of ${id}: ${what} shows ${differs.join(', ')} (source → copy)`,
    );
  };
  judgeCopied('its answer', copy);
  if (copyId === '') return; // RSP-SCHEMA judges an answer without an id
  await judgeListed(c, s, f, { organizationId, id: copyId, held: true, requirement });
  await judgeListed(c, s, f, { organizationId, id, held: true, requirement });
  const now = await readBack(c, s, f, { params, id: copyId, answered: copy, requirement });
  if (now !== undefined) judgeCopied(`later, ${c.reader.id} of the copy`, now);
  const after = await readObject(c, s, params, id);
  if (
    !f.require(
      requirement,
      after !== undefined,
      () => `after ${c.op.id}, ${c.reader.id} of the source ${id} answers no object`,
    )
  )
    return;
  const touched = changed(comparedFields(c.spec, c.op), source, after ?? {});
  f.require(requirement, touched.length === 0, () => `${c.op.id} of ${id} changed the source: ${touched.join(', ')}`);
}

function duplicateOf(c: Context, toolkit: Toolkit, meaning: DuplicateEffect): Built {
  const { op } = c;
  const requirements = [
    requirementOf(op, undefined, meaning.reading, {
      statement: `${op.id} makes a new object (its own ${meaning.fresh.join(', ')}), which ${c.reader.id} shows as answered and ${c.lists.map((l) => l.id).join(', ')} hold, and leaves the source as it was`,
      reads: comparedFields(c.spec, op),
      readsIn: readThrough(c, comparedFields(c.spec, op)),
    }),
    requirementOf(op, 'copied', meaning.copied.reading, {
      statement: `the copy ${op.id} makes has the source's ${meaning.copied.fields.join(', ')} (its answer and ${c.reader.id})`,
      reads: meaning.copied.fields,
      readsIn: readThrough(c, meaning.copied.fields),
    }),
  ];
  return built(c, toolkit, requirements, [], {
    arbitrary: fc.constant(0),
    examine: (_, s, f) => examineDuplicate(c, meaning, s, f),
  });
}

// ── restores ─────────────────────────────────────────────────────────────────────────────────────────────────────

async function examineRestore(c: Context, meaning: RestoreEffect, s: Session, f: Findings): Promise<void> {
  const { params, id, organizationId, object: before } = await freshObject(c, s);
  await s.establish(c.op, params);
  const requirement = effectId(c.op);
  const answered = await write(s, c.op, params);
  const fields = comparedFields(c.spec, c.op, meaning.except);
  const judge = (what: string, object: JsonObject) => {
    const differs = changed(fields, before, object);
    f.require(
      requirement,
      differs.length === 0,
      () =>
        `${c.op.id} of ${id}: ${what} shows ${differs.join(', ')} (before the ${c.op.requires?.after ?? 'delete'} → after)`,
    );
  };
  // The fields the delete and the restore set: absent again where they were absent before (`deletedAt`), and where
  // they were there, there again and not earlier (`updatedAt`).
  const restored = (what: string, object: JsonObject) => {
    for (const name of meaning.except) {
      const was = before[name];
      const is = object[name];
      const fine =
        was === undefined || was === null
          ? is === undefined || is === null
          : is !== undefined && is !== null && !(Date.parse(String(is)) < Date.parse(String(was)));
      f.require(
        requirement,
        fine,
        () =>
          `${c.op.id} of ${id}: ${what} shows ${name} ${JSON.stringify(is)}; before the delete it was ${JSON.stringify(was)}`,
      );
    }
  };
  judge('its answer', answered);
  restored('its answer', answered);
  await judgeListed(c, s, f, { organizationId, id, held: true, requirement });
  const now = await readBack(c, s, f, { params, id, answered, requirement });
  if (now !== undefined) {
    judge(`later, ${c.reader.id}`, now);
    restored(`later, ${c.reader.id}`, now);
  }
}

function restoreOf(c: Context, toolkit: Toolkit, meaning: RestoreEffect): Built {
  const { op } = c;
  const requirement = requirementOf(op, undefined, meaning.reading, {
    statement: `after ${op.requires?.after ?? 'the delete'} and ${op.id}, the object reads (${c.reader.id}, its answer) as it did before — ${meaning.except.join(', ')} absent again where they were absent, else not earlier — and ${c.lists.map((l) => l.id).join(', ')} hold it again`,
    reads: [...comparedFields(c.spec, op, meaning.except), ...meaning.except],
    readsIn: readThrough(c, [...comparedFields(c.spec, op, meaning.except), ...meaning.except]),
  });
  return built(c, toolkit, [requirement], [], {
    arbitrary: fc.constant(0),
    examine: (_, s, f) => examineRestore(c, meaning, s, f),
  });
}

/**
 * The other writes of the same object that set one of these fields to another value (an unpublish for a publish):
 * made first where the object already shows the values, so that the write changes them.
 */
function undoersOf(c: Context, meaning: SetsEffect): Operation[] {
  return c.spec.operations.filter((other) => {
    const theirs = other === c.op ? undefined : effectOfOperation(c.spec, other);
    return (
      theirs?.kind === 'sets' &&
      objectReader(c.spec, other)?.id === c.reader.id &&
      Object.entries(meaning.fields).some(([k, v]) => k in theirs.fields && !same(theirs.fields[k], v))
    );
  });
}

async function examineSets(c: Context, meaning: SetsEffect, s: Session, f: Findings): Promise<void> {
  const params = await s.paramsFor(c.op, 'fresh');
  const id = params[c.reader.pathParams.at(-1) ?? ''] ?? '';
  const organizationId = params['organizationId'] ?? s.fixtures.organizationId;
  const requirement = effectId(c.op);
  const fields = Object.entries(meaning.fields);
  const before = await readObject(c, s, params, id);
  const undo = undoersOf(c, meaning)[0];
  if (before !== undefined && undo !== undefined && fields.every(([k, v]) => same(before[k], v)))
    await write(s, undo, params, await s.baseBody(undo, params));
  const answered = await write(s, c.op, params, await s.baseBody(c.op, params));
  const judge = (what: string, object: JsonObject) => {
    const differs = fields
      .filter(([k, v]) => !same(object[k], v))
      .map(([k, v]) => `${k} ${JSON.stringify(object[k])}, not ${JSON.stringify(v)}`);
    f.require(
      requirement,
      differs.length === 0,
      () => `after ${c.op.id} of ${id}, ${what} shows ${differs.join('; ')}`,
    );
  };
  judge('its answer', answered);
  const now = await readObject(c, s, params, id);
  if (f.require(requirement, now !== undefined, () => `after ${c.op.id}, ${c.reader.id} of ${id} answers no object`))
    judge(`${c.reader.id}`, now ?? {});
  for (const [field, value] of fields)
    await judgeListed(c, s, f, { organizationId, id, held: true, requirement, field, value });
}

function setsOf(c: Context, toolkit: Toolkit, meaning: SetsEffect): Built {
  const { op } = c;
  const fields = Object.keys(meaning.fields);
  const shown = Object.entries(meaning.fields).map(([k, v]) => `${k} ${JSON.stringify(v)}`);
  const requirement = requirementOf(op, undefined, meaning.reading, {
    statement: `after ${op.id}, the object shows ${shown.join(', ')} in its answer, in ${c.reader.id} and in ${c.lists.map((l) => l.id).join(', ')}, whatever it showed before`,
    reads: fields,
    readsIn: Object.fromEntries([c.reader, ...c.lists].map((read) => [read.id, fields])),
  });
  return built(c, toolkit, [requirement], undoersOf(c, meaning), {
    arbitrary: fc.constant(0),
    examine: (_, s, f) => examineSets(c, meaning, s, f),
  });
}

// ── the family ───────────────────────────────────────────────────────────────────────────────────────────────────

/** A requirement on one effect (or one `part` of it): a MUST on the contract's sentence, else a SHOULD. */
function requirementOf(
  op: Operation,
  part: string | undefined,
  reading: Reading | undefined,
  entry: Pick<Requirement, 'statement' | 'judges' | 'reads' | 'readsIn'>,
): Requirement {
  const stated = reading === 'reference' ? undefined : effectSource(op, part);
  return about(op, {
    id: effectId(op, part),
    ...(stated !== undefined
      ? { level: 'MUST' as const, source: stated }
      : { level: 'SHOULD' as const, source: referenceReading }),
    category: 'state',
    ...entry,
  });
}

/** The one check deciding an effect's requirements. */
function built<T>(
  c: Context,
  toolkit: Toolkit,
  requirements: Requirement[],
  reads: Operation[],
  example: { arbitrary: fc.Arbitrary<T>; examine: (value: T, s: Session, f: Findings) => Promise<void> },
): Built {
  const check = propertyCheck({
    name: `effect of ${c.op.id}`,
    covers: requirements.map((r) => r.id),
    feeds: [c.op, c.reader, ...c.lists, ...reads].flatMap(passiveIds),
    locks: mutationLocks(toolkit, c.op),
    example: { ...example, numRuns: 1 },
  });
  return { requirements, checks: [check] };
}

function effectsOf(spec: ApiSpec, toolkit: Toolkit, op: Operation): Built {
  const meaning = effectOfOperation(spec, op);
  const reader = objectReader(spec, op);
  if (meaning === undefined || reader === undefined) return { requirements: [], checks: [] };
  const c: Context = { spec, op, reader, lists: organizationLists(spec, op) };
  if (meaning.kind === 'move') return moveOf(c, toolkit, meaning);
  if (meaning.kind === 'transfer') return transferOf(c, toolkit, meaning);
  if (meaning.kind === 'duplicate') return duplicateOf(c, toolkit, meaning);
  if (meaning.kind === 'restore') return restoreOf(c, toolkit, meaning);
  if (meaning.kind === 'sets') return setsOf(c, toolkit, meaning);
  return { requirements: [], checks: [] }; // a membership: memberships.ts
}

export const effectsModule: SuiteModule = {
  name: 'effects',
  file: moduleFile(import.meta.url),
  build(spec, toolkit) {
    return joinBuilt(spec.operations.map((op) => effectsOf(spec, toolkit, op)));
  },
};
