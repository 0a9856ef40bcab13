/** The vocabulary of the suite: requirements (data), checks (code that decides them) and verdicts. */
import type { Profile } from '../contract/profiles.js';

/** MUST: stated by the contract or an RFC (its `source`). SHOULD: a fact of the live service (docs/behaviour.md#must-and-should-in-the-conformance-suite) or a reference choice. */
export type Level = 'MUST' | 'SHOULD';

/** Families of requirements; every fault-injection test names the family it bites. */
export type Category =
  | 'auth'
  | 'responses'
  | 'limits'
  | 'enums'
  | 'pagination'
  | 'delete'
  | 'state'
  | 'robustness'
  | 'concurrency'
  | 'instances'
  | 'performance';

/** Optional capabilities of a target; a requirement that needs a missing one is SKIPPED, never passed. */
export type Capability = 'clock';

export interface Requirement {
  /** Stable identifier, e.g. `DEL-STATUS.deleteSpaceById`, `LIM-space.title.max`. */
  id: string;
  level: Level;
  /** The contract section it comes from (an operation's tag, or a section of the contract's text). */
  section: string;
  profile: Profile;
  /** The operationIds it exercises. */
  operations: string[];
  category: Category;
  /** What must hold, in one sentence. */
  statement: string;
  needs?: Capability[];
  /** Decided from what every check observes (e.g. response schemas), not by one check of its own. */
  passive?: boolean;
  /** Response fields of its operations whose values it judges, beyond those its family implies (blind-spots.ts). */
  reads?: string[];
  /** Request fields whose effect it judges (`?status` for a query parameter, `title` for a body property): blind-spots.ts. */
  judges?: string[];
  /** Response fields of operations it reads through but does not exercise (the GET a write is read back by), per operation. */
  readsIn?: Record<string, string[]>;
  /**
   * Per GET, the operations whose answers it compares with that GET's, field by field: a field one of them shows is
   * read where any of them reads it (blind-spots.ts).
   */
  mirrors?: Record<string, string[]>;
  /** Statuses it provokes and judges exactly, beyond the one its ID may end with (`….404`): blind-spots.ts. */
  statuses?: number[];
  /** Where it comes from (engine/sources.ts; sources.test.ts: every MUST comes from the contract or an RFC). */
  source: Source;
  /**
   * Its verdict rests on a refusal (access, server-owned fields, enumerations, limits, atomicity, hierarchy): it
   * passes only when the same run saw its operation succeed (the positive control, engine/controls.ts).
   */
  refusal?: boolean;
  /** The source file of the suite module that builds it, relative to this package (`list` prints it). */
  module?: string;
}

/**
 * Where a requirement comes from: a sentence of the contract (quoted as it stands in docs/contract.md), a section of
 * an RFC, or a page section of docs/behaviour.md (the live service's facts and the reference's own choices). Only
 * the first two can make a MUST.
 */
export type Source =
  | { kind: 'contract'; section: string; quote: string }
  | { kind: 'rfc'; ref: string; quote?: string }
  | { kind: 'behaviour'; anchor: string };

export type VerdictStatus = 'pass' | 'fail' | 'skip' | 'error';

/** A requirement whose verdict was not the same on every seed of a `run --seeds` (engine/seeds.ts). */
export interface VariedVerdict {
  id: string;
  verdicts: { seed: number; status: VerdictStatus }[];
}

/** The seeds of a merged result and what varied between them. */
export interface SeedsOutcome {
  seeds: number[];
  varied: VariedVerdict[];
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** One HTTP request and what came back. */
export interface Exchange {
  operationId?: string;
  request: RecordedRequest;
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bodyText: string;
  /** Body bytes actually received. */
  bodyBytes: number;
  /** From sending the request to the last byte of the answer. */
  durationMs?: number;
  json?: unknown;
}

export interface Failure {
  message: string;
  /** The shrunk counterexample as fast-check prints it. */
  counterexample?: string;
  /** The exact requests of the failing example, in order. */
  exchanges: Exchange[];
  seed?: number;
  path?: string;
}

export interface Verdict {
  id: string;
  status: VerdictStatus;
  /** Why it was skipped or errored. */
  reason?: string;
  failure?: Failure;
  /** The check that decided it. */
  check?: string;
  durationMs?: number;
  /** Failures of the same kind (a systematic fault) are grouped: one shrunk example shows the group. */
  group?: { kind: string; shownBy?: string; shrunk: boolean };
  /** A failure the baseline names (--baseline): reported, but it does not fail the run. */
  known?: { entry: string; reason: string; expires?: string };
}
