/**
 * Which mutants a `mutate` run measures: those whose id matches `--mutants` and whose operator `--operator` names,
 * then, with `--sample <n>`, n of them drawn with the seed. The draw covers every operator present before it fills
 * the rest, so that a small sample still says something about each kind of change; the same catalogue and seed
 * always draw the same ids. Equivalent mutants are set apart: listed with their reason, never run nor drawn.
 */
import { globToRegExp } from '../engine/glob.js';
import { MutantsError, type Mutant } from './mutants.js';

export interface MutantSelection {
  /** Id patterns (`*` matches anything): only the mutants whose id matches one of them (none given: all). */
  patterns?: string[];
  /** Only the mutants of these operators (none given: all). */
  operators?: string[];
  /** Draw this many of the selected mutants (`--sample`), with `seed`. */
  sample?: number;
  seed: number;
}

export interface SelectedMutants {
  /** The mutants to run, in catalogue order. */
  run: Mutant[];
  /** Equivalent mutants the patterns and operators select: listed with their reason, never run. */
  equivalent: Mutant[];
}

/** A small seeded generator (mulberry32): the sample must not depend on Math.random or on fast-check's internals. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A copy of `items` shuffled by Fisher–Yates with the seeded generator. */
function shuffled<T>(items: T[], seed: number): T[] {
  const random = generator(seed);
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    const swap = copy[i] as T;
    copy[i] = copy[j] as T;
    copy[j] = swap;
  }
  return copy;
}

/**
 * `size` of `candidates` drawn with `seed`: first one mutant of each operator (operators in the order the draw meets
 * them, as many as fit), then the rest of the draw. Answered in the candidates' order. The draw starts from the
 * candidates sorted by id, so that it does not depend on the order the target lists them in.
 */
export function sampleMutants(candidates: Mutant[], size: number, seed: number): Mutant[] {
  const byId = [...candidates].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const order = shuffled(byId, seed);
  const picked = new Set<Mutant>();
  const covered = new Set<string>();
  for (const mutant of order) {
    if (picked.size >= size) break;
    if (covered.has(mutant.operator)) continue;
    covered.add(mutant.operator);
    picked.add(mutant);
  }
  for (const mutant of order) {
    if (picked.size >= size) break;
    picked.add(mutant);
  }
  return candidates.filter((mutant) => picked.has(mutant));
}

/** Applies the patterns, the operators and the sample; throws MutantsError on an operator the catalogue lacks. */
export function selectMutants(all: Mutant[], selection: MutantSelection): SelectedMutants {
  const known = [...new Set(all.map((m) => m.operator))];
  const operators = selection.operators ?? [];
  const unknown = operators.filter((name) => !known.includes(name));
  if (unknown.length > 0)
    throw new MutantsError(
      `unknown operator ${unknown.join(', ')}: the target's catalogue has ${known.join(', ') || 'no mutants'}`,
    );
  const patterns = (selection.patterns ?? []).map(globToRegExp);
  const matching = all.filter(
    (m) =>
      (patterns.length === 0 || patterns.some((p) => p.test(m.id))) &&
      (operators.length === 0 || operators.includes(m.operator)),
  );
  const runnable = matching.filter((m) => m.equivalent === undefined);
  return {
    run: selection.sample === undefined ? runnable : sampleMutants(runnable, selection.sample, selection.seed),
    equivalent: matching.filter((m) => m.equivalent !== undefined),
  };
}
