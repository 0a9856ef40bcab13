import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import type { MediaTypeObject, OpenAPIObject, ResponseObject } from 'openapi3-ts/oas31';
import { describe, expect, it } from 'vitest';
import { operations } from '../src/walk.js';

// The document as published (dist/openapi.json, what /openapi.json serves), not the builder's output.
const document = JSON.parse(readFileSync(new URL('../dist/openapi.json', import.meta.url), 'utf8')) as OpenAPIObject;

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
const rebase = (schema: unknown): object =>
  JSON.parse(
    JSON.stringify(schema).replaceAll('"#/components/schemas/', '"https://docs-api.local/spec.json#/$defs/'),
  ) as object;
ajv.addSchema({ $id: 'https://docs-api.local/spec.json', $defs: rebase(document.components?.schemas ?? {}) });

interface Case {
  where: string;
  media: MediaTypeObject | undefined;
}

const cases: Case[] = [];
for (const { method, path, requestBody, responses } of operations(document)) {
  const name = `${method.toUpperCase()} ${path}`;
  if (requestBody !== undefined)
    cases.push({ where: `${name} request body`, media: requestBody.content['application/json'] });
  for (const [status, response] of responses) {
    if (response.content !== undefined)
      cases.push({ where: `${name} ${status}`, media: response.content['application/json'] });
  }
}

describe('examples of the published document', () => {
  it('covers every JSON request body and response of the 135 operations', () => {
    expect(cases.length).toBeGreaterThan(135 * 3);
    expect(cases.filter((c) => c.media?.example === undefined).map((c) => c.where)).toEqual([]);
  });

  it.each(cases.map((c) => [c.where, c] as const))(
    '%s: the example validates against its schema',
    (_where, { media }) => {
      const validate = ajv.compile(rebase(media?.schema));
      const valid = validate(media?.example);
      expect(validate.errors ?? [], JSON.stringify(media?.example).slice(0, 400)).toEqual([]);
      expect(valid).toBe(true);
    },
  );

  it('errors carry their own status as code', () => {
    for (const [name, response] of Object.entries(document.components?.responses ?? {}) as [string, ResponseObject][]) {
      const example = response.content?.['application/json']?.example as { error: { code: number; message: string } };
      expect(example.error.message, name).not.toBe('');
    }
    const notFound = (document.components?.responses?.['NotFound'] as ResponseObject).content?.['application/json']
      ?.example;
    expect(notFound).toEqual({ error: { code: 404, message: expect.any(String) } });
  });
});

describe('tags of the published document', () => {
  it('describes every tag an operation uses', () => {
    const described = new Map((document.tags ?? []).map((tag) => [tag.name, tag.description ?? '']));
    const used = new Set(operations(document).flatMap((found) => found.tags));
    for (const tag of used) expect(described.get(tag), tag).toMatch(/\w{3,}.*\./);
    expect([...described.keys()].sort()).toEqual([...used].sort());
  });
});
