/**
 * A generic fuzzer over the whole spec: for every operation, requests whose path, query and body values
 * are drawn from the spec's own types and from malformed classes (bad percent-escapes, NUL, lone
 * surrogates, overlong strings, wrong types, deep nesting, huge numbers, unknown fields, broken JSON).
 * Shared by test/fuzz.test.ts (bounded, fixed seed) and scripts/fuzz.ts (long runs with figures).
 * Every URL it sends targets the server under test; URI values point at 127.0.0.1 only.
 */
import {
  isRef,
  jsonSchemaOf,
  operations,
  resolve,
  type OpenAPIObject,
  type ParameterObject,
  type ReferenceObject,
  type SchemaObject,
} from '@docs-api/spec';
import fc from 'fast-check';
import { Agent, request as httpRequest } from 'node:http';

/** A path or query value: `encoded` strings are percent-encoded when sent, `raw` ones are sent as written. */
export type UrlValue = { raw: string } | { encoded: string } | { id: number; kind?: string };

export interface FuzzRequest {
  operationId: string;
  method: string;
  /** The spec path, `{name}` placeholders included. */
  path: string;
  pathValues: Record<string, UrlValue>;
  query: [string, UrlValue][];
  body: { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; contentType: string };
  auth: 'admin' | 'reader' | 'none' | 'unknown';
}

interface Operation {
  id: string;
  method: string;
  path: string;
  parameters: ParameterObject[];
  body: SchemaObject | undefined;
}

/** The operations of the document, parameters resolved. */
export function operationsOf(document: OpenAPIObject): Operation[] {
  return operations(document).map((op) => ({
    id: op.operationId,
    method: op.method.toUpperCase(),
    path: op.path,
    parameters: op.parameters,
    body: jsonSchemaOf(document, op.requestBody) as SchemaObject | undefined,
  }));
}

/** Deeply nested objects or arrays, built without recursion. */
export const nest = (depth: number, array: boolean): unknown => {
  let value: unknown = array ? [] : {};
  for (let i = 0; i < depth; i++) value = array ? [value] : { x: value };
  return value;
};

const RAW_SEGMENTS = [
  '%',
  '%E0%A4%A',
  '%zz',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%C0%AF',
  '%2F',
  '..',
  '%2e%2e',
  '%FF',
  '%u0041',
  '\u00e9',
  '%F0%9F%98%80',
];

/** Strings nobody should have to store: NUL, lone surrogates, control and odd Unicode, overlong ones. */
const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'a\u0000b',
    '\u0000',
    '\ud800',
    'x\udc00y',
    '\ud83d',
    '\u202e\u200b',
    '\ufeff',
    ' ',
    '',
    '\r\n',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '${x}',
    '../../etc/passwd',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 1_000, max: 200_000 }).map((n) => 'x'.repeat(n)),
);

/** Values of any type, including the hostile classes. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, -(2 ** 63), 0.5, -1, 0, Number.MIN_VALUE, 1e21),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
  fc.tuple(fc.integer({ min: 30, max: 1_500 }), fc.boolean()).map(([depth, array]) => nest(depth, array)),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** Arbitraries of values valid for the spec's schemas (as far as types, bounds, enums and patterns go). */
export class SchemaValues {
  private readonly cache = new Map<SchemaObject, fc.Arbitrary<unknown>>();

  constructor(private readonly document: OpenAPIObject) {}

  of(given: SchemaObject | ReferenceObject | undefined, depth = 0): fc.Arbitrary<unknown> {
    let schema = given;
    if (schema === undefined) return fc.jsonValue({ maxDepth: 2 });
    if (isRef(schema)) return this.of(resolve<SchemaObject>(this.document, schema), depth);
    schema = schema as SchemaObject;
    if (depth > 6) return fc.constant(schema.type === 'array' ? [] : schema.type === 'object' ? {} : null);
    const cached = this.cache.get(schema);
    if (cached !== undefined && depth === 0) return cached;
    const arb = this.build(schema, depth);
    if (depth === 0) this.cache.set(schema, arb);
    return arb;
  }

  private build(schema: SchemaObject, depth: number): fc.Arbitrary<unknown> {
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (schema.enum !== undefined) return fc.constantFrom(...(schema.enum as unknown[]));
    const alternatives = schema.oneOf ?? schema.anyOf;
    if (alternatives !== undefined) return fc.oneof(...alternatives.map((s) => this.of(s, depth + 1)));
    if (schema.allOf !== undefined) {
      return fc
        .tuple(...schema.allOf.map((s) => this.of(s, depth + 1)))
        .map((parts) =>
          parts.every((p) => p !== null && typeof p === 'object' && !Array.isArray(p))
            ? Object.assign({}, ...parts)
            : parts[0],
        );
    }
    const type = Array.isArray(schema.type) ? schema.type : schema.type !== undefined ? [schema.type] : undefined;
    if (type === undefined)
      return schema.properties !== undefined ? this.object(schema, depth) : fc.jsonValue({ maxDepth: 2 });
    return fc.oneof(...type.map((t) => this.typed(t, schema, depth)));
  }

  private typed(type: string, schema: SchemaObject, depth: number): fc.Arbitrary<unknown> {
    switch (type) {
      case 'string':
        return this.string(schema);
      case 'integer':
        return fc.integer({ min: schema.minimum ?? -5, max: Math.min(schema.maximum ?? 1_000, 1_000_000) });
      case 'number':
        return fc.double({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 1_000, noNaN: true });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(this.of(schema.items, depth + 1), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.max(schema.minItems ?? 0, 3),
        });
      case 'object':
        return this.object(schema, depth);
      default:
        return fc.jsonValue({ maxDepth: 1 });
    }
  }

  private string(schema: SchemaObject): fc.Arbitrary<string> {
    const min = schema.minLength ?? 0;
    const max = Math.max(min, Math.min(schema.maxLength ?? 24, 64));
    switch (schema.format) {
      case 'uri':
        return fc.constantFrom(
          'http://127.0.0.1:9/openapi.yaml',
          'https://127.0.0.1:9/',
          'http://[::1]:9/docs/index.html',
        );
      case 'date-time':
        return fc
          .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
          .map((d) => d.toISOString());
      case 'email':
        return fc.constantFrom('ada@acme.test', 'someone@other.test');
      default:
    }
    if (schema.pattern !== undefined) {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((s) => s.length >= min && s.length <= (schema.maxLength ?? Infinity));
    }
    return fc.string({ minLength: min, maxLength: max });
  }

  private object(schema: SchemaObject, depth: number): fc.Arbitrary<unknown> {
    const properties = Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([name, s]) => [name, this.of(s, depth + 1)]),
    );
    return fc.record(properties, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
  }
}

/** `arbitrary` once in `every` draws, else null. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>, every: number): fc.Arbitrary<T | null> =>
  fc.oneof({ weight: every - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });

/** One request of `operation`: mostly well-typed, often with one malformed part. */
function requestOf(operation: Operation, values: SchemaValues): fc.Arbitrary<FuzzRequest> {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const pathValue = (p: ParameterObject): fc.Arbitrary<UrlValue> =>
    fc.oneof(
      { weight: 12, arbitrary: fc.nat().map((id) => ({ id, kind: p.name })) },
      { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS).map((raw) => ({ raw })) },
      {
        weight: 1,
        arbitrary: fc.oneof(values.of(p.schema).map(String), hostileString).map((encoded) => ({ encoded })),
      },
    );
  const queryValue = (p: ParameterObject): fc.Arbitrary<UrlValue[]> =>
    fc.oneof(
      {
        weight: 6,
        arbitrary: values.of(p.schema).map((v) => (Array.isArray(v) ? v : [v]).map((x) => ({ encoded: String(x) }))),
      },
      { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS).map((raw) => [{ raw }]) },
      {
        weight: 1,
        arbitrary: hostileValue.map((v) => [{ encoded: typeof v === 'string' ? v : (JSON.stringify(v) ?? 'null') }]),
      },
    );
  const query = fc
    .tuple(
      ...queryParams.map((p) =>
        sometimes(queryValue(p), 3).map((vs) => (vs ?? []).map((v): [string, UrlValue] => [p.name, v])),
      ),
      sometimes(fc.tuple(fc.constantFrom('unknown', 'limit', 'page', '%', 'a%00'), hostileString), 8),
    )
    .map((parts) => {
      const extra = parts.pop() as [string, string] | null;
      const pairs = (parts as [string, UrlValue][][]).flat();
      if (extra) pairs.push([extra[0], { encoded: extra[1] }]);
      return pairs;
    });
  const body: fc.Arbitrary<FuzzRequest['body']> =
    operation.body === undefined
      ? fc.oneof(
          { weight: 9, arbitrary: fc.constant({ kind: 'none' as const }) },
          { weight: 1, arbitrary: hostileValue.map((value) => ({ kind: 'json' as const, value })) },
        )
      : fc.oneof(
          { weight: 5, arbitrary: values.of(operation.body).map((value) => ({ kind: 'json' as const, value })) },
          {
            weight: 3,
            arbitrary: fc
              .tuple(values.of(operation.body), fc.string({ maxLength: 12 }), hostileValue)
              .map(([value, key, bad]) => {
                // One field (an existing one when there is any) replaced by a hostile value, or an unknown field added.
                const object =
                  value !== null && typeof value === 'object' && !Array.isArray(value) ? { ...(value as object) } : {};
                const keys = Object.keys(object);
                const name = keys.length > 0 && key.length % 2 === 0 ? (keys[key.length % keys.length] as string) : key;
                return { kind: 'json' as const, value: { ...object, [name]: bad } };
              }),
          },
          { weight: 1, arbitrary: hostileValue.map((value) => ({ kind: 'json' as const, value })) },
          {
            weight: 1,
            arbitrary: fc.constantFrom(
              { kind: 'raw' as const, text: '{"title": ', contentType: 'application/json' },
              { kind: 'raw' as const, text: '{"a":1}', contentType: 'text/plain' },
              { kind: 'raw' as const, text: '\u0000\u0001', contentType: 'application/json; charset=utf-16' },
              { kind: 'raw' as const, text: '{"a":"\\ud800"}', contentType: 'application/json' },
              { kind: 'raw' as const, text: '1e999999', contentType: 'application/json' },
              {
                kind: 'raw' as const,
                text: '{"__proto__":{"admin":true},"constructor":{"prototype":{}}}',
                contentType: 'application/json',
              },
            ),
          },
        );
  return fc.record({
    operationId: fc.constant(operation.id),
    method: fc.constant(operation.method),
    path: fc.constant(operation.path),
    pathValues: fc.record(Object.fromEntries(pathParams.map((p) => [p.name, pathValue(p)]))),
    query,
    body,
    auth: fc.constantFrom<FuzzRequest['auth']>(
      'admin',
      'admin',
      'admin',
      'admin',
      'admin',
      'reader',
      'none',
      'unknown',
    ),
  });
}

/** Requests over every operation of the document, each operation equally likely. */
export function fuzzRequests(document: OpenAPIObject): fc.Arbitrary<FuzzRequest> {
  const values = new SchemaValues(document);
  return fc.oneof(...operationsOf(document).map((op) => requestOf(op, values)));
}

/** What a sender needs from the server under test. */
export interface FuzzTarget {
  url: string;
  tokens: { admin: string; reader: string };
  /** Ids the server knows by path parameter name (`spaceId`…; `*` for all): `{ id: n }` path values pick one of them. */
  ids: Map<string, string[]>;
}

const encode = (value: string): string => encodeURIComponent(value.replace(/\p{Cs}/gu, '\ufffd'));
const urlValue = (value: UrlValue, ids: Map<string, string[]>): string => {
  if ('raw' in value) return value.raw;
  if ('encoded' in value) return encode(value.encoded);
  const pool = ids.get(value.kind ?? '*') ?? ids.get('*') ?? [];
  return encode(pool[value.id % Math.max(pool.length, 1)] ?? 'none');
};

/** The URL, headers and body of a request against `target`. */
export function materialize(request: FuzzRequest, target: FuzzTarget): { url: string; init: RequestInit } {
  const path = request.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    urlValue(request.pathValues[name] ?? { raw: 'x' }, target.ids),
  );
  const query = request.query.map(([name, value]) => `${encode(name)}=${urlValue(value, target.ids)}`).join('&');
  const headers: Record<string, string> = {};
  if (request.auth === 'admin') headers['authorization'] = `Bearer ${target.tokens.admin}`;
  if (request.auth === 'reader') headers['authorization'] = `Bearer ${target.tokens.reader}`;
  if (request.auth === 'unknown') headers['authorization'] = 'Bearer gb_api_unknown';
  let body: string | undefined;
  if (request.body.kind === 'json') {
    body = JSON.stringify(request.body.value) ?? 'null';
    headers['content-type'] = 'application/json';
  } else if (request.body.kind === 'raw') {
    body = request.body.text;
    headers['content-type'] = request.body.contentType;
  }
  return {
    url: `${target.url}${path}${query === '' ? '' : `?${query}`}`,
    init: { method: request.method, headers, ...(body !== undefined ? { body } : {}) },
  };
}

/** The outcome of one request: its status, or the network failure (a reset), and what is wrong with it. */
export interface FuzzOutcome {
  status: number | 'reset';
  problem?: string;
}

/** Sends one request (node:http, so GET and DELETE may carry a body and the path goes out as written). */
function exchange(url: string, init: RequestInit): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const parsed = new URL(url);
    const path = url.slice(url.indexOf('/', url.indexOf('//') + 2));
    const body = typeof init.body === 'string' ? Buffer.from(init.body) : undefined;
    const headers = {
      ...(init.headers as Record<string, string>),
      ...(body !== undefined ? { 'content-length': String(body.length) } : {}),
    };
    const req = httpRequest(
      { host: parsed.hostname, port: parsed.port, method: init.method, path, headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const agent = new Agent({ keepAlive: true, maxSockets: 4 });

/** Sends one request and checks it: never ≥ 500, never a reset, every 4xx with `{"error": {"code", "message"}}`. */
export async function send(request: FuzzRequest, target: FuzzTarget): Promise<FuzzOutcome> {
  const { url, init } = materialize(request, target);
  let status: number;
  let text: string;
  try {
    ({ status, text } = await exchange(url, init));
  } catch (error) {
    return { status: 'reset', problem: `no answer: ${String(error)}` };
  }
  if (status >= 500) return { status, problem: `answered ${status}: ${text.slice(0, 300)}` };
  if (status >= 400) {
    let body: { error?: { code?: unknown; message?: unknown } } | undefined;
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      // Not JSON: reported below.
    }
    if (body?.error?.code !== status || typeof body.error.message !== 'string')
      return { status, problem: `answered ${status} without the error body: ${text.slice(0, 300)}` };
  }
  return { status };
}

/** The path parameter an object's `object` field answers: `change-request` → `changeRequestId`. */
const paramOf = (object: string): string => `${object.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase())}Id`;

/**
 * Ids worth putting into paths: every `id` in the answers of the organizations' GET list operations and
 * of the spaces' content, change requests and comments, by the path parameter they fit (`*`: all of them).
 */
export async function harvestIds(
  document: OpenAPIObject,
  target: Omit<FuzzTarget, 'ids'>,
  organizationIds: string[],
): Promise<Map<string, string[]>> {
  const ids = new Map<string, Set<string>>([
    ['*', new Set(organizationIds)],
    ['organizationId', new Set(organizationIds)],
  ]);
  const add = (param: string, id: string) => {
    ids.get('*')?.add(id);
    if (!ids.has(param)) ids.set(param, new Set());
    ids.get(param)?.add(id);
  };
  const collect = (value: unknown, hint: string): void => {
    if (Array.isArray(value)) value.forEach((v) => collect(v, hint));
    else if (value !== null && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (typeof record['id'] === 'string')
        add(typeof record['object'] === 'string' ? paramOf(record['object']) : hint, record['id']);
      for (const [key, v] of Object.entries(record))
        if (key !== 'id')
          collect(v, key === 'pages' ? 'pageId' : key === 'files' ? 'fileId' : key === 'user' ? 'userId' : hint);
    }
  };
  const get = async (path: string, hint: string) => {
    const response = await fetch(`${target.url}${path}`, {
      headers: { authorization: `Bearer ${target.tokens.admin}` },
    });
    if (response.ok) collect(await response.json(), hint);
  };
  const operations = operationsOf(document);
  const lists = operations.filter(
    (op) => op.method === 'GET' && /^\/v1\/orgs\/\{organizationId\}\/[a-z-]+$/.test(op.path),
  );
  for (const organizationId of organizationIds) {
    for (const op of lists) await get(op.path.replace('{organizationId}', organizationId), '*');
  }
  // Creates one resource through each create operation whose path ids are known (twice over, so that a
  // site made in the first round gets its share links and sections in the second): valid bodies only.
  const values = new SchemaValues(document);
  const creates = operations.filter(
    (op) => (op.method === 'POST' || op.method === 'PUT') && op.body !== undefined && !/\}$/.test(op.path),
  );
  for (const [round, op] of [...creates.map((c) => [0, c] as const), ...creates.map((c) => [1, c] as const)]) {
    const params = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
    if (!params.every((p) => (ids.get(p)?.size ?? 0) > 0)) continue;
    const path = op.path.replace(
      /\{(\w+)\}/g,
      (_m, name: string) => [...(ids.get(name) ?? [])][round] ?? [...(ids.get(name) ?? [])][0] ?? '',
    );
    for (const body of fc.sample(values.of(op.body), { numRuns: 3, seed: round })) {
      const response = await fetch(`${target.url}${path}`, {
        method: op.method,
        headers: { authorization: `Bearer ${target.tokens.admin}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (response.ok) {
        collect(await response.json().catch(() => undefined), '*');
        break;
      }
    }
  }
  for (const spaceId of [...(ids.get('spaceId') ?? [])]) {
    await get(`/v1/spaces/${spaceId}/content`, 'pageId');
    await get(`/v1/spaces/${spaceId}/change-requests`, 'changeRequestId');
    await get(`/v1/spaces/${spaceId}/comments`, 'commentId');
  }
  for (const siteId of [...(ids.get('siteId') ?? [])]) {
    for (const organizationId of organizationIds) {
      for (const suffix of ['share-links', 'sections', 'site-spaces', 'section-groups'])
        await get(`/v1/orgs/${organizationId}/sites/${siteId}/${suffix}`, '*');
    }
  }
  return new Map([...ids].map(([k, v]) => [k, [...v]]));
}
