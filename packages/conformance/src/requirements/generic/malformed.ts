/**
 * Malformed requests of one operation, as fast-check arbitraries derived from the spec: the operation's path
 * parameters, query parameters and body properties, each spoiled by one class of client mistake. A Mutation
 * is a description (replayable, shrinkable); `buildRequest` turns it into the exact bytes to send on top of a
 * valid request (real ids from the fixtures, the operation's valid base body).
 */
import fc from 'fast-check';
import type { ApiSpec, Operation } from '../../contract/operations.js';
import { branches, hasType, propertiesOf, type Schema } from '../../contract/schema-walk.js';
import { withValueAt } from '../../contract/values.js';

/** The classes of the negative phase (README › Negative phase). */
export type MalformedClass =
  | 'percent-escape'
  | 'nul'
  | 'lone-surrogate'
  | 'overlong-string'
  | 'wrong-type'
  | 'unknown-property'
  | 'deep-nesting'
  | 'huge-number'
  | 'content-type'
  | 'query-value'
  | 'authorization';

export type Mutation =
  | { class: 'percent-escape'; param: string; escape: string }
  | { class: 'nul'; where: 'path'; param: string }
  | { class: 'nul'; where: 'body'; field: string[] }
  | { class: 'nul'; where: 'query'; name: string }
  | { class: 'lone-surrogate'; field: string[]; escape: string }
  | { class: 'overlong-string'; field: string[]; length: number }
  | { class: 'wrong-type'; field: string[]; value: unknown }
  | { class: 'unknown-property'; name: string; value: unknown }
  | { class: 'deep-nesting'; field: string[]; depth: number; kind: 'object' | 'array' }
  | { class: 'huge-number'; field: string[]; text: string }
  | { class: 'content-type'; contentType: string | null }
  | { class: 'query-value'; name: string; text: string }
  | {
      class: 'authorization';
      header: 'Basic Y29uZm9ybWFuY2U6eA==' | 'Bearer' | 'Bearer conformance-unknown-token' | 'long';
    };

/** A short human description of what a mutation spoils (the cause a failure is grouped by). */
export function describeMutation(m: Mutation): string {
  switch (m.class) {
    case 'percent-escape':
      return `a percent-escape that does not decode (${m.escape}) in {${m.param}}`;
    case 'nul':
      return m.where === 'path'
        ? `a NUL (%00) in {${m.param}}`
        : m.where === 'query'
          ? `a NUL (%00) in query ${m.name}`
          : `a NUL (\\u0000) in body ${m.field.join('.')}`;
    case 'lone-surrogate':
      return `a lone surrogate (${m.escape}) in body ${m.field.join('.')}`;
    case 'overlong-string':
      return `a ${m.length}-character string in body ${m.field.join('.')}`;
    case 'wrong-type':
      return `a value of the wrong JSON type in body ${m.field.join('.')}`;
    case 'unknown-property':
      return `an unknown body property "${m.name}"`;
    case 'deep-nesting':
      return `${m.kind === 'object' ? 'objects' : 'arrays'} nested ${m.depth} deep in body ${m.field.length === 0 ? '(top level)' : m.field.join('.')}`;
    case 'huge-number':
      return `the number ${m.text} in body ${m.field.join('.')}`;
    case 'content-type':
      return m.contentType === null ? 'a JSON body without Content-Type' : `a JSON body sent as ${m.contentType}`;
    case 'query-value':
      return `query ${m.name}=${m.text}`;
    case 'authorization':
      return `Authorization: ${m.header === 'long' ? 'Bearer <8000 characters>' : m.header}`;
  }
}

/** Grouping key: the class (and for NUL, where it was put: a path, a query, a JSON string). */
export const causeKey = (m: Mutation): string => (m.class === 'nul' ? `nul-${m.where}` : m.class);

interface Slot {
  path: string[];
  schema: Schema;
}

interface Slots {
  strings: Slot[];
  numbers: Slot[];
  objects: Slot[];
  all: Slot[];
}

const typeOf = (spec: ApiSpec, schema: Schema, type: string): boolean =>
  branches(spec.document, schema).some((b) => hasType(b, type));

/** Body properties, top level and one level down (`defaultContent.site`). */
function bodySlots(spec: ApiSpec, op: Operation): Slots {
  const slots: Slots = { strings: [], numbers: [], objects: [], all: [] };
  if (op.body === undefined) return slots;
  const visit = (schema: Schema, path: string[], depth: number) => {
    for (const [name, property] of Object.entries(propertiesOf(spec.document, schema))) {
      if (name === 'position') continue;
      const slot = { path: [...path, name], schema: property };
      slots.all.push(slot);
      if (typeOf(spec, property, 'string')) slots.strings.push(slot);
      if (typeOf(spec, property, 'integer') || typeOf(spec, property, 'number')) slots.numbers.push(slot);
      if (typeOf(spec, property, 'object')) {
        slots.objects.push(slot);
        if (depth === 0) visit(property, slot.path, 1);
      }
    }
  };
  visit(op.body, [], 0);
  return slots;
}

const ESCAPES = ['%', '%E0%A4%A', '%ZZ', '%C3%28', '%ED%A0%80', '%FF', 'a%2', '%%30'];
const SURROGATES = ['\\ud800', '\\udfff', 'a\\ud83d', '\\ude00b'];
const HUGE = ['1e400', '-1e400', '1e308', '123456789012345678901234567890', '-0', '0.5', '1e-400', '9007199254740993'];
const QUERY_TEXTS = [
  '%ZZ',
  '%E0%A4%A',
  '%',
  'NaN',
  'Infinity',
  '1e400',
  '-1',
  '99999999999999999999999',
  '',
  '%ED%A0%80',
  'a%00b',
];
const WRONG: unknown[] = [true, 12, 'text', [], {}, null, [1, 'a'], { a: { b: 1 } }];
const CONTENT_TYPES = [
  null,
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'multipart/form-data',
];

/** Whether a request spoiled this way may still be valid (and change what it points at). */
export const mayBeAccepted = (m: Mutation): boolean =>
  m.class === 'lone-surrogate' ||
  m.class === 'unknown-property' ||
  m.class === 'content-type' ||
  m.class === 'huge-number' ||
  m.class === 'overlong-string';

export interface Malformations {
  /** One simple example per applicable class, tried before the random ones. */
  examples: Mutation[];
  arbitrary: fc.Arbitrary<Mutation> | undefined;
  classes: MalformedClass[];
}

/** A class: its simple examples (the first one names it) and the arbitrary of all its mutations. */
interface Family {
  examples: Mutation[];
  arb: fc.Arbitrary<Mutation>;
}

const family = (example: Mutation | Mutation[], arb: fc.Arbitrary<Mutation>): Family => ({
  examples: Array.isArray(example) ? example : [example],
  arb,
});
const pick = <T>(values: readonly T[]) => fc.constantFrom(...values);
const path = (slot: Slot) => slot.path;
/** Where deep nesting goes: a new field below an object property, or the top level (no property). */
const nestedIn = (p: string[]): string[] => (p.length === 0 ? [] : [...p, 'conformance']);

/** Spoiled path parameters: a percent-escape that does not decode, a NUL. */
function pathFamilies(op: Operation): Family[] {
  const params = op.pathParams;
  const last = params.at(-1);
  if (last === undefined) return [];
  return [
    family(
      { class: 'percent-escape', param: last, escape: '%E0%A4%A' },
      fc.record({ class: fc.constant('percent-escape' as const), param: pick(params), escape: pick(ESCAPES) }),
    ),
    family(
      { class: 'nul', where: 'path', param: last },
      fc.record({ class: fc.constant('nul' as const), where: fc.constant('path' as const), param: pick(params) }),
    ),
  ];
}

/** Spoiled query values of a GET: text no parameter takes, a NUL. */
function queryFamilies(op: Operation): Family[] {
  const names = op.method === 'get' ? op.queryParams.map((p) => p.name) : [];
  const first = names[0];
  if (first === undefined) return [];
  return [
    family(
      { class: 'query-value', name: first, text: '%ZZ' },
      fc.record({ class: fc.constant('query-value' as const), name: pick(names), text: pick(QUERY_TEXTS) }),
    ),
    family(
      { class: 'nul', where: 'query', name: first },
      fc.record({ class: fc.constant('nul' as const), where: fc.constant('query' as const), name: pick(names) }),
    ),
  ];
}

/** Spoiled string properties of the body: a NUL, a lone surrogate, an overlong string. */
function stringFamilies(strings: string[][]): Family[] {
  const first = strings[0];
  if (first === undefined) return [];
  return [
    family(
      { class: 'nul', where: 'body', field: first },
      fc.record({ class: fc.constant('nul' as const), where: fc.constant('body' as const), field: pick(strings) }),
    ),
    family(
      { class: 'lone-surrogate', field: first, escape: '\\ud800' },
      fc.record({ class: fc.constant('lone-surrogate' as const), field: pick(strings), escape: pick(SURROGATES) }),
    ),
    family(
      { class: 'overlong-string', field: first, length: 100_000 },
      fc.record({
        class: fc.constant('overlong-string' as const),
        field: pick(strings),
        length: fc.integer({ min: 1, max: 100_000 }),
      }),
    ),
  ];
}

/** Values of the wrong JSON type in any body property, and properties the body does not have. */
function shapeFamilies(slots: Slots): Family[] {
  const all = slots.all.map(path);
  return [
    ...(all.length > 0
      ? [
          family(
            { class: 'wrong-type', field: all[0] as string[], value: WRONG[0] },
            fc.record({ class: fc.constant('wrong-type' as const), field: pick(all), value: pick(WRONG) }),
          ),
        ]
      : []),
    family(
      { class: 'unknown-property', name: 'conformanceUnknown', value: 1 },
      fc.record({
        class: fc.constant('unknown-property' as const),
        name: pick(['conformanceUnknown', '__proto__', 'constructor', '']),
        value: pick(WRONG),
      }),
    ),
  ];
}

/** Bodies a parser may choke on: deep nesting, numbers beyond a double, JSON sent as another media type. */
function parserFamilies(slots: Slots): Family[] {
  const nestable = [[], ...slots.objects.map(path)];
  const numbers = slots.numbers.map(path);
  return [
    family(
      nestable.map((p): Mutation => ({ class: 'deep-nesting', field: nestedIn(p), depth: 10_000, kind: 'object' })),
      fc.record({
        class: fc.constant('deep-nesting' as const),
        field: pick(nestable).map(nestedIn),
        depth: fc.integer({ min: 1, max: 20_000 }),
        kind: pick(['object', 'array'] as const),
      }),
    ),
    ...(numbers.length > 0
      ? [
          family(
            { class: 'huge-number', field: numbers[0] as string[], text: '1e400' },
            fc.record({ class: fc.constant('huge-number' as const), field: pick(numbers), text: pick(HUGE) }),
          ),
        ]
      : []),
    family(
      { class: 'content-type', contentType: 'text/plain' },
      fc.record({ class: fc.constant('content-type' as const), contentType: pick(CONTENT_TYPES) }),
    ),
  ];
}

/** Spoiled body properties, top level and one level down, of an operation with a body. */
function bodyFamilies(spec: ApiSpec, op: Operation): Family[] {
  if (op.body === undefined) return [];
  const slots = bodySlots(spec, op);
  return [...stringFamilies(slots.strings.map(path)), ...shapeFamilies(slots), ...parserFamilies(slots)];
}

/** Credentials no server may take: another scheme, a Bearer without a token, an unknown or overlong token. */
const authorizationFamily = family(
  { class: 'authorization', header: 'Bearer' },
  fc.record({
    class: fc.constant('authorization' as const),
    header: pick(['Basic Y29uZm9ybWFuY2U6eA==', 'Bearer', 'Bearer conformance-unknown-token', 'long'] as const),
  }),
);

/**
 * The malformations of an operation, without the excluded classes. `safeToAccept` false: only those that no
 * server may accept (a DELETE, or an operation on objects the check cannot isolate).
 */
export function malformations(
  spec: ApiSpec,
  op: Operation,
  options: { excluded: ReadonlySet<string>; safeToAccept: boolean },
): Malformations {
  const families = [...pathFamilies(op), ...queryFamilies(op), ...bodyFamilies(spec, op), authorizationFamily].filter(
    ({ examples: [first] }) =>
      first !== undefined && !options.excluded.has(causeKey(first)) && (options.safeToAccept || !mayBeAccepted(first)),
  );
  return {
    examples: families.flatMap((a) => a.examples),
    arbitrary: families.length === 0 ? undefined : fc.oneof(...families.map((a) => a.arb)),
    classes: families.map((a) => (a.examples[0] as Mutation).class),
  };
}

export interface BuiltRequest {
  method: string;
  /** Path and query, sent as they are (nothing is re-encoded). */
  target: string;
  body?: string;
  headers: Record<string, string | null>;
  /** Send without the fixtures' token (the mutation sets Authorization itself). */
  anonymous: boolean;
}

const RAW = '"__conformance_raw__"';

/** The spoiled request: the valid one (real ids, base body) with the mutation applied. */
export function buildRequest(
  op: Operation,
  params: Record<string, string>,
  base: Record<string, unknown> | undefined,
  m: Mutation,
): BuiltRequest {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = encodeURIComponent(params[name] ?? `conformance-${name}`);
    if (m.class === 'percent-escape' && m.param === name) return m.escape;
    if (m.class === 'nul' && m.where === 'path' && m.param === name) return `${value}%00`;
    return value;
  });
  let query = '';
  if (m.class === 'query-value') query = `?${encodeURIComponent(m.name)}=${m.text}`;
  if (m.class === 'nul' && m.where === 'query') query = `?${encodeURIComponent(m.name)}=a%00b`;

  const headers: Record<string, string | null> = {};
  let body: string | undefined;
  if (op.body !== undefined) {
    let value: Record<string, unknown> = structuredClone(base ?? {});
    let raw: string | undefined;
    switch (m.class) {
      case 'nul':
        if (m.where === 'body') value = withValueAt(value, m.field, 'a\u0000b');
        break;
      case 'lone-surrogate':
        value = withValueAt(value, m.field, '__conformance_raw__');
        raw = `"conf${m.escape}x"`;
        break;
      case 'overlong-string':
        value = withValueAt(value, m.field, 'x'.repeat(m.length));
        break;
      case 'wrong-type':
        value = withValueAt(value, m.field, m.value);
        break;
      case 'unknown-property':
        value = { ...value, [m.name]: m.value };
        break;
      case 'deep-nesting':
        value =
          m.field.length === 0
            ? { ...value, conformanceNested: '__conformance_raw__' }
            : withValueAt(value, m.field, '__conformance_raw__');
        raw =
          m.kind === 'object'
            ? `${'{"a":'.repeat(m.depth)}1${'}'.repeat(m.depth)}`
            : `${'['.repeat(m.depth)}${']'.repeat(m.depth)}`;
        break;
      case 'huge-number':
        value = withValueAt(value, m.field, '__conformance_raw__');
        raw = m.text;
        break;
      case 'content-type':
        headers['Content-Type'] = m.contentType;
        break;
      default:
        break;
    }
    body = JSON.stringify(value);
    if (raw !== undefined) body = body.replace(RAW, raw);
    if (!('Content-Type' in headers)) headers['Content-Type'] = 'application/json';
  }
  let anonymous = false;
  if (m.class === 'authorization') {
    anonymous = true;
    headers['Authorization'] = m.header === 'long' ? `Bearer ${'a'.repeat(8000)}` : m.header;
  }
  return {
    method: op.method.toUpperCase(),
    target: `${path}${query}`,
    ...(body !== undefined ? { body } : {}),
    headers,
    anonymous,
  };
}
