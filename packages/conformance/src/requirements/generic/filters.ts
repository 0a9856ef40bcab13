/**
 * What a list's filters keep (spec: every query parameter with `x-filter`, packages/spec README › Filters and
 * searches). Per filtered list, one check reads the list without the filter, then with values drawn from its items
 * (every value of an enumeration, both booleans, a value no item has): every item answered satisfies the value,
 * every item of the list without the filter that satisfies it is answered, the values of an enumeration or a
 * boolean share the items out, `count` (when sent) is the filtered size, and a parameter left out is its documented
 * default (FILTER-<op>.<param>: MUST where the contract states the parameter; SHOULD where the meaning is the
 * reference's reading, docs/behaviour.md#list-filters). The same check walks the filtered pages (filtered-pages.ts).
 * An organization's lists change while other checks run: an item is required only when it reads alike before and
 * after (stable), and an item is judged on what it shows itself.
 */
import fc from 'fast-check';
import { SetupFailed } from '../../engine/errors.js';
import { moduleFile, joinBuilt, type Built, type SuiteModule } from '../../engine/module.js';
import type { Findings } from '../../engine/property.js';
import { propertyCheck } from '../../engine/property-check.js';
import { behaviour } from '../../engine/sources.js';
import type { Session } from '../../engine/session.js';
import type { Params, Toolkit } from '../../engine/session-registry.js';
import type { Requirement } from '../../engine/types.js';
import { describeFilter, fieldsOf, filtersOf, satisfies, topFields, valuesAt } from '../../contract/filter-meanings.js';
import type { ApiSpec, Operation } from '../../contract/operations.js';
import { contractValues, parameterSource } from '../../contract/provenance.js';
import { about, answer, itemKey } from '../entries-and-answers.js';
import {
  cursorAcrossValues,
  cursorFilterId,
  pagFilterId,
  readAll,
  walkFiltered,
  type Probed,
} from './filtered-pages.js';
import {
  defaultFilters,
  includedBy,
  isBoolean,
  isEnum,
  populate,
  probesOf,
  shown,
  updateOf,
  type Draw,
  type Filter,
  type Probe,
} from './filter-values.js';
import { passiveIds } from './locks-and-params.js';
import { stringMatching } from '../../contract/strings.js';

export const filterId = (list: Operation, name: string): string => `FILTER-${list.id}.${name}`;

/** The tested fields of an item, to tell whether it read alike before and after. */
const tested = (f: Filter, item: unknown): string =>
  JSON.stringify(fieldsOf(f.meaning).map((path) => valuesAt(item, path)));

/** What a value's answer is judged against (see referenceOf), and whether the list is the check's own (no churn). */
interface Reference {
  stable: unknown[];
  keys: Set<string>;
  own: boolean;
}

/**
 * The items of `candidates` a value's answer really leaves out: on a list other checks change, those still left out
 * when the filtered list is read again, and still there and alike in the list without the filter.
 */
async function stillLeftOut(
  s: Session,
  list: Operation,
  params: Params,
  f: Filter,
  probe: Probe,
  candidates: unknown[],
  own: boolean,
) {
  if (own || candidates.length === 0) return candidates;
  const again = await readAll(s, list, params, { [f.name]: probe.value });
  const now = new Map((await readAll(s, list, params, {})).items.map((item) => [itemKey(item), tested(f, item)]));
  const confirmed = candidates.filter(
    (item) => !again.keys.includes(itemKey(item)) && now.get(itemKey(item)) === tested(f, item),
  );
  if (f.meaning.op !== 'includes') return confirmed;
  const kept: unknown[] = [];
  for (const item of confirmed)
    if ((await includedBy(s, list, params, f.meaning, item)).includes(String(probe.value))) kept.push(item);
  return kept;
}

/** Judges one value's answer: each item answered satisfies it, each stable item that satisfies it is answered. */
async function judgeProbe(
  s: Session,
  list: Operation,
  params: Params,
  f: Filter,
  probe: Probe,
  read: Probed['read'],
  reference: Reference,
  findings: Findings,
): Promise<void> {
  const id = filterId(list, f.name);
  const what = `${f.name}=${shown(probe.value)}`;
  const { meaning } = f;
  if (probe.none)
    findings.require(
      id,
      read.items.length === 0,
      () => `${what} (no item has it) answered ${read.keys.slice(0, 5).join(', ')}`,
    );
  if (read.count !== undefined)
    findings.require(
      id,
      read.count === read.items.length,
      () => `${what}: count ${String(read.count)}, items ${read.items.length}`,
    );
  // An item only the filtered answer has: on a list other checks change it may have come and gone in between.
  if (reference.own && (meaning.op === 'opaque' || (meaning.op === 'includes' && meaning.atLeast === true))) {
    const strangers = read.keys.filter((key) => !reference.keys.has(key));
    findings.require(
      id,
      strangers.length === 0,
      () => `${what} answered ${strangers.join(', ')}, not in the list without it`,
    );
  }
  if (meaning.op === 'includes') {
    const candidates = reference.stable.filter(
      (item) => probe.includers?.includes(itemKey(item)) === true && !read.keys.includes(itemKey(item)),
    );
    const missing = await stillLeftOut(s, list, params, f, probe, candidates, reference.own);
    findings.require(
      id,
      missing.length === 0,
      () => `${what} leaves out ${missing.map(itemKey).join(', ')}, which includes it`,
    );
    if (meaning.atLeast !== true)
      for (const item of read.items.slice(0, 5)) {
        const ok = (await includedBy(s, list, params, meaning, item)).includes(String(probe.value));
        findings.require(id, ok, () => `${what} answered ${itemKey(item)}, which does not include it`);
      }
    return;
  }
  if (meaning.op === 'opaque') return;
  const wrong = read.items.filter((item) => satisfies(item, meaning, probe.value) === false);
  findings.require(
    id,
    wrong.length === 0,
    () =>
      `${what} answered ${wrong.map(itemKey).slice(0, 5).join(', ')}, which do not satisfy it: ${JSON.stringify(wrong[0]).slice(0, 200)}`,
  );
  const candidates = reference.stable.filter(
    (item) => satisfies(item, meaning, probe.value) === true && !read.keys.includes(itemKey(item)),
  );
  const left = await stillLeftOut(s, list, params, f, probe, candidates, reference.own);
  findings.require(
    id,
    left.length === 0,
    () => `${what} leaves out ${left.map(itemKey).slice(0, 5).join(', ')}, which satisfy it`,
  );
}

/**
 * The values of an enumeration (or a boolean) share the items out: a stable item with one of the values is answered
 * by exactly one of them — on a list other checks change, by at most one among the answers that show it alike.
 */
function judgePartition(list: Operation, f: Filter, probed: Probed[], reference: Reference, findings: Findings): void {
  if (!(isEnum(f) || (isBoolean(f) && f.meaning.op === 'eq'))) return;
  const values = probed.filter((p) => p.value !== f.meaning.all);
  const field = fieldsOf(f.meaning)[0] ?? '';
  const all = values.length === (f.schema.enum?.filter((v) => v !== f.meaning.all).length ?? 2);
  for (const item of reference.stable) {
    if (!values.some((p) => valuesAt(item, field)[0] === p.value)) continue;
    const holders = values.filter((p) => p.read.keys.includes(itemKey(item)));
    const shownAs = new Set(holders.map((p) => tested(f, p.read.items[p.read.keys.indexOf(itemKey(item))])));
    const ok = reference.own
      ? holders.length === 1 || (!all && holders.length === 0)
      : holders.length <= 1 || shownAs.size > 1;
    findings.require(
      filterId(list, f.name),
      ok,
      () =>
        `item ${itemKey(item)} is answered by ${f.name}=${holders.map((p) => shown(p.value)).join(' and ') || 'no value'}`,
    );
  }
}

/** Left out, the parameter is its documented default: the same items as with the default given. */
function judgeDefault(
  list: Operation,
  f: Filter,
  probed: Probed[],
  without: Probed['read'],
  after: Probed['read'],
  own: boolean,
  findings: Findings,
): void {
  const given = probed.find((p) => p.value === f.schema.default);
  if (given === undefined) return;
  // On a list other checks change, an item may come and go between two reads: only stable ones are required.
  const extra = own ? given.read.keys.filter((key) => !without.keys.includes(key)) : [];
  const left = without.keys.filter((key) => after.keys.includes(key) && !given.read.keys.includes(key));
  findings.require(
    filterId(list, f.name),
    extra.length === 0 && left.length === 0,
    () =>
      `left out, ${f.name} is not its default ${shown(f.schema.default)}: ${[...extra, ...left].slice(0, 5).join(', ')} differ`,
  );
}

/** What a value's answer is judged against: the list without the filter, its items that read alike twice. */
function referenceOf(
  f: Filter,
  without: Probed['read'],
  after: Probed['read'],
  probed: Probed[],
  own: boolean,
): Reference {
  if (defaultFilters(f)) {
    // Without the parameter the list is filtered too: the whole list is what every value answered together.
    const all = new Map<string, unknown>();
    for (const p of probed) for (const item of p.read.items) all.set(itemKey(item), item);
    for (const item of without.items) all.set(itemKey(item), item);
    return { stable: own ? [...all.values()] : [], keys: new Set(all.keys()), own };
  }
  const later = new Map(after.items.map((item) => [itemKey(item), tested(f, item)]));
  const stable = without.items.filter((item) => later.get(itemKey(item)) === tested(f, item));
  return { stable, keys: new Set([...without.keys, ...after.keys]), own };
}

/** The check of one filtered list: every filter judged, its pages walked, a cursor sent across values. */
async function examineList(s: Session, list: Operation, filters: Filter[], own: boolean, draw: Draw, f: Findings) {
  const params = await s.paramsFor(list, own ? 'own' : 'shared');
  if (own) await populate(s, list, params, filters, draw);
  const without = await readAll(s, list, params, {});
  if (without.status !== 200) throw new SetupFailed(`${list.id} without a filter: ${answer(without.exchange)}`);
  // Every value of every filter read at once (the reads are independent), then the list once more.
  const probedBy = new Map<Filter, { probe: Probe; probed: Probed }[]>();
  await Promise.all(
    filters.map(async (filter) => {
      const probes = await probesOf(s, list, params, filter, without.items, draw);
      const named = isEnum(filter) ? contractValues(filter.schema.enum as string[]).named : undefined;
      const reads = await Promise.all(probes.map((probe) => readAll(s, list, params, { [filter.name]: probe.value })));
      const done: { probe: Probe; probed: Probed }[] = [];
      probes.forEach((probe, i) => {
        const read = reads[i] as Probed['read'];
        // A value the contract does not name (docs/behaviour.md#full-value-sets-of-enumerations) may be refused: ENUM- judges that.
        if (read.status === 400 && named !== undefined && !named.includes(String(probe.value))) return;
        // An id no object has, where the filter names an object (a member, a space): refusing it is as good as nothing.
        const relation = filter.meaning.op === 'includes' || filter.meaning.op === 'opaque';
        if (probe.none && relation && (read.status === 400 || read.status === 404)) return;
        const ok = f.require(
          filterId(list, filter.name),
          read.status === 200,
          () => `${filter.name}=${shown(probe.value)}: ${answer(read.exchange)}`,
        );
        if (ok) done.push({ probe, probed: { name: filter.name, value: probe.value, read, none: probe.none } });
      });
      probedBy.set(filter, done);
    }),
  );
  // A list of the check's own changes only through the check: no second read needed.
  const after = own ? without : await readAll(s, list, params, {});
  const walks: Promise<void>[] = [];
  for (const filter of filters) {
    const done = probedBy.get(filter) ?? [];
    const probed = done.map((d) => d.probed);
    const reference = referenceOf(filter, without, after, probed, own);
    for (const { probe, probed: p } of done) await judgeProbe(s, list, params, filter, probe, p.read, reference, f);
    judgePartition(list, filter, probed, reference, f);
    if (filter.schema.default !== undefined) judgeDefault(list, filter, probed, without, after, own, f);
    const widest = probed
      .filter((p) => !p.none && p.read.keys.length >= 2)
      .sort((a, b) => b.read.keys.length - a.read.keys.length)[0];
    if (widest !== undefined) walks.push(walkFiltered(s, list, params, widest, own, f));
  }
  const probed = [...probedBy.values()].flat().map((d) => d.probed);
  await Promise.all([...walks, cursorAcrossValues(s, list, params, probed, f)]);
}

function requirementsOf(list: Operation, filters: Filter[]): Requirement[] {
  const section = 'List filters';
  const perFilter = filters.flatMap((filter) => {
    const judges = [`?${filter.name}`];
    const reads = topFields(fieldsOf(filter.meaning));
    const stated = filter.meaning.reading === 'reference' ? undefined : parameterSource(list.id, filter.name);
    const fallback = filter.schema.default !== undefined ? `; left out, it is \`${shown(filter.schema.default)}\`` : '';
    return [
      about(list, {
        id: filterId(list, filter.name),
        ...(stated !== undefined
          ? { level: 'MUST' as const, source: stated }
          : { level: 'SHOULD' as const, source: behaviour('list-filters') }),
        section,
        category: 'pagination',
        statement: `${list.id}: \`?${filter.name}\` keeps exactly the items where ${describeFilter(filter.meaning)}, and \`count\` (when sent) is their number${fallback}`,
        judges,
        ...(reads.length > 0 ? { reads } : {}),
      }),
      about(list, {
        id: pagFilterId(list, filter.name),
        // Every page's `count` is judged too: what `count` holds is docs/behaviour.md#pagination, not the contract.
        level: 'SHOULD',
        source: behaviour('pagination'),
        section,
        category: 'pagination',
        statement: `${list.id}: walked with \`?${filter.name}\` and a small \`limit\`, the pages give every item of the filtered list once, none over \`limit\`, \`count\` (when sent) the filtered size, and end after the last item`,
        judges: [...judges, '?limit', '?page'],
      }),
    ];
  });
  return [
    ...perFilter,
    about(list, {
      id: cursorFilterId(list),
      level: 'SHOULD',
      source: behaviour('pagination'),
      section,
      category: 'pagination',
      statement: `${list.id}: a cursor of the list filtered with one value, sent with another value of the filter, is refused with 400 and the error body`,
      judges: ['?page', ...filters.map((filter) => `?${filter.name}`)],
    }),
  ];
}

function filtersCheck(spec: ApiSpec, toolkit: Toolkit, list: Operation): Built {
  const filters = filtersOf(spec, list);
  if (filters.length === 0) return { requirements: [], checks: [] };
  const requirements = requirementsOf(list, filters);
  const last = list.pathParams.at(-1);
  const own = last !== undefined && last !== 'organizationId' && toolkit.canIsolate(last, list);
  const update = updateOf(spec, list);
  const vias = filters.flatMap((filter) => filter.meaning.via?.operationId ?? []).filter((id) => spec.has(id));
  const check = propertyCheck({
    name: `filters ${list.id}`,
    covers: requirements.map((r) => r.id),
    feeds: [list, ...vias.map((id) => spec.operation(id)), ...(own && update !== undefined ? [update] : [])].flatMap(
      passiveIds,
    ),
    example: {
      arbitrary: fc.record({ salt: fc.nat({ max: 1000 }), token: stringMatching(/^[a-z0-9]{12}$/) }),
      numRuns: 1,
      examine: (draw, s, f) => examineList(s, list, filters, own, draw, f),
    },
  });
  return { requirements, checks: [check] };
}

export const filtersModule: SuiteModule = {
  name: 'filters',
  file: moduleFile(import.meta.url),
  build(spec, toolkit) {
    return joinBuilt(spec.operations.filter((op) => spec.isList(op)).map((list) => filtersCheck(spec, toolkit, list)));
  },
};
