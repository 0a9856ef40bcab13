/**
 * spec (every maxLength, minLength, minimum, maximum and pattern) — for every bounded string and number a client sends (derived from the spec), the value at
 * the bound is accepted and stored as sent, and one past it is not accepted and nothing is stored (MUST where the
 * contract's Limits state the bound, else SHOULD: docs/behaviour.md#limits).
 * The refusal is a 400 with the error body (docs/behaviour.md#error-body-and-failure-statuses, SHOULD). Lengths are counted in code points.
 */
import fc from 'fast-check';
import type { Check } from '../../engine/check.js';
import { NotApplicable } from '../../engine/errors.js';
import { moduleFile, type SuiteModule } from '../../engine/module.js';
import type { Findings } from '../../engine/property.js';
import { propertyCheck } from '../../engine/property-check.js';
import type { Session } from '../../engine/session.js';
import type { Toolkit } from '../../engine/session-registry.js';
import { beyondContract, failureStatuses } from '../../engine/sources.js';
import type { Level, Requirement, Source } from '../../engine/types.js';
import { boundedFields, type BoundedField, type Constraint, type FieldSite } from '../../contract/bounds.js';
import { boundSource } from '../../contract/provenance.js';
import {
  codePoints,
  exactLength,
  matchingOfLength,
  matchingWithin,
  notMatching,
  uriOfLength,
} from '../../contract/strings.js';
import { answer, is2xx, isStatusWithErrorBody } from '../entries-and-answers.js';
import { discard, fieldSites, readBackTogether, roundTrips, sendValue, storedOf } from './field-io.js';
import { fieldLocks, passiveIds } from './locks-and-params.js';

type Bound = 'max' | 'min' | 'pattern';

/** One probe of a field: a value that must be accepted and one that must not. */
interface Probe {
  bound: Bound;
  accepted: unknown;
  refused: unknown;
}

const lengthOf = (value: unknown) => (typeof value === 'string' ? `${codePoints(value)} code points` : String(value));

/** The string of an exact length that fits the field's format and pattern. */
function sized(constraint: Extract<Constraint, { kind: 'length' }>, length: number): fc.Arbitrary<string | null> {
  if (constraint.format === 'uri') return uriOfLength(length);
  if (constraint.pattern !== undefined && length > 0) return matchingOfLength(constraint.pattern, length);
  return exactLength(length);
}

/** The bounds a field has and an arbitrary of probes for them. */
function probesOf(constraint: Constraint): { bounds: Bound[]; arbitrary: fc.Arbitrary<Probe[]> } {
  if (constraint.kind === 'number') {
    const probes: Probe[] = [];
    if (constraint.maximum !== undefined)
      probes.push({ bound: 'max', accepted: constraint.maximum, refused: constraint.maximum + 1 });
    if (constraint.minimum !== undefined)
      probes.push({ bound: 'min', accepted: constraint.minimum, refused: constraint.minimum - 1 });
    return { bounds: probes.map((p) => p.bound), arbitrary: fc.constant(probes) };
  }
  if (constraint.kind !== 'length') return { bounds: [], arbitrary: fc.constant([]) };
  const parts: { bound: Bound; arbitrary: fc.Arbitrary<Probe> }[] = [];
  const probe = (bound: Bound, accepted: fc.Arbitrary<unknown>, refused: fc.Arbitrary<unknown>) =>
    parts.push({ bound, arbitrary: fc.tuple(accepted, refused).map(([a, r]) => ({ bound, accepted: a, refused: r })) });
  const { min, max, pattern } = constraint;
  if (max !== undefined) probe('max', sized(constraint, max), sized(constraint, max + 1));
  if (min !== undefined && min >= 1) probe('min', sized(constraint, min), exactLength(min - 1));
  if (pattern !== undefined) {
    const low = Math.max(min ?? 1, 1);
    probe('pattern', matchingWithin(pattern, low, max ?? 64), notMatching(pattern, low, max ?? 64));
  }
  return { bounds: parts.map((p) => p.bound), arbitrary: fc.tuple(...parts.map((p) => p.arbitrary)) };
}

const describeBound = (field: BoundedField, bound: Bound): string => {
  const c = field.constraint;
  if (c.kind === 'number')
    return bound === 'max'
      ? `${c.maximum} is accepted and ${(c.maximum ?? 0) + 1} is not`
      : `${c.minimum} is accepted and ${(c.minimum ?? 0) - 1} is not`;
  if (c.kind !== 'length') return '';
  if (bound === 'pattern')
    return `a value matching ${c.pattern} is accepted and one that does not match is not (nothing stored)`;
  const n = bound === 'max' ? (c.max ?? 0) : (c.min ?? 0);
  const past = bound === 'max' ? n + 1 : n - 1;
  return `a value of exactly ${n} code points is accepted and stored as sent; ${past} is not accepted and nothing is stored`;
};

/**
 * MUST for a bound the contract states (provenance.ts boundSource); one from docs/behaviour.md#limits, or one only
 * operations beyond the contract take, is a SHOULD.
 */
function sourceOf(field: BoundedField, bound: Bound): { level: Level; source: Source } {
  if (field.sites.every((site) => site.operation.beyondContract)) return { level: 'SHOULD', source: beyondContract };
  const source = boundSource(field.key, bound);
  return { level: source.kind === 'behaviour' ? 'SHOULD' : 'MUST', source };
}

export const limitId = (field: BoundedField, bound: Bound): string => `LIM-${field.key}.${bound}`;

function requirementsOf(field: BoundedField, bounds: Bound[]): Requirement[] {
  const operations = field.sites.map((site) => site.operation.id);
  const section = field.sites[0]?.operation.section ?? 'Limits';
  return bounds.flatMap((bound): Requirement[] => [
    {
      id: limitId(field, bound),
      ...sourceOf(field, bound),
      section: 'Limits',
      profile: field.profile,
      operations,
      category: 'limits',
      statement: `${field.key}: ${describeBound(field, bound)}`,
    },
    {
      id: `${limitId(field, bound)}.400`,
      level: 'SHOULD',
      source: failureStatuses,
      section: 'Limits',
      profile: field.profile,
      operations,
      category: 'limits',
      statement: `${field.key}: a value past the ${bound === 'pattern' ? 'pattern' : `${bound} bound`} is refused with 400 and the error body (${section})`,
    },
  ]);
}

/**
 * Sends one probe at one site and records what does not hold; answers whether its refused value is still to be
 * looked for (refused, and the MUST not failed yet) by storedAnyway().
 */
async function examineSite(
  s: Session,
  site: FieldSite,
  params: Record<string, string>,
  probe: Probe,
  field: BoundedField,
  findings: Findings,
): Promise<boolean> {
  const must = limitId(field, probe.bound);
  const should = `${must}.400`;
  const op = site.operation.id;
  if (probe.accepted === null || probe.refused === null)
    throw new NotApplicable(
      `${field.key}: no value of the ${probe.bound} bound matches ${JSON.stringify(field.constraint)}`,
    );
  const ok = await sendValue(s, site, params, probe.accepted);
  if (findings.require(must, is2xx(ok), () => `${op}: ${lengthOf(probe.accepted)} was not accepted: ${answer(ok)}`)) {
    findings.require(
      must,
      roundTrips(s, site, ok, probe.accepted) !== false,
      () => `${op}: the accepted value did not come back as sent: ${answer(ok)}`,
    );
    await discard(s, site, params, ok);
  }
  const refused = await sendValue(s, site, params, probe.refused);
  if (
    !findings.require(must, !is2xx(refused), () => `${op}: ${lengthOf(probe.refused)} was accepted: ${answer(refused)}`)
  )
    return false;
  findings.require(should, isStatusWithErrorBody(refused, 400), () => `${op}: ${answer(refused)}`);
  return findings.watching(must);
}

/** Reads back, with one read of the site, whether the refused values of `probes` were stored anyway (readBackTogether). */
async function storedAnyway(
  s: Session,
  site: FieldSite,
  params: Record<string, string>,
  probes: Probe[],
  field: BoundedField,
  findings: Findings,
): Promise<void> {
  if (probes.length === 0) return;
  const stored = await storedOf(
    s,
    site,
    params,
    probes.map((probe) => probe.refused),
  );
  for (const [i, probe] of probes.entries())
    findings.require(
      limitId(field, probe.bound),
      stored?.[i] !== true,
      () => `${site.operation.id}: the refused value (${lengthOf(probe.refused)}) was stored anyway`,
    );
}

/** Sends every probe at once to a site where each makes an object of its own (createsApart). */
async function probesAtOnce(
  s: Session,
  site: FieldSite,
  params: Record<string, string>,
  probes: Probe[],
  field: BoundedField,
  findings: Findings,
): Promise<void> {
  const looked = await Promise.all(probes.map((probe) => examineSite(s, site, params, probe, field, findings)));
  const refused = probes.filter((_, index) => looked[index] === true);
  if (readBackTogether(s, site)) await storedAnyway(s, site, params, refused, field, findings);
  else await Promise.all(refused.map((probe) => storedAnyway(s, site, params, [probe], field, findings)));
}

function checkOf(toolkit: Toolkit, field: BoundedField, bounds: Bound[], arbitrary: fc.Arbitrary<Probe[]>): Check {
  const { uses: sites, independent } = fieldSites(toolkit, field.sites);
  return propertyCheck({
    name: `limits ${field.key}`,
    covers: bounds.flatMap((b) => [limitId(field, b), `${limitId(field, b)}.400`]),
    feeds: field.sites.flatMap((site) => passiveIds(site.operation)),
    locks: fieldLocks(toolkit, field.sites),
    example: {
      arbitrary,
      numRuns: field.constraint.kind === 'number' ? 1 : 4,
      // Where no example shares an object it changes, the examples run at once; the probes too where apart.
      ...(independent ? { independent: true } : {}),
      async examine(probes, s, findings) {
        for (const { site, params, apart } of sites) {
          const resolved = await params(s);
          if (apart) {
            await probesAtOnce(s, site, resolved, probes, field, findings);
            continue;
          }
          const together = readBackTogether(s, site);
          const refused: Probe[] = [];
          for (const probe of probes) {
            if (!(await examineSite(s, site, resolved, probe, field, findings))) continue;
            if (together) refused.push(probe);
            else await storedAnyway(s, site, resolved, [probe], field, findings);
          }
          await storedAnyway(s, site, resolved, refused, field, findings);
        }
      },
    },
  });
}

export const limitsModule: SuiteModule = {
  name: 'limits',
  file: moduleFile(import.meta.url),
  refusals: true,
  build(spec, toolkit) {
    const requirements: Requirement[] = [];
    const checks: Check[] = [];
    for (const field of boundedFields(spec)) {
      if (field.constraint.kind === 'enum') continue;
      const { bounds, arbitrary } = probesOf(field.constraint);
      if (bounds.length === 0) continue;
      requirements.push(...requirementsOf(field, bounds));
      checks.push(checkOf(toolkit, field, bounds, arbitrary));
    }
    return { requirements, checks };
  },
};
