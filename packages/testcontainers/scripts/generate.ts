/**
 * Generates src/generated/test-api.ts, the types of the reference server's test API, from @docs-api/spec's
 * testApiDocument. `tsx scripts/generate.ts` writes the file; `--check` only compares and exits 1 when it is stale.
 *
 * The document refers to the seed documents' JSON Schema as a separate file (SEED_SCHEMA_REF); openapi-typescript
 * would turn that schema's `$defs` into a required property. The schema goes into the document's components
 * instead: `SeedDocument`, and each of its `$defs` as `Seed<Name>`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SEED_SCHEMA_REF, seedSchema, testApiDocument } from '@docs-api/spec';
import openapiTS, { astToString } from 'openapi-typescript';

const banner = '// Generated from @docs-api/spec by scripts/generate.ts. Do not edit: run `pnpm build`.\n\n';

type Json = Record<string, unknown>;

const seedName = (def: string): string => `Seed${def.charAt(0).toUpperCase()}${def.slice(1)}`;

/** The test API document with the seed schema among its components, every reference to it local. */
export function withSeedComponents(document: object, seed: object): Json {
  const { $defs = {}, $schema: _schema, $id: _id, ...root } = seed as Json & { $defs?: Record<string, unknown> };
  const local = (text: string): string =>
    text
      .replaceAll(
        JSON.stringify({ $ref: SEED_SCHEMA_REF }),
        JSON.stringify({ $ref: '#/components/schemas/SeedDocument' }),
      )
      .replace(/"#\/\$defs\/([A-Za-z0-9]+)"/g, (_match, def: string) => `"#/components/schemas/${seedName(def)}"`);
  const seedSchemas = Object.fromEntries([
    ['SeedDocument', root],
    ...Object.entries($defs).map(([def, schema]) => [seedName(def), schema]),
  ]);
  const merged = structuredClone(document) as Json & { components?: { schemas?: Json } };
  merged.components = { ...merged.components, schemas: { ...merged.components?.schemas, ...seedSchemas } };
  return JSON.parse(local(JSON.stringify(merged))) as Json;
}

/** The generated file's content. */
export async function generate(document: object = testApiDocument, seed: object = seedSchema): Promise<string> {
  const ast = await openapiTS(withSeedComponents(document, seed) as never, {
    rootTypes: true,
    rootTypesNoSchemaPrefix: true,
    rootTypesKeepCasing: true,
    alphabetize: false,
  });
  return banner + astToString(ast);
}

export const generatedFile = fileURLToPath(new URL('../src/generated/test-api.ts', import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const content = await generate();
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(generatedFile, 'utf8');
    } catch {
      current = '';
    }
    if (current !== content) {
      console.error(`${generatedFile} is stale: run pnpm build and commit the result`);
      process.exit(1);
    }
  } else {
    writeFileSync(generatedFile, content);
  }
}
