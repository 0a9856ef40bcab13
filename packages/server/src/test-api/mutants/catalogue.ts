/**
 * The catalogue of behaviour mutants, generated from the contract's document: each mutant changes one observable
 * behaviour of one operation or one response field in one realistic way (README › Mutation score). What a mutant
 * does is its `act` (./behaviours.ts); this module only decides which mutants exist, from the document's operations,
 * parameters, responses and `x-` annotations, never from a list written per operation.
 */
import {
  cascadeOf,
  derivedOf,
  effectOf,
  operations,
  propertiesOf,
  refName,
  requiredOf,
  resolve,
  sortOf,
  type OpenAPIObject,
  type ParameterObject,
  type Schema,
  type SchemaObject,
  type WalkedOperation,
} from '@docs-api/spec';
import { equivalence } from './equivalent.js';

export const OPERATORS = [
  'param-ignored',
  'field-frozen',
  'field-dropped',
  'field-other-caller',
  'write-not-kept',
  'derived-stale',
  'cascade-skipped',
  'access-dropped',
  'status-swapped',
  'order-reversed',
  'page-overlap',
  'error-disclosed',
] as const;
export type Operator = (typeof OPERATORS)[number];

/** What a mutant acts on, for ./behaviours.ts. */
export type Target =
  | { kind: 'param'; operationId: string; param: string }
  | { kind: 'field'; schema: string; objectType: string; field: string }
  | {
      kind: 'not-kept';
      operationId: string;
      /** hide: the object made is nowhere after; strip: a PATCH's fields are never written; restore: a PUT is undone; skip: answered without being done. */
      how: 'hide' | 'strip' | 'restore' | 'skip';
      /** The operation's success status (what `skip` answers). */
      status: number;
      field?: string;
    }
  | { kind: 'derived'; schema: string; objectType: string; field: string; objectPath: string }
  | { kind: 'cascade'; operationId: string; reads: string[] }
  | { kind: 'access'; operationId: string; who: 'read' | 'other-organization' }
  | { kind: 'status'; operationId: string; from: number; to: number }
  | { kind: 'list'; operationId: string }
  | { kind: 'operation'; operationId: string };

export interface Mutant {
  id: string;
  operator: Operator;
  operationId?: string;
  field?: string;
  /** The operationIds whose answers it can change: the requirements using them judge it. */
  touches: string[];
  /** Of `touches`, those whose requirements judge it first (a field's: the operations answering its object itself). */
  first?: string[];
  description: string;
  /** Why no answer can differ from the reference's (left out of the score). */
  equivalent?: string;
  target: Target;
}

/**
 * The status a `status-swapped` mutant answers instead of a documented one: the mix-up an implementation makes. A 401
 * is not swapped: it answers a request without a caller of any tenant, which a mutant of one tenant never sees.
 */
const SWAPS: Record<number, number> = {
  200: 201,
  201: 200,
  202: 200,
  204: 200,
  400: 422,
  403: 404,
  404: 403,
  409: 400,
  422: 400,
};

const successOf = (op: WalkedOperation): number | undefined =>
  op.responses.map(([status]) => Number(status)).find((status) => status >= 200 && status < 300);

/** The component schemas a schema can hold, at any depth (through `$ref`s, arrays and compositions). */
function schemasWithin(document: OpenAPIObject, schema: Schema | undefined, into = new Set<string>()): Set<string> {
  if (schema === undefined) return into;
  const name = refName(schema);
  if (name !== undefined) {
    if (into.has(name)) return into;
    into.add(name);
  }
  const resolved = resolve<SchemaObject>(document, schema);
  for (const child of [
    ...Object.values(resolved.properties ?? {}),
    ...(resolved.items !== undefined ? [resolved.items] : []),
    ...(resolved.allOf ?? []),
    ...(resolved.anyOf ?? []),
    ...(resolved.oneOf ?? []),
    ...(typeof resolved.additionalProperties === 'object' ? [resolved.additionalProperties] : []),
  ])
    schemasWithin(document, child, into);
  return into;
}

const responseSchema = (op: WalkedOperation, status: number): Schema | undefined =>
  op.responses.find(([s]) => Number(s) === status)?.[1].content?.['application/json']?.schema;

/** Whether an operation answers a list: its success body has `items`, an array. */
function isList(document: OpenAPIObject, op: WalkedOperation): boolean {
  const status = successOf(op);
  const schema = status === undefined ? undefined : responseSchema(op, status);
  if (schema === undefined || op.method !== 'get') return false;
  const items = propertiesOf(document, schema)['items'];
  return items !== undefined && resolve<SchemaObject>(document, items).type === 'array';
}

/** The `object` value of a schema that names its kind (`space` of Space), if it has one. */
function objectTypeOf(document: OpenAPIObject, name: string): string | undefined {
  const object = propertiesOf(document, { $ref: `#/components/schemas/${name}` })['object'];
  const value = object === undefined ? undefined : resolve<SchemaObject>(document, object).const;
  return typeof value === 'string' ? value : undefined;
}

/** The names of the request body's properties of a write (none without a JSON object body). */
function bodyFields(document: OpenAPIObject, op: WalkedOperation): string[] {
  const schema = op.requestBody?.content['application/json']?.schema;
  return schema === undefined ? [] : Object.keys(propertiesOf(document, schema));
}

const lastParam = (path: string): string | undefined => /\{(\w+)\}$/.exec(path)?.[1];

export function buildCatalogue(document: OpenAPIObject): Mutant[] {
  const ops = operations(document).filter((op) => op.path.startsWith('/v1/'));
  const mutants: Mutant[] = [];
  const add = (mutant: Omit<Mutant, 'equivalent'>, swap?: { op: WalkedOperation; status: number }) => {
    const equivalent = equivalence(document, mutant.id, swap);
    mutants.push(equivalent === undefined ? mutant : { ...mutant, equivalent });
  };

  // Which operations answer each schema (anywhere in a success body), and the object GET of each.
  const answering = new Map<string, string[]>();
  const objectGet = new Map<string, WalkedOperation>();
  // The operations that answer the object itself (their answer is it, or a list of it): a field's mutant is judged
  // by their requirements first.
  const directly = new Map<string, string[]>();
  for (const op of ops) {
    const status = successOf(op);
    const schema = status === undefined ? undefined : responseSchema(op, status);
    for (const name of schemasWithin(document, schema))
      answering.set(name, [...(answering.get(name) ?? []), op.operationId]);
    const direct = refName(schema);
    if (op.method === 'get' && direct !== undefined && lastParam(op.path) !== undefined && !objectGet.has(direct))
      objectGet.set(direct, op);
    const item = isList(document, op)
      ? refName(resolve<SchemaObject>(document, propertiesOf(document, schema ?? {})['items'] ?? {}).items)
      : undefined;
    for (const name of [direct, item])
      if (name !== undefined) directly.set(name, [...(directly.get(name) ?? []), op.operationId]);
  }

  // The lists whose order the contract defines: a parameter's `x-sort`, or the siblings' order of a move's `x-effect`.
  // Any other list may be answered in any order, so reversing it is no bug.
  const ordered = new Set<string>();
  for (const op of ops) {
    if (op.parameters.some((p) => sortOf(p) !== undefined)) ordered.add(op.operationId);
    const effect = effectOf(op.operation);
    if (effect?.kind === 'move') for (const list of effect.position.order) ordered.add(list.operationId);
  }

  // What the writes of each schema's objects send: a field some write sends can change after the object is made.
  const written = new Map<string, Set<string>>();
  for (const op of ops.filter((o) => o.method !== 'get')) {
    const status = successOf(op);
    const name = status === undefined ? undefined : refName(responseSchema(op, status));
    if (name === undefined) continue;
    const fields = written.get(name) ?? new Set<string>();
    for (const field of bodyFields(document, op)) fields.add(field);
    written.set(name, fields);
  }

  for (const op of ops) {
    const id = op.operationId;
    const status = successOf(op);
    const statuses = op.responses.map(([s]) => Number(s)).filter((s) => Number.isInteger(s));

    for (const parameter of op.parameters.filter((p: ParameterObject) => p.in === 'query'))
      add({
        id: `param-ignored:${id}:${parameter.name}`,
        operator: 'param-ignored',
        operationId: id,
        touches: [id],
        description: `${id} accepts the query parameter \`${parameter.name}\` and answers as if it had not been sent.`,
        target: { kind: 'param', operationId: id, param: parameter.name },
      });

    if (op.method !== 'get' && status !== undefined) {
      const path = op.path;
      const get = ops.find((o) => o.method === 'get' && o.path === path);
      // A create: a POST answering an object read by its own GET, whose id the POST's path does not name.
      const made = refName(responseSchema(op, status));
      const madeGet = made === undefined ? undefined : objectGet.get(made);
      const creates =
        op.method === 'post' && madeGet !== undefined && !path.includes(`{${lastParam(madeGet.path) ?? ''}}`);
      const updates = (op.method === 'patch' || op.method === 'put') && get !== undefined && status === 200;
      const how = creates ? 'hide' : updates ? (op.method === 'patch' ? 'strip' : 'restore') : 'skip';
      if (op.method === 'delete' || creates || updates || status === 204) {
        add({
          id: `write-not-kept:${id}`,
          operator: 'write-not-kept',
          operationId: id,
          touches: [id],
          description: creates
            ? `${id} answers the object it made, which is then nowhere to be found.`
            : updates && op.method === 'patch'
              ? `${id} answers a valid change as made and never writes it.`
              : updates
                ? `${id} answers the change, which is then undone.`
                : `${id} answers that it was done without doing it.`,
          target: { kind: 'not-kept', operationId: id, how, status },
        });
      }
      if (updates && op.method === 'patch')
        for (const field of bodyFields(document, op))
          add({
            id: `write-not-kept:${id}:${field}`,
            operator: 'write-not-kept',
            operationId: id,
            touches: [id],
            description: `${id} answers the change of \`${field}\` as made and never writes it (the other fields are written).`,
            target: { kind: 'not-kept', operationId: id, how: 'strip', status, field },
          });
    }

    const cascade = cascadeOf(op.operation);
    if (cascade !== undefined) {
      const reads = [
        ...(cascade.gone ?? []).flatMap((g) => [g.read, ...(g.via ?? [])]),
        ...(cascade.unlisted ?? []).map((u) => u.list),
      ];
      add({
        id: `cascade-skipped:${id}`,
        operator: 'cascade-skipped',
        operationId: id,
        touches: [id, ...reads],
        description: `${id} leaves what goes with the object readable, as it was: ${reads.join(', ')} answer what they answered before.`,
        target: { kind: 'cascade', operationId: id, reads },
      });
    }

    // spec schema Role: `read` is read only — a member with role read is refused every write.
    if (statuses.includes(403) && op.method !== 'get')
      add({
        id: `access-dropped:${id}:read`,
        operator: 'access-dropped',
        operationId: id,
        touches: [id],
        description: `${id} lets a member with role read do what their organization admin may (the 403 is dropped).`,
        target: { kind: 'access', operationId: id, who: 'read' },
      });
    if (statuses.includes(404) && /\{\w+\}/.test(op.path))
      add({
        id: `access-dropped:${id}:other-organization`,
        operator: 'access-dropped',
        operationId: id,
        touches: [id],
        description: `${id} answers a member of another organization as it answers that organization's admin.`,
        target: { kind: 'access', operationId: id, who: 'other-organization' },
      });

    for (const from of statuses) {
      const to = SWAPS[from];
      if (to === undefined) continue;
      add(
        {
          id: `status-swapped:${id}:${from}`,
          operator: 'status-swapped',
          operationId: id,
          touches: [id],
          description: `${id} answers ${to} where it should answer ${from}.`,
          target: { kind: 'status', operationId: id, from, to },
        },
        { op, status: from },
      );
    }

    if (isList(document, op)) {
      if (ordered.has(id))
        add({
          id: `order-reversed:${id}`,
          operator: 'order-reversed',
          operationId: id,
          touches: [id],
          description: `${id} answers each page's items in the reverse order.`,
          target: { kind: 'list', operationId: id },
        });
      if (op.parameters.some((p) => p.in === 'query' && p.name === 'page'))
        add({
          id: `page-overlap:${id}`,
          operator: 'page-overlap',
          operationId: id,
          touches: [id],
          description: `${id} starts its second page with the last item of the first (every item is still there).`,
          target: { kind: 'list', operationId: id },
        });
    }

    if (statuses.some((s) => s >= 400))
      add({
        id: `error-disclosed:${id}`,
        operator: 'error-disclosed',
        operationId: id,
        touches: [id],
        description: `${id}'s error answers end their message with the stack trace of the server.`,
        target: { kind: 'operation', operationId: id },
      });
  }

  // The fields of every schema that names its kind (`object`): the objects a client keeps and reads again.
  for (const [schema, touching] of [...answering].sort(([a], [b]) => a.localeCompare(b))) {
    const objectType = objectTypeOf(document, schema);
    if (objectType === undefined) continue;
    const reference = { $ref: `#/components/schemas/${schema}` };
    const properties = propertiesOf(document, reference);
    const beyond = (resolve<SchemaObject>(document, reference) as Record<string, unknown>)[
      'x-required-beyond-contract'
    ];
    const required = new Set([
      ...requiredOf(document, reference),
      ...(Array.isArray(beyond) ? (beyond as string[]) : []),
    ]);
    const first = directly.get(schema) ?? touching;
    const get = objectGet.get(schema);
    for (const [field, fieldSchema] of Object.entries(properties)) {
      if (field === 'object' || field === 'id') continue;
      const name = `${schema}.${field}`;
      const target: Target = { kind: 'field', schema, objectType, field };
      // Both sit beside a `$ref` (OpenAPI 3.1), on the property itself.
      const meaning = derivedOf(fieldSchema as SchemaObject);
      const setBy = (fieldSchema as Record<string, unknown>)['x-set-by'];
      const changes =
        written.get(schema)?.has(field) === true ||
        meaning !== undefined ||
        (setBy !== undefined && setBy !== 'create' && setBy !== 'caller') ||
        field === 'updatedAt';
      // An optional field nothing writes, derives or sets may be left out: dropping it is no bug.
      if (required.has(field) || changes)
        add({
          id: `field-dropped:${name}`,
          operator: 'field-dropped',
          field: name,
          touches: touching,
          first,
          description: `Every answer leaves \`${field}\` out of ${schema} objects.`,
          target,
        });
      if (changes)
        add({
          id: `field-frozen:${name}`,
          operator: 'field-frozen',
          field: name,
          touches: touching,
          first,
          description: `${schema}.${field} keeps the value of the object's first answer, whatever changes it after.`,
          target,
        });
      if (field === 'permissions')
        add({
          id: `field-other-caller:${name}`,
          operator: 'field-other-caller',
          field: name,
          touches: touching,
          first,
          description: `${schema}.${field} is computed once, for the first caller who read the object, and answered to every caller.`,
          target,
        });
      const counts = meaning?.from.some((d) => 'count' in d || 'equals' in d) === true;
      if (counts && get !== undefined) {
        const writers = ops
          .filter((o) => o.method !== 'get' && o.path.startsWith(`${get.path}/`))
          .map((o) => o.operationId);
        add({
          id: `derived-stale:${name}`,
          operator: 'derived-stale',
          field: name,
          touches: [...new Set([...touching, ...writers])],
          first: [...new Set([...first, ...writers])],
          description: `${schema}.${field} is not updated by the writes below the object (${get.path}/…): it keeps the value it had before.`,
          target: { kind: 'derived', schema, objectType, field, objectPath: get.path },
        });
      }
    }
  }
  return mutants;
}
