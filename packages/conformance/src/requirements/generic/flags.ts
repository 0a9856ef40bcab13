/**
 * Output flags (spec: every query parameter with `x-flag`, packages/spec README › Output flags): a parameter that
 * shapes the answer instead of filtering it changes the answer exactly as the spec declares, and its default answers
 * as leaving it out. Per operation, one check reads the answer without its flags, with each flag's default and with
 * each of its other values, then without them once more: the default's answer equals the answer without the flag;
 * another value's answer equals it with the declared effect applied (fields left out, a field shown in another form)
 * and nothing else changed (FLAG-<op>.<param>: MUST where the contract states the meaning, `metadata`; SHOULD where
 * it is the reference's reading, docs/behaviour.md#output-flags). A field that reads differently in the two answers
 * without the flag (a counter other checks move) is left out of the comparison; an item of a list is judged on its
 * own. A write (posting a reply) is sent once per value, with the same body, and only the fields the flag names are
 * compared. The objects are the run's shared ones (the content space, the run's comments), read a few times each.
 */
import fc from 'fast-check';
import { SetupFailed } from '../../engine/errors.js';
import { moduleFile, type Built, type SuiteModule } from '../../engine/module.js';
import type { Findings } from '../../engine/property.js';
import { propertyCheck } from '../../engine/property-check.js';
import type { Session } from '../../engine/session.js';
import type { JsonObject, Params, Toolkit } from '../../engine/session-registry.js';
import type { Requirement } from '../../engine/types.js';
import {
  defaultOf,
  describeEffect,
  effectPaths,
  firstDifference,
  flagFields,
  flagReading,
  flagsOf,
  flagSource,
  placesOf,
  valueAt,
  without,
  type Flag,
} from '../../contract/output-flags.js';
import type { ApiSpec, Operation } from '../../contract/operations.js';
import { about, answer, itemKey } from '../entries-and-answers.js';
import { readAll } from './filtered-pages.js';
import { mutationLocks, passiveIds } from './locks-and-params.js';

export const flagId = (op: Operation, name: string): string => `FLAG-${op.id}.${name}`;

/** Rounds of reads a check makes at most before a field it judges reads alike twice without the flag. */
const ROUNDS = 3;

/** One value of a flag and what the operation answered with it. */
interface Probe {
  flag: Flag;
  value: string;
  units: Map<string, unknown>;
  status: number;
  shown: string;
}

/** The answers of one round: without the flags, with each value, without them again. */
interface Round {
  /** A list: its items are judged one by one. */
  list: boolean;
  before: Map<string, unknown>;
  after: Map<string, unknown>;
  probes: Probe[];
}

/** The values a check sends for a flag: its default first, then every value with an effect. */
const valuesOf = (flag: Flag): string[] => [
  ...(defaultOf(flag) !== undefined ? [defaultOf(flag) as string] : []),
  ...Object.keys(flag.meaning.values),
];

/** What the operation answered, as units judged on their own: a list's items by key, else the whole answer (''). */
async function read(
  s: Session,
  op: Operation,
  params: Params,
  query: Record<string, string>,
  body: JsonObject | undefined,
) {
  if (s.spec.isList(op)) {
    const whole = await readAll(s, op, params, query);
    return {
      status: whole.status,
      units: new Map(whole.items.map((item) => [itemKey(item), item])),
      shown: answer(whole.exchange),
    };
  }
  const exchange = await s.callRaw(op, { params, query, ...(body !== undefined ? { body } : {}) });
  return { status: exchange.status, units: new Map([['', exchange.json]]), shown: answer(exchange) };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The top-level fields of a unit that read differently in the two answers without the flag. */
function moving(before: unknown, after: unknown): Set<string> {
  if (!isObject(before) || !isObject(after)) return new Set();
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return new Set([...keys].filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key])));
}

/** A unit with only the top-level fields `keep` allows. */
const restricted = (unit: unknown, keep: (key: string) => boolean): unknown =>
  isObject(unit) ? Object.fromEntries(Object.entries(unit).filter(([key]) => keep(key))) : unit;

/**
 * Judges one unit of one value's answer: with the effect applied to the answer without the flag, the two read the
 * same on every field compared; where the effect shows a field in another form, it is there. A unit where a field
 * the effect names moved between the two answers without the flag is not judged.
 */
function judgeUnit(op: Operation, probe: Probe, key: string, base: unknown, moved: Set<string>, f: Findings): void {
  const { flag, value } = probe;
  const effect = flag.meaning.values[value] ?? {};
  const named = flagFields({ values: { [value]: effect } });
  if (named.some((field) => moved.has(field))) return;
  const nests = flag.meaning.nests;
  const given = probe.units.get(key);
  const what = `${op.id} ?${flag.name}=${value}${key === '' ? '' : ` (item ${key})`}`;
  const id = flagId(op, flag.name);
  if (!f.require(id, given !== undefined, () => `${what} leaves the item out`)) return;
  const gone = [...(effect.leavesOut ?? []), ...(effect.replaces ? [effect.replaces.from] : [])].flatMap((path) =>
    placesOf(base, path, nests),
  );
  const shownInstead = effect.replaces !== undefined ? placesOf(given, effect.replaces.to, nests) : [];
  // A write answers a new object each time: only what the flag names is compared.
  const keep = (field: string) => (op.method === 'get' ? !moved.has(field) : named.includes(field));
  const expected = restricted(without(base, gone), keep);
  const actual = restricted(without(given, shownInstead), keep);
  const difference = firstDifference(expected, actual);
  f.require(id, difference === undefined, () => `${what}, against the answer without it: ${difference ?? ''}`);
  const replaces = effect.replaces;
  if (replaces !== undefined) {
    const to = replaces.to.split('.').at(-1) ?? replaces.to;
    const missing = placesOf(base, replaces.from, nests)
      .map((place) => [...place.slice(0, -1), to])
      .filter((place) => valueAt(given, place) === undefined);
    f.require(
      id,
      missing.length === 0,
      () =>
        `${what} has no \`${to}\` at ${missing[0]?.join('.') ?? ''}, where the answer without it has \`${replaces.from}\``,
    );
  }
}

/** Reads once without the flags, with each value, and without them again (a write: once without, once per value). */
async function roundOf(s: Session, op: Operation, params: Params, flags: Flag[], body: JsonObject | undefined) {
  const first = await read(s, op, params, {}, body);
  if (first.status < 200 || first.status >= 300) throw new SetupFailed(`${op.id} without its flags: ${first.shown}`);
  const probes = await Promise.all(
    flags.flatMap((flag) =>
      valuesOf(flag).map(async (value): Promise<Probe> => ({
        flag,
        value,
        ...(await read(s, op, params, { [flag.name]: value }, body)),
      })),
    ),
  );
  const second = op.method === 'get' ? await read(s, op, params, {}, body) : first;
  return { list: s.spec.isList(op), before: first.units, after: second.units, probes } satisfies Round;
}

/** Judges every value's answer of a round; answers false when a field a flag names moved on the whole answer. */
function judgeRound(op: Operation, round: Round, f: Findings, last: boolean): boolean {
  if (!round.list && !last) {
    const moved = moving(round.before.get(''), round.after.get(''));
    const settled = round.probes.every((probe) =>
      flagFields({ values: { [probe.value]: probe.flag.meaning.values[probe.value] ?? {} } }).every(
        (field) => !moved.has(field),
      ),
    );
    if (!settled) return false;
  }
  for (const probe of round.probes) {
    const id = flagId(op, probe.flag.name);
    if (!f.require(id, probe.status >= 200 && probe.status < 300, () => probe.shown)) continue;
    for (const [key, base] of round.before) {
      if (!round.after.has(key)) continue;
      judgeUnit(op, probe, key, base, moving(base, round.after.get(key)), f);
    }
  }
  return true;
}

/** A list with no item judges nothing: one is added where its module can add one (its populator). */
async function ensureItem(s: Session, op: Operation, params: Params): Promise<void> {
  const populator = s.env.toolkit.populator(op.id);
  if (!s.spec.isList(op) || populator === undefined) return;
  if ((await readAll(s, op, params, {})).items.length === 0) await populator.add(s, params);
}

/** The check of one operation: its flags read in rounds until what they name reads alike twice. */
async function examine(s: Session, op: Operation, flags: Flag[], f: Findings): Promise<void> {
  const write = op.method !== 'get';
  const params = await s.paramsFor(op, write ? 'fresh' : 'shared');
  await ensureItem(s, op, params);
  const body = write ? await s.baseBody(op, params) : undefined;
  for (let round = 1; round <= ROUNDS; round++)
    if (judgeRound(op, await roundOf(s, op, params, flags, body), f, round === ROUNDS)) return;
}

function requirementOf(op: Operation, flag: Flag): Requirement {
  const source = flagSource(flag);
  const fallback = defaultOf(flag);
  const effects = Object.entries(flag.meaning.values)
    .map(([value, effect]) => `\`${flag.name}=${value}\` ${describeEffect(effect)}`)
    .join('; ');
  const nests = flag.meaning.nests;
  const nested = nests !== undefined ? ` (and in every object nested through \`${nests}\`, at any depth)` : '';
  const compared = op.method === 'get' ? 'and changes nothing else' : 'in the answer, and nothing else of it';
  return about(op, {
    id: flagId(op, flag.name),
    ...(source !== undefined ? { level: 'MUST' as const, source } : { level: 'SHOULD' as const, source: flagReading }),
    category: 'responses',
    statement: `${op.id}: ${effects}${nested}, ${compared}${fallback !== undefined ? `; \`${flag.name}=${fallback}\` answers exactly as leaving it out` : ''}`,
    judges: [`?${flag.name}`],
    reads: flagFields(flag.meaning),
  });
}

function flagsCheck(spec: ApiSpec, toolkit: Toolkit, op: Operation): Built {
  const flags = flagsOf(spec, op).filter((flag) =>
    Object.values(flag.meaning.values).some((e) => effectPaths(e).length > 0),
  );
  if (flags.length === 0) return { requirements: [], checks: [] };
  const requirements = flags.map((flag) => requirementOf(op, flag));
  const check = propertyCheck({
    name: `output flags ${op.id}`,
    covers: requirements.map((r) => r.id),
    feeds: passiveIds(op),
    ...(op.method !== 'get' ? { locks: mutationLocks(toolkit, op) } : {}),
    example: {
      arbitrary: fc.constant(null),
      numRuns: 1,
      examine: (_none, s, f) => examine(s, op, flags, f),
    },
  });
  return { requirements, checks: [check] };
}

export const flagsModule: SuiteModule = {
  name: 'flags',
  file: moduleFile(import.meta.url),
  build(spec, toolkit) {
    const parts = spec.operations.map((op) => flagsCheck(spec, toolkit, op));
    return { requirements: parts.flatMap((p) => p.requirements), checks: parts.flatMap((p) => p.checks) };
  },
};
