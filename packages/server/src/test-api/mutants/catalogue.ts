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
  type DerivedMeaning,
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

/** What the document says about its `/v1/` operations that more than one operator reads. */
interface Survey {
  document: OpenAPIObject;
  ops: WalkedOperation[];
  /** Schema name → the operations answering it anywhere in a success body. */
  answering: Map<string, string[]>;
  /** Schema name → the GET of one such object (its path ends with the object's id). */
  objectGet: Map<string, WalkedOperation>;
  /** Schema name → the operations whose answer is the object itself, or a list of it. */
  directly: Map<string, string[]>;
  /** The lists whose order the contract defines. */
  ordered: Set<string>;
  /** Schema name → the fields some write of its objects sends. */
  written: Map<string, Set<string>>;
}

const appendTo = (map: Map<string, string[]>, key: string, value: string): void => {
  map.set(key, [...(map.get(key) ?? []), value]);
};

/**
 * Which operations answer each schema (anywhere in a success body), the object GET of each, and the operations that
 * answer the object itself (their answer is it, or a list of it): a field's mutant is judged by their requirements
 * first.
 */
function surveyAnswers(
  document: OpenAPIObject,
  ops: WalkedOperation[],
): Pick<Survey, 'answering' | 'objectGet' | 'directly'> {
  const answering = new Map<string, string[]>();
  const objectGet = new Map<string, WalkedOperation>();
  const directly = new Map<string, string[]>();
  for (const op of ops) {
    const status = successOf(op);
    const schema = status === undefined ? undefined : responseSchema(op, status);
    for (const name of schemasWithin(document, schema)) appendTo(answering, name, op.operationId);
    const direct = refName(schema);
    if (op.method === 'get' && direct !== undefined && lastParam(op.path) !== undefined && !objectGet.has(direct))
      objectGet.set(direct, op);
    const item = isList(document, op)
      ? refName(resolve<SchemaObject>(document, propertiesOf(document, schema ?? {})['items'] ?? {}).items)
      : undefined;
    for (const name of [direct, item]) if (name !== undefined) appendTo(directly, name, op.operationId);
  }
  return { answering, objectGet, directly };
}

/**
 * The lists whose order the contract defines: a parameter's `x-sort`, or the siblings' order of a move's `x-effect`.
 * Any other list may be answered in any order, so reversing it is no bug.
 */
function orderedLists(ops: WalkedOperation[]): Set<string> {
  const ordered = new Set<string>();
  for (const op of ops) {
    if (op.parameters.some((p) => sortOf(p) !== undefined)) ordered.add(op.operationId);
    const effect = effectOf(op.operation);
    if (effect?.kind === 'move') for (const list of effect.position.order) ordered.add(list.operationId);
  }
  return ordered;
}

/** What the writes of each schema's objects send: a field some write sends can change after the object is made. */
function writtenFields(document: OpenAPIObject, ops: WalkedOperation[]): Map<string, Set<string>> {
  const written = new Map<string, Set<string>>();
  for (const op of ops.filter((o) => o.method !== 'get')) {
    const status = successOf(op);
    const name = status === undefined ? undefined : refName(responseSchema(op, status));
    if (name === undefined) continue;
    const fields = written.get(name) ?? new Set<string>();
    for (const field of bodyFields(document, op)) fields.add(field);
    written.set(name, fields);
  }
  return written;
}

function survey(document: OpenAPIObject): Survey {
  const ops = operations(document).filter((op) => op.path.startsWith('/v1/'));
  return {
    document,
    ops,
    ...surveyAnswers(document, ops),
    ordered: orderedLists(ops),
    written: writtenFields(document, ops),
  };
}

/** A mutant with the reason it is equivalent, if it is (`swap`: the operation and status a status-swapped changes). */
function judged(
  document: OpenAPIObject,
  mutant: Omit<Mutant, 'equivalent'>,
  swap?: { op: WalkedOperation; status: number },
): Mutant {
  const equivalent = equivalence(document, mutant.id, swap);
  return equivalent === undefined ? mutant : { ...mutant, equivalent };
}

/** The mutants of one operator on one operation, in the order the catalogue lists them. */
type OperationOperator = (s: Survey, op: WalkedOperation) => Mutant[];

const statusesOf = (op: WalkedOperation): number[] =>
  op.responses.map(([s]) => Number(s)).filter((s) => Number.isInteger(s));

/** What sets one mutant of an operation apart. */
interface OperationDraft {
  /** After `operator:operationId` in the id (`:name`), where an operator makes several mutants of one operation. */
  suffix?: string;
  /** The operations whose answers it can change; by default the operation's own. */
  touches?: string[];
  description: string;
  target: Target;
}

/** A mutant of `op` by `operator`. */
const onOperation = (
  s: Survey,
  op: WalkedOperation,
  operator: Operator,
  draft: OperationDraft,
  swap?: { op: WalkedOperation; status: number },
): Mutant =>
  judged(
    s.document,
    {
      id: `${operator}:${op.operationId}${draft.suffix ?? ''}`,
      operator,
      operationId: op.operationId,
      touches: draft.touches ?? [op.operationId],
      description: draft.description,
      target: draft.target,
    },
    swap,
  );

/** The one mutant `make` makes where `condition` holds, else none. */
const where = (condition: boolean, make: () => Mutant): Mutant[] => (condition ? [make()] : []);

const paramIgnored: OperationOperator = (s, op) =>
  op.parameters
    .filter((p: ParameterObject) => p.in === 'query')
    .map(({ name }) =>
      onOperation(s, op, 'param-ignored', {
        suffix: `:${name}`,
        description: `${op.operationId} accepts the query parameter \`${name}\` and answers as if it had not been sent.`,
        target: { kind: 'param', operationId: op.operationId, param: name },
      }),
    );

/** How a write is kept: a create's object is read by its own GET, an update's by the GET of its path. */
function keepingOf(s: Survey, op: WalkedOperation, status: number): { creates: boolean; updates: boolean } {
  const get = s.ops.find((o) => o.method === 'get' && o.path === op.path);
  // A create: a POST answering an object read by its own GET, whose id the POST's path does not name.
  const made = refName(responseSchema(op, status));
  const madeGet = made === undefined ? undefined : s.objectGet.get(made);
  const creates =
    op.method === 'post' && madeGet !== undefined && !op.path.includes(`{${lastParam(madeGet.path) ?? ''}}`);
  const updates = (op.method === 'patch' || op.method === 'put') && get !== undefined && status === 200;
  return { creates, updates };
}

function notKeptDescription(id: string, method: string, creates: boolean, updates: boolean): string {
  if (creates) return `${id} answers the object it made, which is then nowhere to be found.`;
  if (updates && method === 'patch') return `${id} answers a valid change as made and never writes it.`;
  if (updates) return `${id} answers the change, which is then undone.`;
  return `${id} answers that it was done without doing it.`;
}

const writeNotKept: OperationOperator = (s, op) => {
  const id = op.operationId;
  const status = successOf(op);
  if (op.method === 'get' || status === undefined) return [];
  const { creates, updates } = keepingOf(s, op, status);
  const how = creates ? 'hide' : updates ? (op.method === 'patch' ? 'strip' : 'restore') : 'skip';
  const whole = where(op.method === 'delete' || creates || updates || status === 204, () =>
    onOperation(s, op, 'write-not-kept', {
      description: notKeptDescription(id, op.method, creates, updates),
      target: { kind: 'not-kept', operationId: id, how, status },
    }),
  );
  const fields = updates && op.method === 'patch' ? bodyFields(s.document, op) : [];
  return [
    ...whole,
    ...fields.map((field) =>
      onOperation(s, op, 'write-not-kept', {
        suffix: `:${field}`,
        description: `${id} answers the change of \`${field}\` as made and never writes it (the other fields are written).`,
        target: { kind: 'not-kept', operationId: id, how: 'strip', status, field },
      }),
    ),
  ];
};

const cascadeSkipped: OperationOperator = (s, op) => {
  const id = op.operationId;
  const cascade = cascadeOf(op.operation);
  if (cascade === undefined) return [];
  const reads = [
    ...(cascade.gone ?? []).flatMap((g) => [g.read, ...(g.via ?? [])]),
    ...(cascade.unlisted ?? []).map((u) => u.list),
  ];
  return [
    onOperation(s, op, 'cascade-skipped', {
      touches: [id, ...reads],
      description: `${id} leaves what goes with the object readable, as it was: ${reads.join(', ')} answer what they answered before.`,
      target: { kind: 'cascade', operationId: id, reads },
    }),
  ];
};

const accessDropped: OperationOperator = (s, op) => {
  const id = op.operationId;
  const statuses = statusesOf(op);
  return [
    // spec schema Role: `read` is read only — a member with role read is refused every write.
    ...where(statuses.includes(403) && op.method !== 'get', () =>
      onOperation(s, op, 'access-dropped', {
        suffix: ':read',
        description: `${id} lets a member with role read do what their organization admin may (the 403 is dropped).`,
        target: { kind: 'access', operationId: id, who: 'read' },
      }),
    ),
    ...where(statuses.includes(404) && /\{\w+\}/.test(op.path), () =>
      onOperation(s, op, 'access-dropped', {
        suffix: ':other-organization',
        description: `${id} answers a member of another organization as it answers that organization's admin.`,
        target: { kind: 'access', operationId: id, who: 'other-organization' },
      }),
    ),
  ];
};

const statusSwapped: OperationOperator = (s, op) =>
  statusesOf(op).flatMap((from) => {
    const to = SWAPS[from];
    if (to === undefined) return [];
    const draft: OperationDraft = {
      suffix: `:${from}`,
      description: `${op.operationId} answers ${to} where it should answer ${from}.`,
      target: { kind: 'status', operationId: op.operationId, from, to },
    };
    return [onOperation(s, op, 'status-swapped', draft, { op, status: from })];
  });

const orderReversed: OperationOperator = (s, op) =>
  where(isList(s.document, op) && s.ordered.has(op.operationId), () =>
    onOperation(s, op, 'order-reversed', {
      description: `${op.operationId} answers each page's items in the reverse order.`,
      target: { kind: 'list', operationId: op.operationId },
    }),
  );

const pageOverlap: OperationOperator = (s, op) =>
  where(isList(s.document, op) && op.parameters.some((p) => p.in === 'query' && p.name === 'page'), () =>
    onOperation(s, op, 'page-overlap', {
      description: `${op.operationId} starts its second page with the last item of the first (every item is still there).`,
      target: { kind: 'list', operationId: op.operationId },
    }),
  );

const errorDisclosed: OperationOperator = (s, op) =>
  where(
    statusesOf(op).some((status) => status >= 400),
    () =>
      onOperation(s, op, 'error-disclosed', {
        description: `${op.operationId}'s error answers end their message with the stack trace of the server.`,
        target: { kind: 'operation', operationId: op.operationId },
      }),
  );

/** The operators on an operation, in the order the catalogue lists an operation's mutants. */
const OPERATION_OPERATORS: OperationOperator[] = [
  paramIgnored,
  writeNotKept,
  cascadeSkipped,
  accessDropped,
  statusSwapped,
  orderReversed,
  pageOverlap,
  errorDisclosed,
];

/** One field of a schema that names its kind, and what the field operators decide by. */
interface ObjectField {
  schema: string;
  objectType: string;
  field: string;
  /** `Schema.field`. */
  name: string;
  /** The operations answering the schema, and those of them answering the object itself. */
  touching: string[];
  first: string[];
  /** The object's own GET, if it has one. */
  get: WalkedOperation | undefined;
  required: boolean;
  /** Whether the field can change after the object is made (a write sends it, it is derived or set by something). */
  changes: boolean;
  meaning: DerivedMeaning | undefined;
}

/** The fields a schema requires: the contract's `required` and its `x-required-beyond-contract`. */
function requiredFields(document: OpenAPIObject, reference: Schema): Set<string> {
  const beyond = (resolve<SchemaObject>(document, reference) as Record<string, unknown>)['x-required-beyond-contract'];
  return new Set([...requiredOf(document, reference), ...(Array.isArray(beyond) ? (beyond as string[]) : [])]);
}

/** The fields of one schema that names its kind (`object`), but for `object` and `id`. */
function fieldsOfObject(s: Survey, schema: string, touching: string[]): ObjectField[] {
  const objectType = objectTypeOf(s.document, schema);
  if (objectType === undefined) return [];
  const reference = { $ref: `#/components/schemas/${schema}` };
  const required = requiredFields(s.document, reference);
  const first = s.directly.get(schema) ?? touching;
  const get = s.objectGet.get(schema);
  return Object.entries(propertiesOf(s.document, reference))
    .filter(([field]) => field !== 'object' && field !== 'id')
    .map(([field, fieldSchema]) => {
      // Both sit beside a `$ref` (OpenAPI 3.1), on the property itself.
      const meaning = derivedOf(fieldSchema as SchemaObject);
      const setBy = (fieldSchema as Record<string, unknown>)['x-set-by'];
      const changes =
        s.written.get(schema)?.has(field) === true ||
        meaning !== undefined ||
        (setBy !== undefined && setBy !== 'create' && setBy !== 'caller') ||
        field === 'updatedAt';
      const name = `${schema}.${field}`;
      return { schema, objectType, field, name, touching, first, get, required: required.has(field), changes, meaning };
    });
}

/** The fields of every schema that names its kind (`object`): the objects a client keeps and reads again. */
const objectFields = (s: Survey): ObjectField[] =>
  [...s.answering]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([schema, touching]) => fieldsOfObject(s, schema, touching));

/** The mutants of one operator on one field, in the order the catalogue lists them. */
type FieldOperator = (s: Survey, f: ObjectField) => Mutant[];

/** A mutant of the field `f` by `operator`, acting on the field wherever its object is answered. */
const onField = (s: Survey, f: ObjectField, operator: Operator, description: string): Mutant =>
  judged(s.document, {
    id: `${operator}:${f.name}`,
    operator,
    field: f.name,
    touches: f.touching,
    first: f.first,
    description,
    target: { kind: 'field', schema: f.schema, objectType: f.objectType, field: f.field },
  });

/** An optional field nothing writes, derives or sets may be left out: dropping it is no bug. */
const fieldDropped: FieldOperator = (s, f) =>
  where(f.required || f.changes, () =>
    onField(s, f, 'field-dropped', `Every answer leaves \`${f.field}\` out of ${f.schema} objects.`),
  );

const fieldFrozen: FieldOperator = (s, f) =>
  where(f.changes, () =>
    onField(s, f, 'field-frozen', `${f.name} keeps the value of the object's first answer, whatever changes it after.`),
  );

const fieldOtherCaller: FieldOperator = (s, f) =>
  where(f.field === 'permissions', () =>
    onField(
      s,
      f,
      'field-other-caller',
      `${f.name} is computed once, for the first caller who read the object, and answered to every caller.`,
    ),
  );

/** A field counted from (or equal to) what lies below its object, which the writes below it change. */
const derivedStale: FieldOperator = (s, f) => {
  const counts = f.meaning?.from.some((d) => 'count' in d || 'equals' in d) === true;
  const get = f.get;
  if (!counts || get === undefined) return [];
  const writers = s.ops
    .filter((o) => o.method !== 'get' && o.path.startsWith(`${get.path}/`))
    .map((o) => o.operationId);
  return [
    judged(s.document, {
      id: `derived-stale:${f.name}`,
      operator: 'derived-stale',
      field: f.name,
      touches: [...new Set([...f.touching, ...writers])],
      first: [...new Set([...f.first, ...writers])],
      description: `${f.name} is not updated by the writes below the object (${get.path}/…): it keeps the value it had before.`,
      target: { kind: 'derived', schema: f.schema, objectType: f.objectType, field: f.field, objectPath: get.path },
    }),
  ];
};

/** The operators on a field, in the order the catalogue lists a field's mutants. */
const FIELD_OPERATORS: FieldOperator[] = [fieldDropped, fieldFrozen, fieldOtherCaller, derivedStale];

/** Every mutant: each operation's (in the document's order), then each object field's (by schema name). */
export function buildCatalogue(document: OpenAPIObject): Mutant[] {
  const s = survey(document);
  return [
    ...s.ops.flatMap((op) => OPERATION_OPERATORS.flatMap((operator) => operator(s, op))),
    ...objectFields(s).flatMap((f) => FIELD_OPERATORS.flatMap((operator) => operator(s, f))),
  ];
}
