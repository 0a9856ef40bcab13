/**
 * Positive controls: a refusal proves nothing about an operation that refuses everyone. A requirement whose verdict
 * rests on a refusal (`refusal` on the requirement: access, server-owned fields, enumerations, limits, atomicity,
 * hierarchy, …) passes only where the same run saw each of its operations succeed (a 2xx) for the allowed form of
 * a request. Where no check of the run did, the engine sends that allowed form itself — the operation's valid
 * request as an admin, on an object of the run's own — and where that too is refused, the pass becomes a SKIP that
 * says so. Generic: no family checks its own controls.
 */
import { NotApplicable, SetupFailed } from './errors.js';
import { Session, type RunEnv } from './session.js';
import type { Exchange, Requirement, Verdict } from './types.js';

/** The operations that answered 2xx during the run, and the last refusal of each that did not. */
export class SuccessLog {
  private readonly succeeded = new Set<string>();
  private readonly refused = new Map<string, Exchange>();

  observe(exchange: Exchange): void {
    const id = exchange.operationId;
    if (id === undefined) return;
    if (exchange.status >= 200 && exchange.status < 300) this.succeeded.add(id);
    else if (!this.succeeded.has(id)) this.refused.set(id, exchange);
  }

  has(operationId: string): boolean {
    return this.succeeded.has(operationId);
  }

  lastRefusal(operationId: string): Exchange | undefined {
    return this.refused.get(operationId);
  }
}

/** The operations of a passing refusal requirement that no request of the run saw succeed. */
const uncontrolled = (env: RunEnv, log: SuccessLog, requirement: Requirement, verdict: Verdict): string[] =>
  requirement.refusal === true && verdict.status === 'pass'
    ? requirement.operations.filter((id) => env.spec.has(id) && !log.has(id))
    : [];

/**
 * Sends the allowed form of an operation no check saw succeed: its valid base body, as the admin, on an object made
 * for the run. Returns why it is not a control, or undefined when it succeeded.
 */
async function control(env: RunEnv, log: SuccessLog, operationId: string): Promise<string | undefined> {
  const s = new Session(env);
  const op = env.spec.operation(operationId);
  const isolated = op.pathParams.every((p) => p === 'organizationId' || env.toolkit.canIsolate(p, op));
  if (op.method === 'delete' && !isolated && env.allowDestructive !== true)
    return 'its allowed form would delete an object the run did not make (--allow-destructive lets it)';
  try {
    const params = await s.paramsFor(op, 'fresh');
    await s.establish(op, params);
    const body = await s.baseBody(op, params);
    await s.callRaw(op, { params, ...(body !== undefined ? { body } : {}) });
  } catch (error) {
    if (!(error instanceof NotApplicable || error instanceof SetupFailed)) throw error;
    return `its allowed form could not be sent (${error.message})`;
  }
  if (log.has(operationId)) return undefined;
  const refusal = log.lastRefusal(operationId);
  const seen = refusal === undefined ? '' : ` (last: ${refusal.request.method} answered ${refusal.status})`;
  return `no request of the run succeeded on it, its valid request as an admin included${seen}`;
}

/**
 * Turns the passes of refusal requirements without a positive control into SKIPs. `verdicts` is updated in place;
 * returns the IDs it changed.
 */
export async function applyControls(
  env: RunEnv,
  log: SuccessLog,
  requirements: Requirement[],
  verdicts: Map<string, Verdict>,
): Promise<string[]> {
  const missing = new Set<string>();
  for (const requirement of requirements) {
    const verdict = verdicts.get(requirement.id);
    if (verdict !== undefined) for (const id of uncontrolled(env, log, requirement, verdict)) missing.add(id);
  }
  const why = new Map<string, string>();
  for (const operationId of missing) {
    if (env.signal?.aborted === true || env.stopped !== undefined) return [];
    const reason = await control(env, log, operationId);
    if (reason !== undefined) why.set(operationId, reason);
  }
  const changed: string[] = [];
  for (const requirement of requirements) {
    const verdict = verdicts.get(requirement.id);
    if (verdict === undefined) continue;
    const without = uncontrolled(env, log, requirement, verdict).filter((id) => why.has(id));
    if (without.length === 0) continue;
    const reasons = without.map((id) => `${id}: ${why.get(id) ?? ''}`).join('; ');
    verdicts.set(requirement.id, {
      ...verdict,
      status: 'skip',
      reason: `no positive control: its verdict rests on a refusal, and the same run never saw the operation succeed — ${reasons}`,
    });
    changed.push(requirement.id);
  }
  return changed;
}
