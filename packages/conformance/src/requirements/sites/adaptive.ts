/**
 * spec schema SiteAdaptiveSchema — `jsonSchema` is "a JSON Schema draft-07 document for visitor attributes: an
 * object whose properties are boolean claims, with an `unsigned` sub-object of boolean claims; additional
 * properties are not allowed". A schema of that shape is accepted and GET answers it back (MUST); one that
 * breaks it (a claim that is not boolean, additional properties allowed, a document that is not valid draft-07)
 * is not accepted and the stored schema stays (MUST), refused with 400 and the error body (docs/behaviour.md#error-body-and-failure-statuses, SHOULD).
 * The template conditions hold one condition per claim, its condition and description naming it (reference choice,
 * SHOULD), and an accepted PUT's `updatedAt` lies in its clock window (SHOULD, docs/behaviour.md#timestamps). A site's
 * `adaptiveContent` switched on and off by PATCH shows that state in the answer, the GET and the sites list (MUST).
 */
import fc from 'fast-check';
import type { Findings } from '../../engine/property.js';
import { propertyCheck } from '../../engine/property-check.js';
import type { Built } from '../../engine/module.js';
import type { Session } from '../../engine/session.js';
import { behaviour, contract, failureStatuses } from '../../engine/sources.js';
import type { Requirement } from '../../engine/types.js';
import type { ApiSpec } from '../../contract/operations.js';
import { answer, coverage, is2xx, isStatusWithErrorBody, itemsOf } from '../entries-and-answers.js';
import { shown as shownWindow, Times, within } from '../generic/time-window.js';
import { freshSite, type SiteParams } from './objects.js';

export const ACCEPTS = 'ADAPT-schema.accepts';
export const REFUSES = 'ADAPT-schema.refuses';
export const REFUSES_400 = 'ADAPT-schema.refuses.400';
export const CONDITIONS = 'ADAPT-template-conditions';
export const CONTENT = 'ADAPT-content.enabled';
export const UPDATED_AT = 'ADAPT-schema.updated-at';

type Json = Record<string, unknown>;

interface Visitor {
  claims: string[];
  unsigned: string[];
  described: boolean;
  draft07: boolean;
}

/** How a schema breaks the contract's shape. */
type Breakage =
  | { kind: 'non-boolean claim' | 'non-boolean unsigned claim'; type: string }
  | { kind: 'additional properties allowed' | 'additional unsigned properties allowed' }
  | { kind: 'not valid draft-07'; keyword: Json };

const claimName = fc.stringMatching(/^[a-z][a-zA-Z0-9_]{0,11}$/).filter((name) => name !== 'unsigned');
const visitor: fc.Arbitrary<Visitor> = fc.record({
  claims: fc.uniqueArray(claimName, { minLength: 1, maxLength: 3 }),
  unsigned: fc.uniqueArray(claimName, { maxLength: 2 }),
  described: fc.boolean(),
  draft07: fc.boolean(),
});
const nonBoolean = fc.constantFrom('string', 'number', 'integer', 'object', 'array', 'null');
/** Every way of breaking the shape, each with its own random details: an example tries them all. */
const breakages: fc.Arbitrary<Breakage[]> = fc
  .record({
    claimType: nonBoolean,
    unsignedType: nonBoolean,
    // Keywords of draft-07 with a value its meta-schema refuses.
    keyword: fc.constantFrom<Json>(
      { required: 'claim' },
      { minProperties: -1 },
      { maxProperties: 'many' },
      { dependencies: 5 },
    ),
  })
  .map(({ claimType, unsignedType, keyword }) => [
    { kind: 'non-boolean claim', type: claimType },
    { kind: 'non-boolean unsigned claim', type: unsignedType },
    { kind: 'additional properties allowed' },
    { kind: 'additional unsigned properties allowed' },
    { kind: 'not valid draft-07', keyword },
  ]);

const claim = (name: string, described: boolean, type = 'boolean'): Json => ({
  type,
  ...(described ? { description: `Claim ${name}` } : {}),
});

/** The visitor schema of the contract's shape. */
export function schemaOf(v: Visitor): Json {
  return {
    ...(v.draft07 ? { $schema: 'http://json-schema.org/draft-07/schema#' } : {}),
    type: 'object',
    properties: {
      ...Object.fromEntries(v.claims.map((name) => [name, claim(name, v.described)])),
      unsigned: {
        type: 'object',
        properties: Object.fromEntries(v.unsigned.map((name) => [name, claim(name, v.described)])),
        additionalProperties: false,
      },
    },
    additionalProperties: false,
  };
}

/** A schema like `v`'s with one breakage. */
function brokenSchemaOf(v: Visitor, b: Breakage): Json {
  const schema = schemaOf(v);
  const properties = schema['properties'] as Record<string, Json>;
  const unsigned = properties['unsigned'] as Json & { properties: Record<string, Json> };
  const first = v.claims[0] ?? 'claim';
  switch (b.kind) {
    case 'non-boolean claim':
      properties[first] = claim(first, false, b.type);
      return schema;
    case 'non-boolean unsigned claim':
      unsigned.properties[`${first}Unsigned`] = claim(first, false, b.type);
      return schema;
    case 'additional properties allowed':
      return { ...schema, additionalProperties: true };
    case 'additional unsigned properties allowed':
      unsigned['additionalProperties'] = true;
      return schema;
    default:
      return { ...schema, ...b.keyword };
  }
}

/** JSON with object keys in order, so two documents compare by content. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );

const storedSchema = async (s: Session, params: SiteParams): Promise<unknown> =>
  ((await s.must('getSiteAdaptiveSchema', { params })).json as { jsonSchema?: unknown } | undefined)?.jsonSchema;

/** PATCH site `adaptiveContent` on, then off: each answer, the GET and the sites list show the state sent. */
async function judgeContent(s: Session, params: SiteParams, findings: Findings): Promise<void> {
  for (const enabled of [true, false]) {
    const patch = await s.call('updateSiteById', { params, body: { adaptiveContent: { enabled } } });
    const read = await s.call('getSiteById', { params });
    const listed = itemsOf(
      await s.call('listSites', { params: { organizationId: params.organizationId }, query: { limit: 1000 } }),
    ).find((item) => (item as Json)['id'] === params.siteId);
    for (const [what, shown] of [
      ['its answer', patch.status === 200 ? patch.json : undefined],
      ['GET site', read.json],
      ['the sites list', listed],
    ] as const) {
      const state = ((shown as Json | undefined)?.['adaptiveContent'] as Json | undefined)?.['enabled'];
      findings.require(
        CONTENT,
        state === enabled,
        () =>
          `after PATCH adaptiveContent {enabled: ${enabled}} (${patch.status}), ${what} shows ${JSON.stringify(state)}`,
      );
    }
  }
}

async function examine(s: Session, [v, bs]: [Visitor, Breakage[]], findings: Findings): Promise<void> {
  const params = await freshSite(s);
  await judgeContent(s, params, findings);
  const valid = schemaOf(v);
  const times = new Times(s, s.env.capabilities.has('clock'));
  await times.step();
  const from = await times.mark();
  const put = await s.call('updateSiteAdaptiveSchema', { params, body: { jsonSchema: valid } });
  const window = await times.since(from);
  if (!findings.require(ACCEPTS, put.status === 200, () => `a schema of the contract's shape: ${answer(put)}`)) return;
  const answered = (put.json as { jsonSchema?: unknown } | undefined)?.jsonSchema;
  findings.require(
    ACCEPTS,
    canonical(answered) === canonical(valid),
    () => `PUT of ${JSON.stringify(valid)} answers ${JSON.stringify(answered)}`,
  );
  const stored = await storedSchema(s, params);
  findings.require(
    ACCEPTS,
    canonical(stored) === canonical(valid),
    () => `GET answers ${JSON.stringify(stored)} after PUT of ${JSON.stringify(valid)}`,
  );
  const read = (await s.must('getSiteAdaptiveSchema', { params })).json as Json | undefined;
  for (const [what, shownAt] of [
    ['its answer', (put.json as Json | undefined)?.['updatedAt']],
    ['GET after it', read?.['updatedAt']],
  ] as const)
    findings.require(
      UPDATED_AT,
      within(shownAt, window),
      () => `the PUT ran in ${shownWindow(window)}; ${what} shows updatedAt ${JSON.stringify(shownAt)}`,
    );

  const conditions = await s.must('listSiteAdaptiveTemplateConditions', { params });
  const listed = (conditions.json as { items?: { condition?: unknown; description?: unknown }[] } | undefined)?.items;
  const items = (listed ?? []).map((item) => `${String(item.condition)} — ${String(item.description)}`);
  const names = [...v.claims, ...v.unsigned];
  const unnamed = names.filter(
    (name) =>
      !(listed ?? []).some((item) => String(item.condition).includes(name) && String(item.description).includes(name)),
  );
  findings.require(
    CONDITIONS,
    items.length === names.length && unnamed.length === 0,
    () => `claims ${names.join(', ')} gave the conditions ${JSON.stringify(items)}`,
  );

  for (const b of bs) {
    const refused = await s.call('updateSiteAdaptiveSchema', { params, body: { jsonSchema: brokenSchemaOf(v, b) } });
    const what = `a schema with ${b.kind}${'type' in b ? ` (${b.type})` : ''}`;
    if (!findings.require(REFUSES, !is2xx(refused), () => `${what} was accepted: ${answer(refused)}`)) continue;
    findings.require(REFUSES_400, isStatusWithErrorBody(refused, 400), () => `${what}: ${answer(refused)}`);
  }
  const after = await storedSchema(s, params);
  findings.require(
    REFUSES,
    canonical(after) === canonical(valid),
    () => `after refusing broken schemas, GET answers ${JSON.stringify(after)}`,
  );
}

const visitorSchema = contract(
  'Resources and their fields › SiteAdaptiveSchema',
  'a JSON Schema draft-07 document for visitor attributes: an object whose properties are boolean claims, with an `unsigned` sub-object of boolean claims; additional properties are not allowed',
);

/** The requirements of the adaptive visitor schema and the property that decides them. */
export function adaptiveSchema(spec: ApiSpec): Built {
  const operations = ['updateSiteAdaptiveSchema', 'getSiteAdaptiveSchema', 'listSiteAdaptiveTemplateConditions'];
  const content = ['updateSiteById', 'getSiteById', 'listSites'];
  const base = { section: 'Sites', profile: 'sites' as const, operations, category: 'limits' as const };
  const requirements: Requirement[] = [
    {
      ...base,
      id: ACCEPTS,
      level: 'MUST',
      source: visitorSchema,
      judges: ['jsonSchema'],
      reads: ['jsonSchema'],
      statement:
        'PUT adaptive-schema accepts a draft-07 visitor schema of boolean claims with an `unsigned` object of boolean claims and no additional properties (200); its answer and GET show it back',
    },
    {
      ...base,
      id: REFUSES,
      level: 'MUST',
      source: visitorSchema,
      statement:
        'PUT adaptive-schema does not accept a schema with a non-boolean claim, additional properties allowed, or that is not valid draft-07, and the stored schema stays as it was',
    },
    {
      ...base,
      id: REFUSES_400,
      level: 'SHOULD',
      source: failureStatuses,
      statement: 'such a schema is refused with 400 and the error body',
    },
    {
      ...base,
      id: CONDITIONS,
      level: 'SHOULD',
      // The contract gives the shape; one condition per claim is the reference's.
      source: contract(
        'Resources and their fields › SiteAdaptiveSchema',
        'Template conditions: `{items: [{description: string, condition: string}]}`.',
      ),
      statement:
        'the template conditions hold one condition per claim of the schema (signed and unsigned), its condition and description each naming its claim (reference choice)',
      readsIn: { listSiteAdaptiveTemplateConditions: ['items', 'condition', 'description'] },
    },
    {
      ...base,
      id: UPDATED_AT,
      level: 'SHOULD',
      category: 'state',
      source: behaviour('timestamps'),
      operations: ['updateSiteAdaptiveSchema', 'getSiteAdaptiveSchema'],
      reads: ['updatedAt'],
      statement:
        "an accepted PUT adaptive-schema's answer and the GET after it show an updatedAt in the PUT's clock window",
    },
    {
      ...base,
      id: CONTENT,
      level: 'MUST',
      category: 'state',
      operations: content,
      source: contract('Endpoints › Sites', 'adaptiveContent? `{enabled}`'),
      judges: ['adaptiveContent'],
      reads: ['adaptiveContent'],
      statement:
        "PATCH site `adaptiveContent` {enabled: true}, then false: the answer, GET site and the sites list show the site's adaptiveContent.enabled as sent",
    },
  ];
  const check = propertyCheck({
    name: 'adaptive visitor schema',
    ...coverage(spec, requirements),
    example: {
      arbitrary: fc.tuple(visitor, breakages),
      numRuns: 3,
      examine: (value, s, findings) => examine(s, value, findings),
    },
  });
  return { requirements, checks: [check] };
}
