/**
 * The mutants that cannot change any answer, each with the reason (README › Mutation score): left out of the score,
 * never hidden. Keyed by mutant id.
 */
export const EQUIVALENT: Record<string, string> = {};
