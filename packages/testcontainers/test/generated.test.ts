import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generate, generatedFile } from '../scripts/generate.js';

describe('the generated test API types', () => {
  it('are up to date with the test API document (regenerate with pnpm build and commit)', async () => {
    expect(readFileSync(generatedFile, 'utf8'), 'src/generated/test-api.ts is stale').toBe(await generate());
  });
});
