/** `docs-api-conformance verify out/`: exit 0 when the bundle holds, 1 with every problem when it does not. */
import type { Catalogue } from '../../catalogue.js';
import { verifyBundle } from '../../bundle/verify.js';

export async function verify(dir: string, catalogue: Catalogue): Promise<{ code: number; output: string }> {
  const result = await verifyBundle(dir, catalogue);
  const who = result.implementation
    ? `${result.implementation.name} ${result.implementation.version} (${result.implementation.url}), profiles ${(result.implementation.profiles ?? []).join(', ')}`
    : dir;
  if (result.ok)
    return {
      code: 0,
      output: `✓ ${who}: the bundle is intact, made with the current catalogue, and all ${result.musts} MUSTs of the claimed profiles passed\n`,
    };
  return {
    code: 1,
    output: `✗ ${who}: the bundle does not hold:\n${result.problems.map((p) => `  - ${p}\n`).join('')}`,
  };
}
