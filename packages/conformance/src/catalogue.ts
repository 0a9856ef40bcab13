/** The requirement catalogue: every module's requirements and checks, assembled and checked for consistency. */
import { document } from '@docs-api/spec';
import type { Check } from './engine/check.js';
import type { SuiteModule } from './engine/module.js';
import { assertSourced } from './engine/sources.js';
import { Toolkit } from './engine/session-registry.js';
import type { Requirement } from './engine/types.js';
import { suiteModules } from './requirements/index.js';
import { ApiSpec } from './contract/operations.js';

export interface Catalogue {
  spec: ApiSpec;
  toolkit: Toolkit;
  requirements: Requirement[];
  checks: Check[];
}

/**
 * Builds the catalogue; throws when two requirements share an ID, a requirement has no check or no source, or is a
 * MUST resting on docs/behaviour.md (engine/sources.ts).
 */
export function buildCatalogue(
  spec: ApiSpec = new ApiSpec(document),
  modules: SuiteModule[] = suiteModules,
): Catalogue {
  const toolkit = new Toolkit(
    modules.flatMap((m) => m.providers ?? []),
    modules.flatMap((m) => m.setups ?? []),
    modules.flatMap((m) => m.populators ?? []),
  );
  const requirements: Requirement[] = [];
  const checks: Check[] = [];
  for (const module of modules) {
    const built = module.build?.(spec, toolkit);
    const own = built?.requirements ?? [];
    const marks = {
      ...(module.refusals === true ? { refusal: true } : {}),
      ...(module.file !== undefined ? { module: module.file } : {}),
    };
    requirements.push(...own.map((r) => ({ ...r, ...marks })));
    checks.push(...(built?.checks ?? []));
  }

  const ids = new Set<string>();
  for (const requirement of requirements) {
    if (ids.has(requirement.id)) throw new Error(`requirement ${requirement.id} is defined twice`);
    ids.add(requirement.id);
    assertSourced(requirement);
  }
  const owners = new Map<string, string>();
  for (const check of checks) {
    for (const id of [...check.covers, ...(check.feeds ?? [])]) {
      if (!ids.has(id)) throw new Error(`check ${check.name} names unknown requirement ${id}`);
    }
    for (const id of check.covers) {
      const owner = owners.get(id);
      if (owner !== undefined) throw new Error(`requirement ${id} is decided by both ${owner} and ${check.name}`);
      owners.set(id, check.name);
    }
  }
  for (const requirement of requirements) {
    if (requirement.passive !== true && !owners.has(requirement.id))
      throw new Error(`requirement ${requirement.id} has no check`);
  }
  return { spec, toolkit, requirements, checks };
}
