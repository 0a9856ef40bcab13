/**
 * `x-required-beyond-contract` (README › Required beyond the contract): every listed name is a property the node
 * requires, the contract's own Required fields are not listed, and the document with the extension still validates.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import type { SchemaObject } from 'openapi3-ts/oas31';
import { describe, expect, it } from 'vitest';
import { buildDocument } from '../src/document.js';
import { requiredBeyondContract, requiredBeyondContractKey } from '../src/required-beyond-contract.js';

const document = buildDocument();
const schemas = document.components?.schemas as Record<string, unknown>;

const nodeAt = (path: string): SchemaObject =>
  path
    .split('/')
    .reduce<unknown>((node, segment) => (node as Record<string, unknown>)[segment], schemas) as SchemaObject;

describe('x-required-beyond-contract', () => {
  it.each(Object.entries(requiredBeyondContract))('marks %s, each name a required property', (path, names) => {
    const node = nodeAt(path);
    expect(node[requiredBeyondContractKey]).toEqual(names);
    for (const name of names) {
      expect(node.required).toContain(name);
      expect(Object.keys(node.properties ?? {})).toContain(name);
    }
  });

  it("keeps a Space's contract-Required fields out of the extension", () => {
    // spec schema Space: fields marked Required (title, visibility, …) stay out of the extension.
    expect(nodeAt('Space')[requiredBeyondContractKey]).toEqual(['editMode', 'urls', 'permissions']);
    expect(nodeAt('Space').required).toContain('title');
  });

  it('refuses to build a document where the list names a field the schema does not require', async () => {
    const { markRequiredBeyondContract } = await import('../src/required-beyond-contract.js');
    const schemas = { User: { type: 'object', properties: { id: { type: 'string' } } } } as Record<
      string,
      SchemaObject
    >;
    expect(() => markRequiredBeyondContract(schemas)).toThrow(/User does not require object, id, displayName, urls/);
  });

  it('keeps the document valid OpenAPI 3.1 with the extension', async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });
});
