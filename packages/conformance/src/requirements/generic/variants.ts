/**
 * spec (every enum and string pattern) — near misses are refused. A server that normalizes before it validates
 * (lower-cases `"ADMIN"`, trims `" admin"`) accepts values outside the enumeration; one that validates loosely
 * accepts strings one edit away from its pattern. Every case variant and every value with surrounding whitespace
 * of each enumeration value, and the nearest invalid neighbours of a matching string, are not accepted (MUST where
 * the contract gives the set in full or the pattern, else SHOULD) and are refused with 400 and the error body (SHOULD).
 */
import fc from 'fast-check';
import type { Check } from '../../engine/check.js';
import { moduleFile, type SuiteModule } from '../../engine/module.js';
import { propertyCheck } from '../../engine/property-check.js';
import type { Toolkit } from '../../engine/session-registry.js';
import { behaviour, beyondContract, failureStatuses } from '../../engine/sources.js';
import type { Category, Level, Requirement, Source } from '../../engine/types.js';
import { boundedFields, type BoundedField } from '../../contract/bounds.js';
import { boundSource, contractValues, enumSource } from '../../contract/provenance.js';
import { enumVariants, patternVariants, type Variant } from '../../contract/near-misses.js';
import { answer, is2xx, isStatusWithErrorBody } from '../entries-and-answers.js';
import { discard, fieldSites, sendValue } from './field-io.js';
import { fieldLocks, passiveIds } from './locks-and-params.js';

export const exactEnumId = (field: BoundedField): string => `ENUM-${field.key}.exact`;
export const neighboursId = (field: BoundedField): string => `LIM-${field.key}.pattern.neighbours`;

interface Family {
  id: string;
  level: Level;
  source: Source;
  category: Category;
  what: string;
  arbitrary: fc.Arbitrary<Variant[]>;
}

/** MUST only on the contract's word (an enumeration it gives in full, a pattern it states) and on operations it shows. */
const ruled = (beyond: boolean, source: Source): { level: Level; source: Source } =>
  beyond
    ? { level: 'SHOULD', source: beyondContract }
    : { level: source.kind === 'behaviour' ? 'SHOULD' : 'MUST', source };

function familyOf(field: BoundedField): Family | undefined {
  const c = field.constraint;
  const beyond = field.sites.every((site) => site.operation.beyondContract);
  if (c.kind === 'enum') {
    const complete = contractValues(c.values).complete;
    return {
      id: exactEnumId(field),
      ...ruled(beyond, complete ? enumSource(c.values, field.key) : behaviour('full-value-sets-of-enumerations')),
      category: 'enums',
      what: `a case variant or a value with surrounding whitespace of ${c.values.join(', ')} (e.g. "${(c.values[0] ?? '').toUpperCase()}", " ${c.values[0] ?? ''}")`,
      arbitrary: enumVariants(c.values),
    };
  }
  if (c.kind === 'length' && c.pattern !== undefined) {
    const min = Math.max(c.min ?? 1, 1);
    return {
      id: neighboursId(field),
      ...ruled(beyond, boundSource(field.key, 'pattern')),
      category: 'limits',
      what: `a string one edit (a character inserted, removed or of another case) away from a match of ${c.pattern}, or one with surrounding whitespace,`,
      arbitrary: patternVariants(c.pattern, min, c.max ?? 64),
    };
  }
  return undefined;
}

function requirementsOf(field: BoundedField, family: Family): Requirement[] {
  const base = {
    section: field.sites[0]?.operation.section ?? 'Resources and their fields',
    profile: field.profile,
    operations: field.sites.map((site) => site.operation.id),
    category: family.category,
  };
  return [
    {
      ...base,
      id: family.id,
      level: family.level,
      source: family.source,
      statement: `${field.key}: ${family.what} is not accepted`,
    },
    {
      ...base,
      id: `${family.id}.400`,
      level: 'SHOULD',
      source: failureStatuses,
      statement: `${field.key}: ${family.what} is refused with 400 and the error body`,
    },
  ];
}

function checkOf(toolkit: Toolkit, field: BoundedField, family: Family): Check {
  const { uses: sites, independent } = fieldSites(toolkit, field.sites);
  return propertyCheck({
    name: `near misses ${field.key}`,
    covers: [family.id, `${family.id}.400`],
    feeds: field.sites.flatMap((site) => passiveIds(site.operation)),
    locks: fieldLocks(toolkit, field.sites),
    example: {
      arbitrary: family.arbitrary,
      numRuns: 1,
      // Where no example shares an object it changes, the examples run at once; the variants too where apart.
      ...(independent ? { independent: true } : {}),
      async examine(variants, s, findings) {
        for (const { site, params, apart } of sites) {
          const resolved = await params(s);
          const op = site.operation.id;
          const sendEach = async (variant: (typeof variants)[number]): Promise<void> => {
            const exchange = await sendValue(s, site, resolved, variant.sent);
            const sent = `${JSON.stringify(variant.sent)} (${variant.how} of ${JSON.stringify(variant.of)})`;
            if (is2xx(exchange)) {
              findings.fail(family.id, `${op}: ${sent} was accepted: ${answer(exchange)}`);
              await discard(s, site, resolved, exchange);
            } else
              findings.require(
                `${family.id}.400`,
                isStatusWithErrorBody(exchange, 400),
                () => `${op}: ${sent}: ${answer(exchange)}`,
              );
          };
          if (apart) await Promise.all(variants.map(sendEach));
          else for (const variant of variants) await sendEach(variant);
        }
      },
    },
  });
}

export const variantsModule: SuiteModule = {
  name: 'near misses',
  file: moduleFile(import.meta.url),
  build(spec, toolkit) {
    const requirements: Requirement[] = [];
    const checks: Check[] = [];
    for (const field of boundedFields(spec)) {
      const family = familyOf(field);
      if (family === undefined) continue;
      requirements.push(...requirementsOf(field, family));
      checks.push(checkOf(toolkit, field, family));
    }
    return { requirements, checks };
  },
};
