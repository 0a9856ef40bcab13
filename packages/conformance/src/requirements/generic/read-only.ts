/**
 * Server-owned fields stay the server's (RO-FIELD-<op>): the fields of a create's or PATCH's answer that its request
 * schema does not declare (`id`, `createdAt`, `organization`, `number`, counters, …) are the server's to set. Sent
 * with values of the client's own, they are either refused (a 4xx) or ignored: neither the answer nor the GET right
 * after shows a value the client sent. A create's booleans and enumerations are left out (the value the server
 * would choose is not known before), a PATCH sends the other value of each.
 */
import fc from 'fast-check';
import type { SchemaObject } from '@docs-api/spec';
import { moduleFile, type Built, type SuiteModule } from '../../engine/module.js';
import type { Findings } from '../../engine/property.js';
import { propertyCheck } from '../../engine/property-check.js';
import { contract } from '../../engine/sources.js';
import type { Session } from '../../engine/session.js';
import type { JsonObject, Toolkit } from '../../engine/session-registry.js';
import type { Requirement } from '../../engine/types.js';
import type { ApiSpec, Operation } from '../../contract/operations.js';
import { branches, hasType, propertiesOf, type Schema } from '../../contract/schema-walk.js';
import { creates } from '../../contract/timestamp-fields.js';
import { readTwin, same } from '../../contract/writable.js';
import { about, answer, is2xx } from '../entries-and-answers.js';
import { mutationLocks, passiveIds } from './locks-and-params.js';

export const readOnlyId = (op: Operation): string => `RO-FIELD-${op.id}`;

const section = 'Endpoints › Conventions';

type Kind = 'date-time' | 'string' | 'number' | 'boolean' | 'enum';

interface Owned {
  name: string;
  kind: Kind;
  values?: string[];
}

/** The kind of a scalar property the client could send a value of, or undefined (objects, arrays, constants). */
function kindOf(spec: ApiSpec, schema: Schema): Owned['kind'] | undefined {
  const all = branches(spec.document, schema).filter((b: SchemaObject) => !hasType(b, 'null'));
  const first = all[0];
  if (first === undefined || all.length > 1 || first.const !== undefined) return undefined;
  if (Array.isArray(first.enum)) return first.enum.every((v) => typeof v === 'string') ? 'enum' : undefined;
  if (hasType(first, 'string')) return first.format === 'date-time' ? 'date-time' : 'string';
  if (hasType(first, 'integer') || hasType(first, 'number')) return 'number';
  if (hasType(first, 'boolean')) return 'boolean';
  return undefined;
}

/** The answer's scalar fields the request does not declare. */
function ownedFields(spec: ApiSpec, op: Operation): Owned[] {
  const schema = op.responseSchemas.get(op.successStatuses[0] ?? 200);
  if (op.body === undefined || schema === undefined) return [];
  const sent = propertiesOf(spec.document, op.body);
  const owned: Owned[] = [];
  for (const [name, property] of Object.entries(propertiesOf(spec.document, schema))) {
    const kind = name in sent ? undefined : kindOf(spec, property);
    if (kind === undefined) continue;
    const values = branches(spec.document, property).find((b) => Array.isArray(b.enum))?.enum as string[] | undefined;
    owned.push({ name, kind, ...(values !== undefined ? { values } : {}) });
  }
  return owned;
}

/** A value of the client's own for the field, never one a server would set; undefined when none can be told apart. */
function foreignValue(field: Owned, before: JsonObject | undefined): unknown {
  if (field.kind === 'date-time') return '2001-02-03T04:05:06.000Z';
  if (field.kind === 'string') return `conformance-client-${field.name}`;
  if (field.kind === 'number') return 987_654;
  if (before === undefined || !(field.name in before)) return undefined;
  if (field.kind === 'boolean') return before[field.name] !== true;
  return field.values?.find((v) => v !== before[field.name]);
}

const objectOf = (json: unknown): JsonObject =>
  typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as JsonObject) : {};

interface Plan {
  op: Operation;
  read: Operation;
  owned: Owned[];
}

async function examine({ op, read, owned }: Plan, s: Session, f: Findings): Promise<void> {
  const id = readOnlyId(op);
  const params = await s.paramsFor(op, 'fresh');
  const isPatch = op.method === 'patch';
  const before = isPatch ? objectOf((await s.callRaw(read, { params })).json) : undefined;
  const foreign: JsonObject = {};
  for (const field of owned) {
    const value = foreignValue(field, before);
    if (value !== undefined) foreign[field.name] = value;
  }
  const body = { ...((await s.baseBody(op, params)) ?? {}), ...foreign };
  const sent = await s.callRaw(op, { params, body });
  if (!is2xx(sent)) return; // refused: the server keeps its values
  const answered = objectOf(sent.json);
  // A boolean or enumeration sent as the other value can also flip by what other checks do meanwhile (a change
  // request goes `outdated` when its shared space is merged into, even while the PATCH runs): it is sent, but only
  // values no server makes (a date of 2001, 987654, a client's string) are blamed.
  const flips = new Set(owned.filter((o) => o.kind === 'boolean' || o.kind === 'enum').map((o) => o.name));
  const shown = (what: string, object: JsonObject) => {
    const taken = Object.keys(foreign).filter((name) => same(object[name], foreign[name]) && !flips.has(name));
    f.require(
      id,
      taken.length === 0,
      () =>
        `${op.id} with ${JSON.stringify(foreign)} answered ${sent.status}; ${what} shows the client's ${taken.map((n) => `${n} ${JSON.stringify(object[n])}`).join(', ')}`,
    );
  };
  shown('its answer', answered);
  const own = read.pathParams.at(-1) ?? '';
  const slug = answered['slug'];
  const ownId = own.endsWith('Slug') && typeof slug === 'string' ? slug : answered['id'];
  const at = isPatch || typeof ownId !== 'string' ? params : { ...params, [own]: ownId };
  const again = await s.callRaw(read, { params: at });
  if (again.status === 200) shown(`${read.id} right after`, objectOf(again.json));
  else if (!isPatch) f.fail(id, `${op.id} answered ${sent.status}; ${read.id} of what it made: ${answer(again)}`);
}

function readOnlyOf(spec: ApiSpec, toolkit: Toolkit, op: Operation, read: Operation): Built {
  const owned = ownedFields(spec, op);
  const told = owned.filter((o) => op.method === 'patch' || !['boolean', 'enum'].includes(o.kind));
  if (told.length === 0) return { requirements: [], checks: [] };
  const names = told.map((o) => o.name);
  const requirement: Requirement = about(op, {
    id: readOnlyId(op),
    // The contract lists each request's body fields and says nothing of others sent along: a SHOULD.
    level: 'SHOULD',
    source: contract(
      'Endpoints › Conventions',
      'A trailing `?` marks an optional field or parameter. Otherwise the field is Required.',
    ),
    section,
    category: 'state',
    operations: [op.id, read.id],
    statement: `${op.id} sent ${names.join(', ')} (fields its request does not declare) with values of the client's own either refuses them (4xx) or ignores them: neither its answer nor ${read.id} right after shows them`,
  });
  const check = propertyCheck({
    name: `server-owned fields ${op.id}`,
    covers: [requirement.id],
    feeds: [op, read].flatMap(passiveIds),
    locks: mutationLocks(toolkit, op),
    example: {
      arbitrary: fc.constant(null),
      numRuns: 1,
      examine: (_, s, findings) => examine({ op, read, owned: told }, s, findings),
    },
  });
  return { requirements: [requirement], checks: [check] };
}

export const readOnlyModule: SuiteModule = {
  name: 'server-owned fields',
  file: moduleFile(import.meta.url),
  refusals: true,
  build(spec, toolkit) {
    // Creates read back through their object's GET; PATCHes through the GET on their own path.
    const writes: [Operation, Operation][] = [
      ...creates(spec).map(({ create, read }): [Operation, Operation] => [create, read]),
      ...spec.operations.flatMap((op): [Operation, Operation][] => {
        const twin = op.method === 'patch' ? readTwin(spec, op) : undefined;
        return twin === undefined ? [] : [[op, twin]];
      }),
    ];
    const parts = writes.map(([op, read]) => readOnlyOf(spec, toolkit, op, read));
    return { requirements: parts.flatMap((p) => p.requirements), checks: parts.flatMap((p) => p.checks) };
  },
};
