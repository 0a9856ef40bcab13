/**
 * A 5xx is the server's failure, never a refusal (RFC 9110 §15.6). Two judgments rest on that, both here:
 * - `serverErrorOf`: whether an answer is a server error at all — any status from 500 on, except 501 (an operation the
 *   target does not implement: the run turns it into skips) and a 503 with `Retry-After` (throttling or draining,
 *   which the transport retries). RSP-NO-5XX.<op> (answers.ts) fails on each one, passively.
 * - `applyServerErrors`: a requirement whose verdict rests on a refusal (`refusal` on the requirement: access, limits,
 *   enumerations, server-owned fields, atomicity, hierarchy, malformed bodies) fails where a request of the check
 *   that decided it drew a server error from one of its operations: a family that counts "not 2xx" as refused would
 *   otherwise pass on a crash. Once, in the engine, for every family.
 */
import type { Exchange, Requirement, Verdict } from './types.js';

const pathOf = (exchange: Exchange): string => {
  try {
    return new URL(exchange.request.url).pathname;
  } catch {
    return exchange.request.url;
  }
};

/** Why an answer is a server error, or undefined when it is not one. */
export function serverErrorOf(exchange: Exchange): string | undefined {
  const { status } = exchange;
  if (status < 500 || status === 501) return undefined;
  if (status === 503 && exchange.headers['retry-after'] !== undefined) return undefined;
  return `${exchange.request.method} ${pathOf(exchange)} answered ${status}: ${exchange.bodyText.slice(0, 160)}`;
}

/**
 * What makes two server errors of one operation the same cause: the method, the status and the answer's text with
 * its ids, numbers and times left out (a request id, a timestamp).
 */
export function serverErrorCause(exchange: Exchange): string {
  const text = exchange.bodyText
    .slice(0, 400)
    .replace(/[0-9a-f-]{16,}|[A-Za-z0-9_-]{20,}/g, '·')
    .replace(/\d+/g, '#');
  return `${exchange.request.method} ${exchange.status} ${text}`;
}

/** The server errors of the run, by the check whose request drew them. */
export class ServerErrorLog {
  private readonly byCheck = new Map<string, { operationId: string; exchange: Exchange }[]>();

  /** One exchange, with the operation it was sent as or matched to, and the check that sent it. */
  observe(exchange: Exchange, operationId: string | undefined, check: string | undefined): void {
    if (check === undefined || operationId === undefined || serverErrorOf(exchange) === undefined) return;
    const seen = this.byCheck.get(check) ?? [];
    seen.push({ operationId, exchange });
    this.byCheck.set(check, seen);
  }

  /** The first server error a check drew from one of `operations`. */
  firstOf(check: string, operations: string[]): Exchange | undefined {
    return this.byCheck.get(check)?.find((e) => operations.includes(e.operationId))?.exchange;
  }
}

/**
 * Turns the passes of refusal requirements whose check drew a server error from one of their operations into
 * failures. `verdicts` is updated in place; returns the IDs it changed.
 */
export function applyServerErrors(
  log: ServerErrorLog,
  requirements: Requirement[],
  verdicts: Map<string, Verdict>,
): string[] {
  const changed: string[] = [];
  for (const requirement of requirements) {
    const verdict = verdicts.get(requirement.id);
    if (requirement.refusal !== true || verdict?.status !== 'pass' || verdict.check === undefined) continue;
    const exchange = log.firstOf(verdict.check, requirement.operations);
    if (exchange === undefined) continue;
    verdicts.set(requirement.id, {
      ...verdict,
      status: 'fail',
      failure: {
        message: `${serverErrorOf(exchange) ?? ''} — a request this check sent drew a server error, which is never a refusal: the server failed where it had to refuse or accept`,
        exchanges: [exchange],
      },
    });
    changed.push(requirement.id);
  }
  return changed;
}
