import SwaggerParser from '@apidevtools/swagger-parser';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildDocument } from '../src/document.js';
import { buildTestApiDocument } from '../src/test-api/document.js';
import { SEED_SCHEMA_REF } from '../src/test-api/paths/tenants.js';
import { buildSeedSchema } from '../src/test-api/seed-schema.js';
import { operations } from '../src/walk.js';

const testApi = buildTestApiDocument();
const contract = buildDocument();
const found = operations(testApi);

describe('the test API document', () => {
  it('is a valid OpenAPI 3.1 document with every $ref resolvable (the seed schema beside it in dist)', async () => {
    const built = fileURLToPath(new URL('../dist/test-api.openapi.json', import.meta.url));
    await expect(SwaggerParser.validate(built)).resolves.toBeTruthy();
  });

  it('refers to the seed documents’ schema beside it for createTenant’s seed', () => {
    const seed = (testApi.components?.schemas?.['CreateTenant'] as { properties: { seed: { anyOf: unknown[] } } })
      .properties.seed;
    expect(seed.anyOf).toContainEqual({ $ref: SEED_SCHEMA_REF });
    const besides = JSON.parse(readFileSync(new URL(`../dist/${SEED_SCHEMA_REF}`, import.meta.url), 'utf8')) as unknown;
    expect(besides).toEqual(buildSeedSchema(contract));
  });

  it('matches the built dist/test-api.openapi.json', () => {
    const built = JSON.parse(
      readFileSync(new URL('../dist/test-api.openapi.json', import.meta.url), 'utf8'),
    ) as unknown;
    expect(built).toEqual(JSON.parse(JSON.stringify(testApi)));
  });

  it('has only paths under /__test, none of them in the contract’s document', () => {
    expect(found.length).toBeGreaterThan(0);
    for (const { path } of found) expect(path).toMatch(/^\/__test\//);
    expect(Object.keys(contract.paths ?? {}).filter((path) => path.startsWith('/__test'))).toEqual([]);
  });

  it('has unique operationIds that the contract does not use', () => {
    const ids = found.map((f) => f.operationId);
    const contractIds = new Set(operations(contract).map((f) => f.operationId));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => contractIds.has(id))).toEqual([]);
  });

  it('answers failures with the error body schema of /v1', () => {
    expect(testApi.components?.schemas?.['Error']).toEqual(contract.components?.schemas?.['Error']);
    for (const { operation } of found) {
      const failures = Object.entries(operation.responses ?? {}).filter(([status]) => Number(status) >= 400);
      expect(failures.length, operation.operationId).toBeGreaterThan(0);
      for (const [, response] of failures) expect(response).toHaveProperty('$ref');
    }
    for (const response of Object.values(testApi.components?.responses ?? {})) {
      expect(response).toMatchObject({
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      });
    }
  });

  it('spells every operationId as a string literal in src/test-api/paths', () => {
    const folder = new URL('../src/test-api/paths/', import.meta.url);
    const sources = readdirSync(folder)
      .map((name) => readFileSync(new URL(name, folder), 'utf8'))
      .join('\n');
    expect(found.map((f) => f.operationId).filter((id) => !sources.includes(`'${id}'`))).toEqual([]);
  });
});
