/**
 * spec (every enum; docs/behaviour.md#full-value-sets-of-enumerations). Every value the contract names is accepted (and stored
 * as sent); for an enumeration the contract gives in full, a value outside it is not accepted and nothing is
 * stored (MUST). Every value of the spec (docs/behaviour.md#full-value-sets-of-enumerations completes partial sets) is accepted and a non-member is
 * refused with 400 and the error body (SHOULD).
 */
import fc from 'fast-check';
import { moduleFile, type SuiteModule } from '../../engine/module.js';
import type { Findings } from '../../engine/property.js';
import { propertyCheck } from '../../engine/property-check.js';
import type { Session } from '../../engine/session.js';
import { behaviour, beyondContract } from '../../engine/sources.js';
import type { Exchange, Level, Requirement, Source } from '../../engine/types.js';
import { boundedFields, type BoundedField, type FieldSite } from '../../contract/bounds.js';
import { contractValues, enumSource } from '../../contract/provenance.js';
import { answer, is2xx, isStatusWithErrorBody } from '../entries-and-answers.js';
import { discard, fieldSites, roundTrips, sendValue, wasStored } from './field-io.js';
import { fieldLocks, passiveIds } from './locks-and-params.js';
import { stringMatching } from '../../contract/strings.js';

export const enumId = (field: BoundedField): string => `ENUM-${field.key}`;

/**
 * MUST where the contract names the values (provenance.ts enumSource); SHOULD where accepting one is a transition
 * docs/behaviour.md gives, or where the field is sent only to operations beyond the contract (the contract does not
 * show that they take it).
 */
function levelOf(field: BoundedField, values: string[]): { level: Level; source: Source } {
  if (field.sites.every((site) => site.operation.beyondContract)) return { level: 'SHOULD', source: beyondContract };
  const source = enumSource(values, field.key);
  return { level: source.kind === 'behaviour' ? 'SHOULD' : 'MUST', source };
}

function requirementsOf(field: BoundedField, values: string[]): Requirement[] {
  const { named, complete } = contractValues(values);
  const operations = field.sites.map((site) => site.operation.id);
  const section = field.sites[0]?.operation.section ?? 'Resources and their fields';
  const must =
    named.length === 0 && !complete
      ? []
      : [
          {
            id: enumId(field),
            ...levelOf(field, values),
            section,
            profile: field.profile,
            operations,
            category: 'enums' as const,
            statement: `${field.key}: ${named.length > 0 ? `${named.join(', ')} ${named.length === 1 ? 'is' : 'are'} accepted` : ''}${complete ? `${named.length > 0 ? '; ' : ''}a value outside the set is not accepted and nothing is stored` : ''}`,
          },
        ];
  return [
    ...must,
    {
      id: `${enumId(field)}.400`,
      level: 'SHOULD',
      source: behaviour('full-value-sets-of-enumerations'),
      section,
      profile: field.profile,
      operations,
      category: 'enums',
      statement: `${field.key}: every value of ${values.join(', ')} is accepted; a value outside it is refused with 400 and the error body`,
    },
  ];
}

interface EnumExample {
  order: string[];
  outsider: string;
}

async function examineSite(
  s: Session,
  site: FieldSite,
  params: Record<string, string>,
  value: EnumExample,
  field: BoundedField,
  values: string[],
  findings: Findings,
  apart: boolean,
) {
  const { named, complete } = contractValues(values);
  const must = enumId(field);
  const should = `${must}.400`;
  const op = site.operation.id;
  const unsettable = site.in === 'body' ? (s.env.toolkit.setup(op)?.unsettable?.[site.path.join('.')] ?? []) : [];
  const accept = async (member: string): Promise<void> => {
    const exchange = await sendValue(s, site, params, member);
    const id = named.includes(member) ? must : should;
    if (findings.require(id, is2xx(exchange), () => `${op}: "${member}" was not accepted: ${answer(exchange)}`)) {
      findings.require(
        id,
        roundTrips(s, site, exchange, member) !== false,
        () => `${op}: "${member}" did not come back as sent: ${answer(exchange)}`,
      );
      await discard(s, site, params, exchange);
    }
  };
  const members = value.order.filter((v) => !unsettable.includes(v));
  let refused: Exchange;
  if (apart) {
    // Each value makes an object of its own: all of them, and the outsider, at once.
    [refused] = await Promise.all([sendValue(s, site, params, value.outsider), ...members.map(accept)]);
  } else {
    for (const member of members) await accept(member);
    refused = await sendValue(s, site, params, value.outsider);
  }
  if (is2xx(refused)) {
    findings.fail(
      complete ? must : should,
      `${op}: "${value.outsider}" (not in ${values.join(', ')}) was accepted: ${answer(refused)}`,
    );
    return;
  }
  findings.require(should, isStatusWithErrorBody(refused, 400), () => `${op}: "${value.outsider}": ${answer(refused)}`);
  if (complete && findings.watching(must)) {
    const stored = await wasStored(s, site, params, value.outsider);
    findings.require(must, stored !== true, () => `${op}: the refused value "${value.outsider}" was stored anyway`);
  }
}

export const enumsModule: SuiteModule = {
  name: 'enumerations',
  file: moduleFile(import.meta.url),
  refusals: true,
  build(spec, toolkit) {
    const fields = boundedFields(spec).filter((f) => f.constraint.kind === 'enum');
    const requirements = fields.flatMap((f) =>
      requirementsOf(f, f.constraint.kind === 'enum' ? f.constraint.values : []),
    );
    const checks = fields.map((field) => {
      const values = field.constraint.kind === 'enum' ? field.constraint.values : [];
      const { uses: sites, independent } = fieldSites(toolkit, field.sites);
      const covers = requirementsOf(field, values).map((r) => r.id);
      return propertyCheck({
        name: `enumeration ${field.key}`,
        covers,
        feeds: field.sites.flatMap((site) => passiveIds(site.operation)),
        locks: fieldLocks(toolkit, field.sites),
        example: {
          arbitrary: fc.record({
            order: fc.shuffledSubarray(values, { minLength: values.length, maxLength: values.length }),
            outsider: stringMatching(/^[a-z][a-z-]{2,12}$/).filter((v) => !values.includes(v)),
          }),
          // Every value in the spec's order and a plain outsider on every seed; drawn orders and outsiders on top.
          always: [{ order: values, outsider: values.includes('zz-outsider') ? 'zz-outsider-two' : 'zz-outsider' }],
          numRuns: 2,
          // Where no example shares an object it changes, the examples run at once; the values too where apart.
          ...(independent ? { independent: true } : {}),
          async examine(value, s, findings) {
            for (const { site, params, apart } of sites)
              await examineSite(s, site, await params(s), value, field, values, findings, apart);
          },
        },
      });
    });
    return { requirements, checks };
  },
};
