/**
 * docs/behaviour.md#error-body-and-failure-statuses — a request body that breaks the schema (not JSON, not an object, a property of the wrong
 * type) is refused with 400 (the status for a malformed request) and the error body: never accepted (SHOULD). A 5xx
 * to it is ROB-NEVER-5XX's, a stack trace ERR-DISCLOSE's.
 */
import fc from 'fast-check';
import { moduleFile, type SuiteModule } from '../../engine/module.js';
import { propertyCheck } from '../../engine/property-check.js';
import type { Session } from '../../engine/session.js';
import type { ApiSpec, Operation } from '../../contract/operations.js';
import type { ParameterObject } from '@docs-api/spec';
import { branches, propertiesOf, resolve, type Schema } from '../../contract/schema-walk.js';
import { answer, about, hasErrorBody } from '../entries-and-answers.js';
import { mutationLocks, passiveIds, refusedParams } from './locks-and-params.js';

export const robustnessId = (op: Operation): string => `ROB-INVALID-BODY.${op.id}`;
export const invalidParamId = (op: Operation): string => `ROB-INVALID-PARAM.${op.id}`;

/** A value each typed query parameter does not accept, the same on every seed (strings take any text). */
const notOfType: Record<string, string> = { boolean: 'conformance', integer: '1.5', number: 'conformance' };
/** Texts tried, in turn, against a path parameter's pattern: the first that breaks it is sent. */
const offPattern = ['Not_A_Value', 'not a value', '-', '~'];

interface InvalidParam {
  in: 'query' | 'path';
  name: string;
  value: string;
}

/**
 * The parameters of a read or a delete that a text can break, each with such a text: query parameters of a type
 * other than string (booleans, numbers), path parameters with a pattern.
 */
function invalidParams(spec: ApiSpec, op: Operation): InvalidParam[] {
  // A read, or a delete whose path names nothing: no body to send alongside, nothing the request can change.
  if (op.method !== 'get' && op.method !== 'delete') return [];
  const schemaOf = (p: ParameterObject) => (p.schema === undefined ? {} : resolve(spec.document, p.schema));
  const query = op.queryParams.flatMap((p): InvalidParam[] => {
    const type = schemaOf(p).type;
    const value = typeof type === 'string' ? notOfType[type] : undefined;
    return value === undefined ? [] : [{ in: 'query', name: p.name, value }];
  });
  const path = op.pathParameters.flatMap((p): InvalidParam[] => {
    const pattern = schemaOf(p).pattern;
    const value = pattern === undefined ? undefined : offPattern.find((v) => !new RegExp(pattern, 'u').test(v));
    return value === undefined ? [] : [{ in: 'path', name: p.name, value }];
  });
  return [...query, ...path];
}

const shown = (p: InvalidParam) => (p.in === 'query' ? `?${p.name}=${p.value}` : `{${p.name}} = ${p.value}`);

/** A body the operation's schema refuses, as the exact text to send. */
type InvalidBody = { kind: 'text'; text: string } | { kind: 'json'; value: unknown };

const jsonTypes = ['string', 'number', 'boolean', 'object', 'array', 'null'] as const;

/** The JSON types the property's schema does not accept (none when it declares no type). */
function wrongTypes(spec: ApiSpec, schema: Schema): (typeof jsonTypes)[number][] {
  const declared = new Set<string>();
  for (const branch of branches(spec.document, schema)) {
    const types = Array.isArray(branch.type) ? branch.type : branch.type === undefined ? [] : [branch.type];
    for (const type of types) declared.add(type === 'integer' ? 'number' : type);
  }
  return declared.size === 0 ? [] : jsonTypes.filter((type) => !declared.has(type));
}

/** One value of a type the property does not accept, the same on every seed: a number, else a string. */
function fixedWrongValue(spec: ApiSpec, schema: Schema): unknown {
  const wrong = wrongTypes(spec, schema);
  return wrong.includes('number') ? 12_345 : wrong.includes('string') ? 'conformance' : undefined;
}

/** Values of JSON types the property's schema does not accept. */
function wrongValue(spec: ApiSpec, schema: Schema): fc.Arbitrary<unknown> {
  const wrong = wrongTypes(spec, schema);
  if (wrong.length === 0) return fc.constant(undefined);
  return fc.constantFrom(...wrong).chain((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return fc.string({ maxLength: 8 });
      case 'number':
        return fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
      case 'boolean':
        return fc.boolean();
      case 'object':
        return fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 2 });
      case 'array':
        return fc.array(fc.integer(), { maxLength: 2 });
      default:
        return fc.constant(null);
    }
  });
}

const MALFORMED = ['{"', '{"title":', '[1,', 'not json', '{}}'];

/**
 * The invalid bodies sent on every seed: each malformed text, a JSON value that is not an object, and each property
 * with a value of a wrong type.
 */
function everySeed(spec: ApiSpec, op: Operation): InvalidBody[] {
  const properties = Object.entries(op.body === undefined ? {} : propertiesOf(spec.document, op.body));
  return [
    ...MALFORMED.map((text): InvalidBody => ({ kind: 'text', text })),
    { kind: 'json', value: [1] },
    ...properties.flatMap(([name, schema]): InvalidBody[] => {
      const value = fixedWrongValue(spec, schema);
      return value === undefined ? [] : [{ kind: 'json', value: { [name]: value } }];
    }),
  ];
}

/** Invalid bodies of an operation: malformed JSON, a JSON value that is not an object, a wrong-typed property. */
function invalidBodies(spec: ApiSpec, op: Operation): fc.Arbitrary<InvalidBody> {
  const properties = Object.entries(op.body === undefined ? {} : propertiesOf(spec.document, op.body));
  const typed = properties.map(([name, schema]) => wrongValue(spec, schema).map((value) => ({ name, value })));
  return fc.oneof(
    fc.constantFrom(...MALFORMED).map((text): InvalidBody => ({ kind: 'text', text })),
    fc
      .oneof(fc.integer(), fc.string({ maxLength: 8 }), fc.array(fc.integer(), { maxLength: 3 }), fc.boolean())
      .map((value): InvalidBody => ({ kind: 'json', value })),
    ...(typed.length === 0
      ? []
      : [
          fc
            .oneof(...typed)
            .filter(({ value }) => value !== undefined)
            .map(({ name, value }): InvalidBody => ({ kind: 'json', value: { [name]: value } })),
        ]),
  );
}

export const robustnessModule: SuiteModule = {
  name: 'robustness',
  file: moduleFile(import.meta.url),
  refusals: true,
  build(spec, toolkit) {
    const withBody = spec.operations.filter((op) => op.body !== undefined);
    const requirements = withBody.map((op) =>
      about(op, {
        id: robustnessId(op),
        level: 'SHOULD',
        source: { kind: 'behaviour', anchor: 'error-body-and-failure-statuses' },
        section: 'Errors',
        category: 'robustness',
        statement: `${op.id} refuses an invalid body (malformed JSON, not an object, a property of the wrong type) with 400 and the error body`,
        statuses: [400],
      }),
    );
    const checks = withBody.map((op) => {
      const params = (s: Session) => refusedParams(s, op);
      return propertyCheck({
        name: `invalid bodies ${op.id}`,
        covers: [robustnessId(op)],
        feeds: passiveIds(op),
        locks: mutationLocks(toolkit, op),
        example: {
          arbitrary: invalidBodies(spec, op),
          always: everySeed(spec, op),
          numRuns: 6,
          async examine(body, s: Session, findings) {
            const exchange = await s.callRaw(op, {
              params: await params(s),
              ...(body.kind === 'text' ? { rawBody: body.text } : { body: body.value }),
            });
            const ok = exchange.status === 400 && hasErrorBody(exchange);
            findings.require(robustnessId(op), ok, () => answer(exchange));
          },
        },
      });
    });
    const reads = spec.operations
      .map((op) => ({ op, invalid: invalidParams(spec, op) }))
      .filter(({ invalid }) => invalid.length > 0);
    return {
      requirements: [...requirements, ...reads.map(({ op, invalid }) => invalidParamRequirement(op, invalid))],
      checks: [...checks, ...reads.map(({ op, invalid }) => invalidParamCheck(op, invalid))],
    };
  },
};

function invalidParamRequirement(op: Operation, invalid: InvalidParam[]) {
  return about(op, {
    id: invalidParamId(op),
    level: 'SHOULD',
    source: { kind: 'behaviour', anchor: 'error-body-and-failure-statuses' },
    section: 'Errors',
    category: 'robustness',
    statement: `${op.id} refuses a parameter its schema does not accept (${invalid.map(shown).join(', ')}, each alone) with 400 and the error body`,
    statuses: [400],
  });
}

/** Each parameter alone with a text its schema refuses, on an object the run reads anyway. */
function invalidParamCheck(op: Operation, invalid: InvalidParam[]) {
  const id = invalidParamId(op);
  return propertyCheck({
    name: `invalid parameters ${op.id}`,
    covers: [id],
    feeds: passiveIds(op),
    example: {
      arbitrary: fc.constantFrom(...invalid),
      always: invalid,
      numRuns: 0,
      async examine(param, s: Session, findings) {
        const params = await s.paramsFor(op, 'shared');
        const exchange =
          param.in === 'query'
            ? await s.callRaw(op, { params, query: { [param.name]: param.value } })
            : await s.callRaw(op, { params: { ...params, [param.name]: param.value } });
        findings.require(
          id,
          exchange.status === 400 && hasErrorBody(exchange),
          () => `${shown(param)}: ${answer(exchange)}`,
        );
      },
    },
  });
}
