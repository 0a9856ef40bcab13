/** `docs-api-conformance verify out/`: exit 0 when the bundle holds, 1 with every problem when it does not. */
import type { Catalogue } from '../../catalogue.js';
import { verifyBundle } from '../../bundle/verify.js';

export async function verify(dir: string, catalogue: Catalogue): Promise<{ code: number; output: string }> {
  const result = await verifyBundle(dir, catalogue);
  const who = result.implementation
    ? `${result.implementation.name} ${result.implementation.version} (${result.implementation.url}), profiles ${(result.implementation.profiles ?? []).join(', ')}`
    : dir;
  const undecided =
    result.undecided.length === 0
      ? ''
      : `  ${result.undecided.length} MUSTs the suite cannot decide on this target (listed, not refused):\n${result.undecided.map((u) => `    ${u}\n`).join('')}`;
  if (result.ok)
    return {
      code: 0,
      output: `✓ ${who}: the bundle is intact, made with the current catalogue, and no MUST of the claimed profiles failed (${result.musts - result.undecided.length} of ${result.musts} passed)\n${undecided}`,
    };
  return {
    code: 1,
    output: `✗ ${who}: the bundle does not hold:\n${result.problems.map((p) => `  - ${p}\n`).join('')}`,
  };
}
