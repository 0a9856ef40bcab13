/**
 * The negative phase (README › Negative phase): every operation gets requests spoiled by one class of client
 * mistake (malformed.ts). Never a 5xx, a reset or a time-out (MUST: a 5xx says the server failed, and a
 * client's mistake is not the server's failure); every 4xx with the error body (SHOULD, docs/behaviour.md#error-body-and-failure-statuses).
 * One simple example per class first, then random ones; a failure is shrunk, and its class is set aside so the
 * next round looks for another cause: one operation reports each cause (class) once.
 */
import fc from 'fast-check';
import type { Check, CheckRun } from '../../engine/check.js';
import { NotApplicable, SetupFailed } from '../../engine/errors.js';
import { moduleFile, joinBuilt, type Built, type SuiteModule } from '../../engine/module.js';
import { Session } from '../../engine/session.js';
import { failureStatuses, serverErrorClass } from '../../engine/sources.js';
import type { Params, Toolkit } from '../../engine/session-registry.js';
import { TargetUnreachable } from '../../engine/transport.js';
import type { Exchange, Verdict } from '../../engine/types.js';
import { fillPath, type ApiSpec, type Operation } from '../../contract/operations.js';
import { minimalBody } from '../../contract/values.js';
import { about, answer, hasErrorBody } from '../entries-and-answers.js';
import {
  buildRequest,
  causeKey,
  describeMutation,
  malformations,
  type Malformations,
  type Mutation,
} from './malformed.js';
import { methodChecks, methodRequirements } from './methods.js';
import { oversizedCheck, oversizedRequirements } from './oversized.js';
import { mutationLocks, paramsOrPlaceholders } from './locks-and-params.js';
import { stillUp, unanswered } from './unanswered.js';

export const never5xxId = (op: Operation): string => `ROB-NEVER-5XX.${op.id}`;
export const errorBodyId = (op: Operation): string => `ROB-ERROR-BODY.${op.id}`;

/** Examples per operation besides one per class (`--num-runs` overrides). */
const RANDOM_RUNS = 2;
/** Time one operation's rounds may take together. */
const BUDGET_MS = 4_000;
/** Time the whole phase may take before operations get their simple examples only, without shrinking. */
const PHASE_BUDGET_MS = 20_000;
/** Causes looked for per operation at most. */
const MAX_ROUNDS = 12;

/** Real path parameters and a valid base body where they can be had; placeholders where not. */
async function validRequest(
  s: Session,
  op: Operation,
): Promise<{ params: Params; body: Record<string, unknown> | undefined }> {
  // A DELETE is only sent with a spoiled path, which reaches no object: the shared ones do.
  const mode = op.method === 'get' || op.method === 'delete' ? 'shared' : 'fresh';
  const params = await paramsOrPlaceholders(s, op, mode, { orWhenSetupFails: true });
  let body: Record<string, unknown> | undefined;
  try {
    body = await s.baseBody(op, params);
  } catch (error) {
    if (!(error instanceof NotApplicable || error instanceof SetupFailed)) throw error;
    body = op.body === undefined ? undefined : minimalBody(s.spec, op.body);
  }
  return { params, body };
}

/** The JSON a spoiled request carries, where it still parses (what a PATCH the target accepts may change). */
function parsedBody(body: string | undefined): unknown {
  if (body === undefined) return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/** The kind of a negative-phase failure, whatever the mutation: the family and how the answer went wrong. */
function kindOf(id: string, exchange: Exchange): string {
  const type = String(exchange.headers['content-type'] ?? 'no Content-Type').split(';')[0];
  return id.startsWith('ROB-NEVER-5XX')
    ? `ROB-NEVER-5XX: a malformed request answered ${exchange.status === 0 ? 'with no answer' : exchange.status}`
    : `ROB-ERROR-BODY: a malformed request answered ${exchange.status} without the error body (${type})`;
}

interface Cause {
  mutation: Mutation;
  broken: Map<string, string>;
  /** The kind of each broken requirement's failure (grouped across the run, like property.ts failureKind). */
  kinds: Map<string, string>;
  /** Shrunk, or kept as found because its kinds were already shown. */
  shrunk: boolean;
  exchanges: Exchange[];
  counterexample: string;
  seed: number;
  path?: string;
}

/** What one operation's rounds share: the requests they spoil, and what stops them. */
interface Rounds {
  run: CheckRun;
  op: Operation;
  /** The requirements the run selected of the two. */
  ids: string[];
  valid: { params: Params; body: Record<string, unknown> | undefined };
  /** Why the operation is skipped (it answers 501), once it is known. */
  skip: string | undefined;
  /** A request that took the target down: the cause reported, and nothing more is sent. */
  down: boolean;
}

/** A cause as the property found it, before fast-check tells its counterexample and seed. */
type Found = Omit<Cause, 'counterexample' | 'seed' | 'shrunk'>;

/** Sends one spoiled request, telling the cleanup ledger of it, and notes whether the target went down. */
async function sendSpoiled(rounds: Rounds, s: Session, mutation: Mutation): Promise<Exchange> {
  const { run, op, valid } = rounds;
  const request = buildRequest(op, valid.params, valid.body, mutation);
  // A spoiled request the target accepts is a real change: the cleanup ledger learns of it as of any call.
  const intact = request.target === fillPath(op.path, valid.params);
  if (intact && op.method === 'patch') {
    await run.env.ledger.beforeChange(
      op,
      request.target,
      parsedBody(request.body),
      (method, at) => s.request(method, at),
      true,
    );
  }
  let exchange: Exchange;
  try {
    exchange = await s.request(request.method, request.target, {
      ...(request.body !== undefined ? { rawBody: request.body } : {}),
      headers: request.headers,
      ...(request.anonymous ? { as: 'none' as const } : {}),
    });
  } catch (error) {
    if (!(error instanceof TargetUnreachable)) throw error;
    exchange = unanswered(request.method, `${s.fixtures.baseUrl}${request.target}`, request.body, error);
    s.exchanges.push(exchange);
    rounds.down = !(await stillUp(run, `${request.method} ${request.target}`));
  }
  if (intact) run.env.ledger.observe(op, valid.params, exchange);
  return exchange;
}

/** The selected requirements an answer to a spoiled request breaks, each with what went wrong. */
function brokenBy(rounds: Rounds, exchange: Exchange, mutation: Mutation): Map<string, string> {
  const { op, ids, down } = rounds;
  const broken = new Map<string, string>();
  const cause = describeMutation(mutation);
  if (exchange.status === 0 || exchange.status >= 500) {
    broken.set(
      never5xxId(op),
      `${cause}: ${exchange.status === 0 ? exchange.bodyText : answer(exchange)}${down ? ', and then the target stopped answering (this request, or one sent at the same time, took it down)' : ''}`,
    );
  }
  if (exchange.status >= 400 && exchange.status < 500 && !hasErrorBody(exchange))
    broken.set(errorBodyId(op), `${cause}: ${answer(exchange)} — a 4xx without the error body`);
  for (const id of [...broken.keys()]) if (!ids.includes(id)) broken.delete(id);
  return broken;
}

/** The verdict of each selected requirement from the causes found: one cause per class. */
function verdictsOf(rounds: Rounds, causes: Cause[], durationMs: number): Verdict[] {
  const { op, ids, skip } = rounds;
  const groups = rounds.run.env.shrink?.groups;
  return ids.map((id): Verdict => {
    const mine = causes.filter((c) => c.broken.has(id));
    const first = mine[0];
    if (first === undefined)
      return skip !== undefined
        ? { id, status: 'skip', reason: skip, check: `negative ${op.id}`, durationMs }
        : { id, status: 'pass', check: `negative ${op.id}`, durationMs };
    const list = mine.map((c) => c.broken.get(id)).join('; ');
    const kind = first.kinds.get(id) ?? id;
    const shownBy = groups?.get(kind);
    return {
      id,
      status: 'fail',
      check: `negative ${op.id}`,
      durationMs,
      group: { kind, ...(shownBy !== undefined && shownBy !== id ? { shownBy } : {}), shrunk: first.shrunk },
      failure: {
        message: `${mine.length} cause${mine.length === 1 ? '' : 's'} (one per class): ${list}`,
        counterexample: first.counterexample,
        exchanges: first.exchanges,
        seed: first.seed,
        ...(first.path !== undefined ? { path: first.path } : {}),
      },
    };
  });
}

/** The cause one round found, with the counterexample, seed and path fast-check gives for it. */
function causeOf(found: Found, settled: boolean, details: fc.RunDetails<[Mutation]>): Cause {
  return {
    ...found,
    shrunk: !settled,
    counterexample:
      details.counterexample === null ? describeMutation(found.mutation) : fc.stringify(details.counterexample[0]),
    seed: details.seed,
    ...(details.counterexamplePath !== null ? { path: details.counterexamplePath } : {}),
  };
}

/**
 * One round: a property over the malformations that passes over the classes already set aside, checked with a seed
 * of its own. Its details, the cause it found last, and whether that cause's kinds were already shown elsewhere.
 */
async function checkRound(
  rounds: Rounds,
  m: Malformations,
  arbitrary: fc.Arbitrary<Mutation>,
  options: { index: number; left: number; late: boolean; excluded: Set<string> },
): Promise<{ details: fc.RunDetails<[Mutation]>; last: Found | undefined; settled: boolean }> {
  const { run } = rounds;
  const groups = run.env.shrink?.groups;
  let last: Found | undefined;
  // A failure whose kinds another operation already shows is kept as found: no shrinking.
  let settled = false;
  const property = fc.asyncProperty(arbitrary, async (mutation) => {
    if (settled || rounds.skip !== undefined || rounds.down || options.excluded.has(causeKey(mutation))) return true;
    const s = new Session(run.env);
    const exchange = await sendSpoiled(rounds, s, mutation);
    if (exchange.status === 501) {
      rounds.skip = `${rounds.op.id} answers 501 Not Implemented`;
      return true;
    }
    const broken = brokenBy(rounds, exchange, mutation);
    if (broken.size === 0) return true;
    const kinds = new Map([...broken.keys()].map((id) => [id, kindOf(id, exchange)]));
    if (last === undefined && [...kinds.values()].every((kind) => groups?.has(kind) === true)) settled = true;
    last = { mutation, broken, kinds, exchanges: s.exchanges };
    return false;
  });
  const details = await fc.check(property, {
    // fast-check counts the examples among numRuns
    numRuns: m.examples.length + (options.late ? 0 : (run.numRuns ?? RANDOM_RUNS)),
    seed: run.seed + options.index,
    ...(run.path !== undefined ? { path: run.path } : {}),
    examples: m.examples.map((e) => [e] as [Mutation]),
    interruptAfterTimeLimit: options.left,
    markInterruptAsFailure: false,
    endOnFailure: options.late,
  });
  return { details, last, settled };
}

/** The negative phase of one operation: rounds of spoiled requests, each looking for a cause of another class. */
async function negativeRun(run: CheckRun, spec: ApiSpec, toolkit: Toolkit, op: Operation): Promise<Verdict[]> {
  const ids = [never5xxId(op), errorBodyId(op)].filter((id) => run.selected.has(id));
  if (ids.length === 0) return [];
  const started = Date.now();
  const setup = new Session(run.env);
  const phaseStarted = await setup.memo('negative:started', () => Promise.resolve(started));
  const late = started - phaseStarted > PHASE_BUDGET_MS;
  const rounds: Rounds = { run, op, ids, valid: await validRequest(setup, op), skip: undefined, down: false };
  // A request spoiled in a way a server may accept changes its object: only where the check has its own objects.
  const safeToAccept =
    op.method !== 'delete' && op.pathParams.every((p) => p === 'organizationId' || toolkit.canIsolate(p, op));
  const causes: Cause[] = [];
  const groups = run.env.shrink?.groups;
  const excluded = new Set<string>();
  // Every round draws from the same arbitrary and examples, with a seed of its own, and passes over the classes
  // already set aside: a printed `--seed <round's seed> --path` then replays exactly the cause it names.
  const m = malformations(spec, op, { excluded: new Set(), safeToAccept });
  const arbitrary = m.arbitrary;
  for (let index = 0; index < MAX_ROUNDS && rounds.skip === undefined && !rounds.down; index += 1) {
    const left = BUDGET_MS - (Date.now() - started);
    if (left <= 0 || arbitrary === undefined) break;
    if (m.examples.every((example) => excluded.has(causeKey(example)))) break;
    const { details, last, settled } = await checkRound(rounds, m, arbitrary, { index, left, late, excluded });
    if (!details.failed) break;
    if (last === undefined) {
      // fast-check counts a round its time limit stopped before any example held as failed, with no error (null):
      // the phase's budget is spent, not a crash.
      if (details.errorInstance !== undefined && details.errorInstance !== null) throw details.errorInstance;
      break;
    }
    for (const [id, kind] of last.kinds) if (groups?.has(kind) !== true) groups?.set(kind, id);
    causes.push(causeOf(last, settled, details));
    excluded.add(causeKey(last.mutation));
    if (run.path !== undefined || late) break; // a replay reproduces the first cause only; late, one cause is enough
    // Every requirement broken, the last time by a kind already shown elsewhere: a systematic fault, no more rounds.
    if (settled && ids.every((id) => causes.some((c) => c.broken.has(id)))) break;
  }
  return verdictsOf(rounds, causes, Date.now() - started);
}

/** The robustness requirements of one operation and the check that sends it malformed requests. */
function negativeOf(spec: ApiSpec, toolkit: Toolkit, op: Operation): Built {
  const requirements = [
    about(op, {
      id: never5xxId(op),
      level: 'MUST',
      source: serverErrorClass,
      section: 'Errors',
      category: 'robustness',
      statement: `${op.id} answers every malformed request (bad percent-escapes, NUL, lone surrogates, overlong strings, wrong types, unknown properties, deep nesting, huge numbers, wrong Content-Type, bad query values, bad credentials) without a 5xx, a reset or a time-out`,
    }),
    about(op, {
      id: errorBodyId(op),
      level: 'SHOULD',
      source: failureStatuses,
      section: 'Errors',
      category: 'robustness',
      statement: `every 4xx ${op.id} answers to a malformed request carries the error body`,
    }),
  ];
  const check: Check = {
    name: `negative ${op.id}`,
    covers: [never5xxId(op), errorBodyId(op)],
    locks: mutationLocks(toolkit, op),
    run: (run) => negativeRun(run, spec, toolkit, op),
  };
  return { requirements, checks: [check] };
}

export const negativeModule: SuiteModule = {
  name: 'negative',
  file: moduleFile(import.meta.url),
  build: (spec, toolkit) =>
    joinBuilt([
      ...spec.operations.map((op) => negativeOf(spec, toolkit, op)),
      { requirements: methodRequirements(spec), checks: methodChecks(spec) },
      { requirements: oversizedRequirements(spec), checks: [oversizedCheck(spec)] },
    ]),
};
