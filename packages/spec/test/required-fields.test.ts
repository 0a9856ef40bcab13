/**
 * The response fields the live service always sends or declares required (docs/behaviour.md#fields-always-sent,
 * test/data/required-fields.json) are required in the built document, and its URLs and timestamps carry their
 * formats, so that the generated types and the server's response validation both hold them.
 */
import type { SchemaObject } from 'openapi3-ts/oas31';
import { describe, expect, it } from 'vitest';
import { buildDocument } from '../src/document.js';
import { branches, isRef, propertiesOf, requiredOf, type Schema } from '../src/walk.js';
import facts from './data/required-fields.json' with { type: 'json' };

const document = buildDocument();
const component = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

/** The schema at a dotted path (`a.b`, `a[].b`) below `schema`, through references and branches. */
function schemaAt(schema: Schema, path: string[]): Schema | undefined {
  let current: Schema | undefined = schema;
  for (const segment of path) {
    if (current === undefined) return undefined;
    const name = segment.replace(/\[\]$/, '');
    current = propertiesOf(document, current)[name];
    if (current !== undefined && segment.endsWith('[]')) {
      current = branches(document, current).find((branch) => branch.items !== undefined)?.items as Schema | undefined;
    }
  }
  return current;
}

/** Whether the last segment of `path` is required in the object the segments before it lead to. */
function isRequired(schema: Schema, path: string): boolean {
  const segments = path.split('.');
  const parent = schemaAt(schema, segments.slice(0, -1));
  return parent !== undefined && requiredOf(document, parent).includes(segments.at(-1) ?? '');
}

describe('response fields the live service always sends', () => {
  const cases = Object.entries(facts.required).flatMap(([name, paths]) => paths.map((path) => [name, path] as const));

  it.each(cases)('%s.%s is required', (name, path) => {
    expect(isRequired(component(name), path)).toBe(true);
  });

  it.each(facts.requiredOnDocumentPages)('Page.%s is required on a page of type document', (path) => {
    // spec schema Page: `if type = document then required …` (docs/behaviour.md#fields-always-sent)
    const page = document.components?.schemas?.['Page'] as SchemaObject & { then?: SchemaObject };
    const documentPage: Schema = { allOf: [page, page.then ?? {}] };
    expect(page.then).toBeDefined();
    expect(isRequired(documentPage, path)).toBe(true);
  });
});

/** Every property below every component schema and every response schema, with its path, once per schema. */
function everyProperty(): { where: string; name: string; parent: string | undefined; schema: Schema }[] {
  const found: { where: string; name: string; parent: string | undefined; schema: Schema }[] = [];
  const seen = new Set<Schema>();
  const walk = (schema: Schema, where: string, trail: string[]): void => {
    if (seen.has(schema)) return;
    seen.add(schema);
    if (isRef(schema)) return; // components are walked on their own
    for (const branch of branches(document, schema)) {
      if (branch.items !== undefined) walk(branch.items as Schema, where, [...trail.slice(0, -1), `${trail.at(-1)}[]`]);
      for (const [name, property] of Object.entries(branch.properties ?? {})) {
        found.push({ where: [...trail, name].join('.'), name, parent: trail.at(-1), schema: property });
        walk(property, where, [...trail, name]);
      }
    }
  };
  for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) walk(schema, name, [name]);
  return found;
}

const formatOf = (schema: Schema): string | undefined =>
  branches(document, schema).find((branch) => branch.format !== undefined)?.format;

describe('formats of response fields', () => {
  const properties = everyProperty();

  it('gives every `urls.*` format uri', () => {
    const urls = properties.filter((p) => p.parent === 'urls' || p.parent === 'urls[]');
    expect(urls.length).toBeGreaterThan(20);
    expect(urls.filter((p) => formatOf(p.schema) !== 'uri').map((p) => p.where)).toEqual([]);
  });

  it('gives every timestamp format date-time', () => {
    const timestamps = properties.filter((p) => facts.dateTimeProperties.includes(p.name));
    expect(timestamps.length).toBeGreaterThan(30);
    expect(timestamps.filter((p) => formatOf(p.schema) !== 'date-time').map((p) => p.where)).toEqual([]);
  });
});
