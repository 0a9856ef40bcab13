import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generate, generatedDir, readSpec } from '../scripts/generate.js';

describe('the generated types', () => {
  it('are up to date with the spec (regenerate with pnpm build and commit)', async () => {
    const files = await generate(readSpec());
    for (const [name, content] of Object.entries(files)) {
      expect(readFileSync(generatedDir + name, 'utf8'), `src/generated/${name} is stale`).toBe(content);
    }
  });
});
