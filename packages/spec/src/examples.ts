/**
 * Examples for the API reference: every operation's request body and JSON responses get an `example`
 * built from its schema — the schema's own `examples` where it has them, else a value derived from the
 * field's name, format, bounds and enum — so that the rendered reference shows realistic bodies and the
 * "send request" form starts from a valid one. The spec's tests validate every example against its schema.
 */
import type {
  OpenAPIObject,
  ReferenceObject,
  RequestBodyObject,
  ResponseObject,
  SchemaObject,
} from 'openapi3-ts/oas31';
import { operations, resolve } from './walk.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type AnySchema = SchemaObject & { if?: SchemaObject; then?: SchemaObject; else?: SchemaObject; const?: Json };

/** Values for fields by name, tried before the type's generic value (each must fit the field's bounds). */
const byName: Record<string, Json> = {
  id: 'Vb2xQk7Rm4TzL9aN',
  title: 'Getting started',
  name: 'Ada Lovelace',
  displayName: 'Ada Lovelace',
  description: 'Install the CLI and publish your first space.',
  emoji: '1f4d8',
  slug: 'getting-started',
  specSlug: 'petstore',
  path: 'getting-started',
  email: 'ada@example.com',
  hostname: 'docs.acme.example.com',
  basename: 'docs',
  proxy: 'acme.example.com/docs',
  markdown: '# Getting started\n\nInstall the CLI with `npm install --global acme-cli`.',
  body: 'Could we add an example for the CLI flags?',
  message: 'Add the installation guide',
  subject: 'Add the installation guide',
  language: 'fr',
  url: 'https://acme.example.com/docs/',
  source: 'website',
  page: 'eyJrIjoiY3Vyc29yIn0',
  count: 1,
  number: 1,
  limit: 50,
  version: '1.0.0',
  logo: 'https://acme.example.com/logo.png',
  location: 'https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN',
  app: 'https://app.example.com/o/Vb2xQk7Rm4TzL9aN',
  published: 'https://acme.example.com/docs',
  public: 'https://acme.example.com/docs',
  downloadURL: 'https://docs-api.example.com/files/blob/logo.png',
  contentType: 'image/png',
  emailDomain: 'acme.example.com',
  customHostname: 'docs.acme.example.com',
  decision: 'downgrade',
  reason: 'security',
  space: 'Ks8dP2vWq1NcY6rT',
  parent: 'Hc4nR8sLm2XwQ7pD',
  organization: 'Vb2xQk7Rm4TzL9aN',
  user: 'Ua9mT3kQx6ZpL2wE',
  team: 'Tm5qW8rZk2NvB4xS',
  label: 'Ada Lovelace',
  entityId: 'https://idp.acme.example.com/saml',
  ssoUrl: 'https://idp.acme.example.com/saml/sso',
  idpEntityID: 'https://idp.acme.example.com/saml',
  idpSsoUrl: 'https://idp.acme.example.com/saml/sso',
  idpX509Certificate: 'MIIC8DCCAdigAwIBAgIQ',
  content: 'openapi: 3.1.0\ninfo:\n  title: Petstore\n  version: 1.0.0\npaths: {}\n',
};

const byFormat: Record<string, string> = {
  'date-time': '2026-03-02T09:30:00.000Z',
  date: '2026-03-02',
  uri: 'https://acme.example.com/docs/',
  url: 'https://acme.example.com/docs/',
  email: 'ada@example.com',
  uuid: '3f6c2a1e-8b4d-4c9a-9e2f-7d5b1a0c4e6f',
};

/** Strings tried, in order, against a pattern when the field's own value does not match it. */
const patternCandidates = [
  'getting-started',
  'docs.acme.example.com',
  'acme.example.com/docs',
  'acme-docs',
  'petstore',
];

const MAX_DEPTH = 4;

class ExampleBuilder {
  constructor(private readonly document: OpenAPIObject) {}

  private resolve(schema: SchemaObject | ReferenceObject): AnySchema {
    return resolve<AnySchema>(this.document, schema);
  }

  /** A value of `schema`; `name` is the field's name (for the by-name values), `depth` bounds recursion. */
  build(given: SchemaObject | ReferenceObject, name = '', depth = 0): Json {
    const schema = this.resolve(given);
    if (schema.examples !== undefined && schema.examples.length > 0) return schema.examples[0] as Json;
    if (schema.example !== undefined) return schema.example as Json;
    if (schema.const !== undefined) return schema.const;
    if (schema.enum !== undefined && schema.enum.length > 0) return schema.enum[0] as Json;
    if (schema.allOf !== undefined) {
      return schema.allOf.reduce<Json>((merged, part) => {
        const value = this.build(part, name, depth);
        return isObject(merged) && isObject(value) ? { ...merged, ...value } : value;
      }, {});
    }
    const choices = schema.anyOf ?? schema.oneOf;
    if (choices !== undefined) {
      const first = choices.find((choice) => this.resolve(choice).type !== 'null') ?? choices[0];
      return first === undefined ? null : this.build(first, name, depth);
    }
    const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
    switch (type) {
      case 'string':
        return this.string(schema, name);
      case 'integer':
      case 'number':
        return this.number(schema, name);
      case 'boolean':
        return true;
      case 'null':
        return null;
      case 'array': {
        const min = schema.minItems ?? 0;
        if (schema.maxItems === 0 || (depth >= MAX_DEPTH && min === 0) || schema.items === undefined) return [];
        const item = this.build(schema.items, singular(name), depth);
        return Array.from({ length: Math.max(1, min) }, () => item);
      }
      default:
        return this.object(schema, depth);
    }
  }

  private object(schema: AnySchema, depth: number): Json {
    const required = new Set(schema.required ?? []);
    const result: Record<string, Json> = {};
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      // Deep inside a nested structure only what must be there, so that examples stay readable.
      if (depth >= 2 && !required.has(key)) continue;
      // A read-only property is answered, never sent: an example (a request's too) leaves it out.
      if ((property as { readOnly?: unknown }).readOnly === true) continue;
      result[key] = this.build(property, key, depth + 1);
    }
    if (schema.properties === undefined && typeof schema.additionalProperties === 'object') {
      result['product'] = this.build(schema.additionalProperties, 'product', depth + 1);
    }
    if (schema.if !== undefined) {
      // `if: {properties: {k: {const}}}`: add what `then` requires, or drop what `else` forbids.
      const holds = Object.entries(schema.if.properties ?? {}).every(
        ([key, condition]) => result[key] === (condition as AnySchema).const,
      );
      for (const key of holds ? (schema.then?.required ?? []) : []) {
        const property = schema.properties?.[key];
        if (!(key in result) && property !== undefined) result[key] = this.build(property, key, depth + 1);
        // `then` may also require fields inside that property (e.g. `urls.app`).
        const inner = result[key] ?? null;
        const innerRequired = (schema.then?.properties?.[key] as SchemaObject | undefined)?.required ?? [];
        if (property !== undefined && isObject(inner)) {
          for (const field of innerRequired) {
            const fieldSchema = this.resolve(property).properties?.[field];
            if (!(field in inner) && fieldSchema !== undefined)
              inner[field] = this.build(fieldSchema, field, depth + 2);
          }
        }
      }
      for (const key of holds ? [] : ((schema.else?.not as SchemaObject | undefined)?.required ?? []))
        delete result[key];
    }
    return result;
  }

  private string(schema: AnySchema, name: string): string {
    const named = byName[name] ?? (name.endsWith('Id') ? byName['id'] : undefined);
    let value =
      typeof named === 'string'
        ? named
        : ((schema.format !== undefined ? byFormat[schema.format] : undefined) ?? 'Acme');
    if (schema.pattern !== undefined) {
      const pattern = new RegExp(schema.pattern, 'u');
      if (!pattern.test(value)) value = patternCandidates.find((candidate) => pattern.test(candidate)) ?? value;
    }
    if (schema.maxLength !== undefined && value.length > schema.maxLength) value = value.slice(0, schema.maxLength);
    if (schema.minLength !== undefined && value.length < schema.minLength) value = value.padEnd(schema.minLength, 'x');
    return value;
  }

  private number(schema: AnySchema, name: string): number {
    const named = byName[name];
    let value = typeof named === 'number' ? named : 1;
    if (typeof schema.minimum === 'number' && value < schema.minimum) value = schema.minimum;
    if (typeof schema.maximum === 'number' && value > schema.maximum) value = schema.maximum;
    return value;
  }
}

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const singular = (name: string): string => (name.endsWith('ies') ? `${name.slice(0, -3)}y` : name.replace(/s$/, ''));

/** Adds an `example` to every JSON request body and response of `document` that has none (in place). */
export function addExamples(document: OpenAPIObject): OpenAPIObject {
  const builder = new ExampleBuilder(document);
  const exemplify = (holder: RequestBodyObject | ResponseObject) => {
    const media = holder.content?.['application/json'];
    if (media?.schema !== undefined && media.example === undefined && media.examples === undefined) {
      media.example = builder.build(media.schema);
    }
  };
  for (const { requestBody, responses } of operations(document)) {
    if (requestBody !== undefined) exemplify(requestBody);
    for (const [, response] of responses) exemplify(response);
  }
  return document;
}
