/**
 * PATCH semantics (RFC 5789; the contract: "In PATCH, an omitted field stays unchanged"), for every PATCH of the
 * spec whose object a check can make: every writable field (contract/writable.ts) is set to a value other than the
 * new object's (all at once: a field dropped when another comes along shows on every seed), then each field alone
 * (an enumeration with each of its values in turn), then a drawn non-empty subset. After each PATCH the fields left
 * out keep their values, read back through the GET twin and every list holding the object (PATCH-KEEP); the
 * patched ones read back as sent, in the answer and after it (RYW); `{}` changes nothing but `updatedAt`
 * (PATCH-EMPTY).
 */
import fc from 'fast-check';
import { SetupFailed } from '../../engine/errors.js';
import { moduleFile, joinBuilt, type Built, type SuiteModule } from '../../engine/module.js';
import type { Findings } from '../../engine/property.js';
import { propertyCheck } from '../../engine/property-check.js';
import type { Session } from '../../engine/session.js';
import { currentRepresentation, patchChanges } from '../../engine/sources.js';
import type { JsonObject, Params, Toolkit } from '../../engine/session-registry.js';
import type { Requirement, Source } from '../../engine/types.js';
import type { ApiSpec, Operation } from '../../contract/operations.js';
import {
  containingLists,
  filterFor,
  otherValue,
  patternValues,
  readTwin,
  same,
  writableFields,
  type WritableField,
} from '../../contract/writable.js';
import { about, answer, idsOf, is2xx } from '../entries-and-answers.js';
import { allItems } from './field-io.js';
import { mutationLocks, passiveIds } from './locks-and-params.js';

export const keepId = (op: Operation): string => `PATCH-KEEP.${op.id}`;
export const emptyId = (op: Operation): string => `PATCH-EMPTY.${op.id}`;
export const rywId = (op: Operation): string => `RYW.${op.id}`;

const section = 'Endpoints › Conventions';

type Read = (s: Session) => Promise<JsonObject | undefined>;

/** Reads the object: its GET twin, else its item in the first list that holds it. */
function reader(spec: ApiSpec, op: Operation, params: Params): Read {
  const id = params[op.pathParams.at(-1) ?? ''] ?? '';
  const twin = readTwin(spec, op);
  if (twin !== undefined)
    return async (s) => {
      const exchange = await s.callRaw(twin, { params });
      return exchange.status === 200 ? (exchange.json as JsonObject) : undefined;
    };
  const list = containingLists(spec, op, params)[0];
  return async (s) =>
    list === undefined
      ? undefined
      : ((await allItems(s, list, params)).find((item) => idsOf(item).includes(id)) as JsonObject | undefined);
}

interface Drawn {
  order: string[];
  subset: string[];
  salts: [number, number];
  patterns: [Record<string, string | null>, Record<string, string | null>];
}

/** A body setting `names` to values other than those of `current`. */
function bodyOf(
  fields: WritableField[],
  names: string[],
  current: JsonObject,
  salt: number,
  patterns: Record<string, string | null>,
  unsettable: Record<string, string[]>,
): JsonObject {
  const body: JsonObject = {};
  for (const field of fields.filter((f) => names.includes(f.name))) {
    const value = patterns[field.name] ?? otherValue(field, current[field.name], salt, unsettable[field.name]);
    if (value !== undefined && value !== null) body[field.name] = value;
  }
  return body;
}

/** One PATCH body of the sequence, made from the state the writes before it left (`index`: its place). */
type Step = (state: JsonObject, index: number) => JsonObject;

/**
 * The PATCHes after the first: each field alone — an enumeration once with each of its values, so that every value
 * is written and read back on every seed — so that every field is left out at least once, then the drawn subset.
 */
function steps(fields: WritableField[], drawn: Drawn, unsettable: Record<string, string[]>): Step[] {
  const drawnBody =
    (names: string[]): Step =>
    (state, index) =>
      bodyOf(fields, names, state, drawn.salts[1] + index, drawn.patterns[1], unsettable);
  const alone = drawn.order.flatMap((name): Step[] => {
    const kind = fields.find((field) => field.name === name)?.kind;
    if (kind?.kind !== 'enum') return [drawnBody([name])];
    const refused = unsettable[name] ?? [];
    return kind.values.filter((value) => !refused.includes(value)).map((value) => () => ({ [name]: value }));
  });
  return [...alone, drawnBody(drawn.subset)];
}

/** A JSON object answer, or {}. */
const objectOf = (json: unknown): JsonObject =>
  typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as JsonObject) : {};

/**
 * The model is the object as the writes answered it. Each PATCH of a subset must answer, and read back, the fields
 * it left out as they were (PATCH-KEEP) and those it sent as it answered them (RYW).
 */
async function examine(spec: ApiSpec, op: Operation, fields: WritableField[], drawn: Drawn, s: Session, f: Findings) {
  const params = await s.paramsFor(op, 'own');
  const read = reader(spec, op, params);
  const where = readTwin(spec, op)?.id ?? 'the list';
  const unsettable = s.env.toolkit.setup(op.id)?.unsettable ?? {};
  const base = (await s.baseBody(op, params)) ?? {};
  const before = await read(s);
  if (before === undefined) throw new SetupFailed(`${op.id}: the new object could not be read back`);
  const all = fields.map((field) => field.name);
  const first = { ...base, ...bodyOf(fields, all, before, drawn.salts[0], drawn.patterns[0], unsettable) };
  const set = await s.callRaw(op, { params, body: first });
  if (!is2xx(set)) throw new SetupFailed(`${op.id} refused every writable field set at once: ${answer(set)}`);
  let state = objectOf(set.json);
  /** Judges what `now` shows after `patch` against the state before it and the PATCH's answer. */
  const judge = (patch: JsonObject, answered: JsonObject, was: JsonObject, what: string, now: JsonObject) => {
    const sent = JSON.stringify(patch);
    for (const name of all.filter((n) => n in now || n in was || n in patch)) {
      if (name in patch)
        f.require(
          rywId(op),
          same(now[name], patch[name]) && same(now[name], answered[name]),
          () =>
            `after PATCH ${sent}, ${what} shows ${name} ${JSON.stringify(now[name])}; the PATCH sent ${JSON.stringify(patch[name])} and answered ${JSON.stringify(answered[name])}`,
        );
      else
        f.require(
          keepId(op),
          same(now[name], was[name]),
          () =>
            `PATCH ${sent} left out ${name}, yet ${what} shows ${JSON.stringify(now[name])} where it was ${JSON.stringify(was[name])}`,
        );
    }
  };
  judge(first, state, state, where, (await read(s)) ?? {});
  const id = params[op.pathParams.at(-1) ?? ''] ?? '';
  const lists = containingLists(spec, op, params);
  let last: JsonObject = first;
  for (const [index, step] of steps(fields, drawn, unsettable).entries()) {
    last = { ...base, ...step(state, index) };
    const patched = await s.callRaw(op, { params, body: last });
    if (!f.require(keepId(op), is2xx(patched), () => `PATCH ${JSON.stringify(last)}: ${answer(patched)}`)) return;
    const answered = objectOf(patched.json);
    judge(last, answered, state, 'the PATCH answer', answered);
    const now = await read(s);
    if (
      !f.require(
        rywId(op),
        now !== undefined,
        () => `after PATCH ${JSON.stringify(last)} the object cannot be read back`,
      )
    )
      return;
    judge(last, answered, state, where, now ?? {});
    state = { ...state, ...answered };
    // Every list holding the object, asked as a client would for its new values (a filter on a written field).
    for (const list of lists) {
      const items = await allItems(s, list, params, filterFor(list, state));
      const item = items.find((i) => idsOf(i).includes(id)) as JsonObject | undefined;
      const held = f.require(
        rywId(op),
        item !== undefined,
        () => `after PATCH ${JSON.stringify(last)}, ${list.id} does not hold ${id}`,
      );
      if (held) judge(last, state, state, list.id, item ?? {});
    }
  }
  if (!f.watching(emptyId(op))) return;
  const empty = await s.callRaw(op, { params, body: {} });
  if (!f.require(emptyId(op), is2xx(empty), () => `PATCH {}: ${answer(empty)}`)) return;
  const moved = (now: JsonObject) =>
    Object.keys({ ...state, ...now }).filter((key) => key !== 'updatedAt' && !same(now[key], state[key]));
  const changes = (what: string, now: JsonObject) => () =>
    `PATCH {} changed, in ${what}, ${moved(now)
      .map((k) => `${k} ${JSON.stringify(state[k])} → ${JSON.stringify(now[k])}`)
      .join(', ')}`;
  const answered = objectOf(empty.json);
  f.require(emptyId(op), moved(answered).length === 0, changes('its answer', answered));
  const again = (await read(s)) ?? {};
  const fieldsOnly = Object.fromEntries(all.filter((n) => n in again).map((n) => [n, again[n]]));
  state = Object.fromEntries(all.filter((n) => n in again).map((n) => [n, state[n]]));
  f.require(emptyId(op), moved(fieldsOnly).length === 0, changes(where, fieldsOnly));
}

/** Whether the property applies: a PATCH with optional writable fields of an object a check can make fresh. */
export function patchSemanticsApplies(spec: ApiSpec, toolkit: Toolkit, op: Operation): boolean {
  const last = op.pathParams.at(-1);
  return (
    op.method === 'patch' &&
    writableFields(spec, op).some((field) => !field.required) &&
    last !== undefined &&
    last !== 'organizationId' &&
    op.pathParams.every((p) => p === 'organizationId' || toolkit.canIsolate(p, op))
  );
}

function patchOf(spec: ApiSpec, toolkit: Toolkit, op: Operation): Built {
  if (!patchSemanticsApplies(spec, toolkit, op)) return { requirements: [], checks: [] };
  const fields = writableFields(spec, op);
  const optional = fields.filter((field) => !field.required);
  const names = optional.map((field) => field.name).join(', ');
  /** A MUST of this PATCH, in the conventions' section. */
  const promise = (id: string, source: Source, statement: string): Requirement =>
    about(op, { id, level: 'MUST', source, section, category: 'state', statement });
  const requirements: Requirement[] = [
    promise(
      rywId(op),
      currentRepresentation,
      `right after ${op.id} answers, its GET twin and every list holding the object show the fields it wrote as sent (and as it answered them)`,
    ),
    ...(optional.length >= 2
      ? [
          promise(
            keepId(op),
            patchChanges,
            `${op.id} of a subset of ${names} leaves every other field as it was (its answer, its GET twin, the lists holding it)`,
          ),
        ]
      : []),
    ...(fields.every((field) => !field.required)
      ? [promise(emptyId(op), patchChanges, `${op.id} with {} is accepted and changes nothing but updatedAt`)]
      : []),
  ];
  const check = propertyCheck({
    name: `PATCH semantics ${op.id}`,
    covers: requirements.map((r) => r.id),
    feeds: [op, readTwin(spec, op)].flatMap((o) => (o === undefined ? [] : passiveIds(o))),
    locks: mutationLocks(toolkit, op),
    example: {
      arbitrary: fc.record({
        order: fc.shuffledSubarray(
          optional.map((field) => field.name),
          { minLength: optional.length },
        ),
        subset: fc.subarray(
          optional.map((field) => field.name),
          { minLength: 1, maxLength: Math.max(1, optional.length - 1) },
        ),
        salts: fc.tuple(fc.nat(), fc.nat()),
        patterns: patternValues(optional),
      }),
      numRuns: 1,
      examine: (drawn, s, findings) => examine(spec, op, fields, drawn, s, findings),
    },
  });
  return { requirements, checks: [check] };
}

export const patchSemanticsModule: SuiteModule = {
  name: 'PATCH semantics',
  file: moduleFile(import.meta.url),
  build(spec, toolkit) {
    return joinBuilt(spec.operations.filter((op) => op.method === 'patch').map((op) => patchOf(spec, toolkit, op)));
  },
};
