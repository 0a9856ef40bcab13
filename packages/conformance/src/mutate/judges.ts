/**
 * Which requirements judge a mutant, and which profile it counts in. A requirement judges a mutant when one of
 * the operations it uses (`requirement.operations`, set-up and read-back included) is one the mutant touches: only
 * those could see the change. The profile of a mutant is the profile of the requirements about the first operation
 * it touches (their subject operation, engine/subject.ts), so that a score per profile reads like `run --profile`.
 */
import type { Catalogue } from '../catalogue.js';
import { subjectOperations } from '../engine/subject.js';
import type { Requirement } from '../engine/types.js';
import { profiles } from '../contract/profiles.js';
import type { Mutant } from './mutants.js';

/** The profile of a mutant that touches no operation the catalogue knows. */
export const NO_PROFILE = 'none';

/**
 * The requirements that could see the mutant, in catalogue order: those about or using an operation it touches, and
 * those whose checks called a read it touches in the baseline (`exercised`, RunResult.exercisedBy).
 */
export function judgingRequirements(
  catalogue: Catalogue,
  mutant: Mutant,
  exercised: Record<string, string[]> = {},
): Requirement[] {
  const touched = new Set(mutant.touches);
  // What a read answers feeds every check that reads it (a move's check reads the list of siblings it reorders); a
  // write is judged by the requirements about it, where another check's write only sets the scene.
  const reads = mutant.touches.filter((op) => catalogue.spec.has(op) && catalogue.spec.operation(op).method === 'get');
  const calling = new Set(reads.flatMap((op) => exercised[op] ?? []));
  return catalogue.requirements.filter((r) => calling.has(r.id) || r.operations.some((op) => touched.has(op)));
}

/**
 * The judging requirements in two rounds: first those about (engine/subject.ts) the mutant's own operation or, for a
 * field, the operations answering its object (`first`); then the others. Most mutants are killed in the first round,
 * so the second, much larger one runs for few: the verdict is the same, the time a fraction.
 */
export function judgingRounds(
  catalogue: Catalogue,
  mutant: Mutant,
  exercised: Record<string, string[]> = {},
): [Requirement[], Requirement[]] {
  const all = judgingRequirements(catalogue, mutant, exercised);
  const own = new Set(mutant.operationId !== undefined ? [mutant.operationId] : (mutant.first ?? mutant.touches));
  const first = all.filter((r) => subjectOperations(r).some((op) => own.has(op)));
  return [first, all.filter((r) => !first.includes(r))];
}

/**
 * The most common profile of the requirements about the mutant's first touched operation (ties: the profile listed
 * first); the operation's own profile when no requirement is about it; NO_PROFILE when the catalogue lacks it.
 */
export function profileOfMutant(catalogue: Catalogue, mutant: Mutant): string {
  const [first] = mutant.touches;
  if (first === undefined) return NO_PROFILE;
  const tally = new Map<string, number>();
  for (const requirement of catalogue.requirements)
    if (subjectOperations(requirement).includes(first))
      tally.set(requirement.profile, (tally.get(requirement.profile) ?? 0) + 1);
  let best: string | undefined;
  for (const profile of profiles)
    if ((tally.get(profile) ?? 0) > (best === undefined ? 0 : (tally.get(best) ?? 0))) best = profile;
  if (best !== undefined) return best;
  return catalogue.spec.has(first) ? catalogue.spec.operation(first).profile : NO_PROFILE;
}
