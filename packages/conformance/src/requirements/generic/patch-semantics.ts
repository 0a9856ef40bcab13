/**
 * PATCH semantics (RFC 5789; the contract: "In PATCH, an omitted field stays unchanged"), for every PATCH of the
 * spec whose object a check can make: every writable field (spec/writable.ts) is set to a value other than the
 * new object's, then a drawn non-empty subset is patched again. The fields left out keep their values, read back
 * through the GET twin and every list holding the object (PATCH-KEEP); the patched ones read back as answered
 * (RYW); `{}` changes nothing but `updatedAt` (PATCH-EMPTY).
 */
import fc from 'fast-check';
import { SetupFailed } from '../../engine/errors.js';
import type { Built, SuiteModule } from '../../engine/module.js';
import type { Findings } from '../../engine/property.js';
import { propertyCheck } from '../../engine/property-check.js';
import type { Session } from '../../engine/session.js';
import type { JsonObject, Params, Toolkit } from '../../engine/toolkit.js';
import type { Requirement } from '../../engine/types.js';
import type { ApiSpec, Operation } from '../../spec/operations.js';
import {
  containingLists,
  filterFor,
  otherValue,
  patternValues,
  readTwin,
  same,
  writableFields,
  type WritableField,
} from '../../spec/writable.js';
import { about, answer, idsOf, is2xx } from '../kit.js';
import { allItems } from './field-io.js';
import { mutationLocks, passiveIds } from './shared.js';

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

async function examine(spec: ApiSpec, op: Operation, fields: WritableField[], drawn: Drawn, s: Session, f: Findings) {
  const params = await s.paramsFor(op, 'own');
  const read = reader(spec, op, params);
  const unsettable = s.env.toolkit.setup(op.id)?.unsettable ?? {};
  const base = (await s.baseBody(op, params)) ?? {};
  const before = await read(s);
  if (before === undefined) throw new SetupFailed(`${op.id}: the new object could not be read back`);
  const all = fields.map((field) => field.name);
  const first = { ...base, ...bodyOf(fields, all, before, drawn.salts[0], drawn.patterns[0], unsettable) };
  const set = await s.callRaw(op, { params, body: first });
  if (!is2xx(set)) throw new SetupFailed(`${op.id} refused every writable field set at once: ${answer(set)}`);
  const settled = await read(s);
  if (settled === undefined) throw new SetupFailed(`${op.id}: the object could not be read back`);
  const patch = { ...base, ...bodyOf(fields, drawn.subset, settled, drawn.salts[1], drawn.patterns[1], unsettable) };
  const patched = await s.callRaw(op, { params, body: patch });
  if (!f.require(keepId(op), is2xx(patched), () => `PATCH ${JSON.stringify(patch)}: ${answer(patched)}`)) return;
  const sent = JSON.stringify(patch);
  const judge = (where: string, now: JsonObject) => {
    for (const name of all.filter((n) => n in now || n in settled)) {
      if (name in patch) {
        const answered = (patched.json as JsonObject | undefined)?.[name];
        f.require(
          rywId(op),
          same(now[name], answered),
          () =>
            `after PATCH ${sent}, ${where} shows ${name} ${JSON.stringify(now[name])}; the PATCH answered ${JSON.stringify(answered)}`,
        );
      } else
        f.require(
          keepId(op),
          same(now[name], settled[name]),
          () =>
            `PATCH ${sent} left out ${name}, yet ${where} shows ${JSON.stringify(now[name])} where it was ${JSON.stringify(settled[name])}`,
        );
    }
  };
  judge('the PATCH answer', (patched.json as JsonObject | undefined) ?? {});
  const after = await read(s);
  if (!f.require(rywId(op), after !== undefined, () => `after PATCH ${sent} the object cannot be read back`)) return;
  judge(readTwin(spec, op)?.id ?? 'the list', after ?? {});
  const id = params[op.pathParams.at(-1) ?? ''] ?? '';
  for (const list of containingLists(spec, op, params)) {
    const items = await allItems(s, list, params, filterFor(list, after ?? {}));
    const item = items.find((i) => idsOf(i).includes(id)) as JsonObject | undefined;
    if (f.require(rywId(op), item !== undefined, () => `after PATCH ${sent}, ${list.id} does not hold ${id}`))
      judge(list.id, item ?? {});
  }
  if (!f.watching(emptyId(op))) return;
  const empty = await s.callRaw(op, { params, body: {} });
  if (!f.require(emptyId(op), is2xx(empty), () => `PATCH {}: ${answer(empty)}`)) return;
  const again = (await read(s)) ?? {};
  const moved = Object.keys({ ...after, ...again }).filter(
    (key) => key !== 'updatedAt' && !same(again[key], after?.[key]),
  );
  f.require(
    emptyId(op),
    moved.length === 0,
    () =>
      `PATCH {} changed ${moved.map((k) => `${k} ${JSON.stringify(after?.[k])} → ${JSON.stringify(again[k])}`).join(', ')}`,
  );
}

function patchOf(spec: ApiSpec, toolkit: Toolkit, op: Operation): Built {
  const fields = writableFields(spec, op);
  const optional = fields.filter((field) => !field.required);
  const last = op.pathParams.at(-1);
  const isolated =
    last !== undefined &&
    last !== 'organizationId' &&
    op.pathParams.every((p) => p === 'organizationId' || toolkit.canIsolate(p, op));
  if (optional.length === 0 || !isolated) return { requirements: [], checks: [] };
  const names = optional.map((field) => field.name).join(', ');
  const requirements: Requirement[] = [
    about(op, {
      id: rywId(op),
      level: 'MUST',
      section,
      category: 'state',
      statement: `right after ${op.id} answers, its GET twin and every list holding the object show the fields it wrote as answered`,
    }),
    ...(optional.length >= 2
      ? [
          about(op, {
            id: keepId(op),
            level: 'MUST',
            section,
            category: 'state',
            statement: `${op.id} of a subset of ${names} leaves every other field as it was (its answer, its GET twin, the lists holding it)`,
          }),
        ]
      : []),
    ...(fields.every((field) => !field.required)
      ? [
          about(op, {
            id: emptyId(op),
            level: 'MUST',
            section,
            category: 'state',
            statement: `${op.id} with {} is accepted and changes nothing but updatedAt`,
          }),
        ]
      : []),
  ];
  const check = propertyCheck({
    name: `PATCH semantics ${op.id}`,
    covers: requirements.map((r) => r.id),
    feeds: [op, readTwin(spec, op)].flatMap((o) => (o === undefined ? [] : passiveIds(o))),
    locks: mutationLocks(toolkit, op),
    example: {
      arbitrary: fc.record({
        subset: fc.subarray(
          optional.map((field) => field.name),
          { minLength: 1, maxLength: Math.max(1, optional.length - 1) },
        ),
        salts: fc.tuple(fc.nat(), fc.nat()),
        patterns: patternValues(optional),
      }),
      numRuns: 2,
      examine: (drawn, s, findings) => examine(spec, op, fields, drawn, s, findings),
    },
  });
  return { requirements, checks: [check] };
}

export const patchSemanticsModule: SuiteModule = {
  name: 'PATCH semantics',
  build(spec, toolkit) {
    const parts = spec.operations.filter((op) => op.method === 'patch').map((op) => patchOf(spec, toolkit, op));
    return { requirements: parts.flatMap((p) => p.requirements), checks: parts.flatMap((p) => p.checks) };
  },
};
