/**
 * Generates src/generated/*.ts from @docs-api/spec's dist/openapi.json.
 * `tsx scripts/generate.ts` writes the files; `--check` only compares and exits 1 when they are stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { operations, type OpenAPIObject } from '@docs-api/spec';
import openapiTS, { astToString } from 'openapi-typescript';

const banner = '// Generated from @docs-api/spec by scripts/generate.ts. Do not edit: run `pnpm build`.\n\n';

const pascal = (id: string): string => id.charAt(0).toUpperCase() + id.slice(1);

/** Named per-operation aliases over the generated `operations` interface. */
function operationAliases(document: OpenAPIObject): string {
  const lines: string[] = [banner.trimEnd(), "import type { operations } from './openapi.js';", ''];
  for (const op of operations(document).sort((a, b) => a.operationId.localeCompare(b.operationId))) {
    const id = op.operationId;
    const name = pascal(id);
    const success = op.responses.filter(([status]) => status.startsWith('2'));
    const withBody = success.filter(([, response]) => response.content !== undefined).map(([status]) => status);
    lines.push(`/** ${id}: success statuses ${success.map(([status]) => status).join(', ')} */`);
    lines.push(`export type ${name}Operation = operations['${id}'];`);
    lines.push(`export type ${name}Parameters = operations['${id}']['parameters'];`);
    if (op.requestBody !== undefined) {
      lines.push(
        `export type ${name}RequestBody = NonNullable<operations['${id}']['requestBody']>['content']['application/json'];`,
      );
    }
    if (withBody.length > 0) {
      const union = withBody
        .map((s) => `operations['${id}']['responses'][${s}]['content']['application/json']`)
        .join(' | ');
      lines.push(`export type ${name}Response = ${union};`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** The generated files' contents, keyed by file name under src/generated. */
export async function generate(document: Record<string, unknown>): Promise<Record<string, string>> {
  const ast = await openapiTS(structuredClone(document) as never, {
    rootTypes: true,
    rootTypesNoSchemaPrefix: true,
    rootTypesKeepCasing: true,
    alphabetize: false,
  });
  return {
    'openapi.ts': banner + astToString(ast),
    'operations.ts': operationAliases(document as never),
  };
}

/** Reads the built spec document of @docs-api/spec. */
export function readSpec(): Record<string, unknown> {
  const require = createRequire(import.meta.url);
  return JSON.parse(readFileSync(require.resolve('@docs-api/spec/openapi.json'), 'utf8')) as Record<string, unknown>;
}

export const generatedDir = fileURLToPath(new URL('../src/generated/', import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = await generate(readSpec());
  const check = process.argv.includes('--check');
  let stale = false;
  for (const [name, content] of Object.entries(files)) {
    const path = generatedDir + name;
    if (check) {
      let current = '';
      try {
        current = readFileSync(path, 'utf8');
      } catch {
        current = '';
      }
      if (current !== content) {
        console.error(`${path} is stale: run pnpm build and commit the result`);
        stale = true;
      }
    } else {
      writeFileSync(path, content);
    }
  }
  process.exit(stale ? 1 : 0);
}
