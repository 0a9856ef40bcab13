import SwaggerParser from '@apidevtools/swagger-parser';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildDocument } from '../src/document.js';
import { operations } from '../src/walk.js';
import contractOperations from './data/contract-operations.json' with { type: 'json' };
import operationIds from './data/operation-ids.json' with { type: 'json' };

const document = buildDocument();

const all = operations(document).map((found) => ({
  key: `${found.method.toUpperCase()} ${found.path}`,
  operation: found.operation,
}));
const byKey = new Map(all.map((f) => [f.key, f.operation]));
const contractKeys = new Set(contractOperations.map((o) => `${o.method} ${o.path}`));

describe('the OpenAPI document against the contract', () => {
  it('is a valid OpenAPI 3.1 document with every $ref resolvable', async () => {
    const copy = structuredClone(document);
    await expect(SwaggerParser.validate(copy as never)).resolves.toBeTruthy();
  });

  it('matches the built dist/openapi.json', () => {
    const built = JSON.parse(readFileSync(new URL('../dist/openapi.json', import.meta.url), 'utf8')) as unknown;
    expect(built).toEqual(JSON.parse(JSON.stringify(document)));
  });

  describe.each(contractOperations.map((o) => [`${o.method} ${o.path}`, o] as const))('%s', (key, contract) => {
    it(`exists with success status ${contract.success}`, () => {
      const operation = byKey.get(key);
      expect(operation, `${key} (${contract.section}) is missing`).toBeDefined();
      expect(Object.keys(operation?.responses ?? {})).toContain(String(contract.success));
    });

    it('has the operationId the live service uses', () => {
      expect(byKey.get(key)?.operationId).toBe((operationIds.contract as Record<string, string>)[key]);
    });

    it(contract.deprecated ? 'is marked deprecated' : 'is not deprecated', () => {
      expect(byKey.get(key)?.deprecated === true).toBe(contract.deprecated);
    });

    it('takes a bearer token and documents 401 with the error body', () => {
      const operation = byKey.get(key);
      expect(operation?.security).toEqual([{ bearerAuth: [] }]);
      expect(operation?.responses?.['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
    });

    if (contract.method === 'DELETE') {
      it('answers with no content', () => {
        const response = byKey.get(key)?.responses?.[String(contract.success)] as { content?: unknown };
        expect(response.content).toBeUndefined();
      });
    }
  });

  it('has no operation beyond the contract unless marked x-beyond-contract', () => {
    const extras = all.filter((f) => !contractKeys.has(f.key));
    expect(extras.map((f) => f.key).sort()).toEqual(Object.keys(operationIds.beyondContract).sort());
    for (const extra of extras) {
      expect(extra.operation['x-beyond-contract'], extra.key).toBe(true);
      expect(extra.operation.operationId).toBe((operationIds.beyondContract as Record<string, string>)[extra.key]);
    }
  });

  it('has unique operationIds', () => {
    const ids = all.map((f) => f.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('spells every operationId as a string literal in src/paths, so that a search for it finds its definition', () => {
    const folder = new URL('../src/paths/', import.meta.url);
    const sources = readdirSync(folder)
      .map((name) => readFileSync(new URL(name, folder), 'utf8'))
      .join('\n');
    const unspelled = all.map((f) => f.operation.operationId ?? '').filter((id) => !sources.includes(`'${id}'`));
    expect(unspelled).toEqual([]);
  });

  it('marks the deprecated field Organization.internal_isOnNewTrial', () => {
    const organization = document.components?.schemas?.['Organization'] as {
      properties: Record<string, { deprecated?: boolean }>;
    };
    expect(organization.properties['internal_isOnNewTrial']?.deprecated).toBe(true);
  });

  it('answers 201 when PUT creates an OpenAPI specification and 200 when it updates', () => {
    const put = byKey.get('PUT /v1/orgs/{organizationId}/openapi/{specSlug}');
    expect(Object.keys(put?.responses ?? {})).toEqual(expect.arrayContaining(['200', '201']));
  });

  it('has a List envelope for every list response', () => {
    for (const { key, operation } of all) {
      const ok = operation.responses?.['200'] as
        { content?: Record<string, { schema?: { allOf?: { $ref?: string }[] } }> } | undefined;
      const schema = ok?.content?.['application/json']?.schema;
      if (schema?.allOf) expect(schema.allOf[0]?.$ref, key).toBe('#/components/schemas/ListEnvelope');
    }
  });
});
