import * as spec from '@docs-api/spec';
import { describe, expect, it } from 'vitest';
import { document, seedSchema, testApiDocument } from '../src/contract.js';

// The server reads the documents the spec package's build wrote; they must be what the package builds now.
describe('the documents the server reads at start-up', () => {
  const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

  it("are the spec package's document, test API document and seed schema", () => {
    expect(document).toEqual(asJson(spec.document));
    expect(testApiDocument).toEqual(asJson(spec.testApiDocument));
    expect(seedSchema).toEqual(asJson(spec.seedSchema));
  });
});
