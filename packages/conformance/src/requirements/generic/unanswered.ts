/** Requests that get no answer (a reset, a time-out): recorded as an exchange with status 0. */
import type { CheckRun } from '../../engine/check.js';
import { Session } from '../../engine/session.js';
import type { Exchange } from '../../engine/types.js';

/** A synthetic exchange for a request that got no answer (reset, time-out). */
export function unanswered(method: string, url: string, body: string | undefined, error: unknown): Exchange {
  return {
    request: { method, url, headers: {}, ...(body !== undefined ? { body } : {}) },
    status: 0,
    headers: {},
    bodyText: `(no answer: ${error instanceof Error ? error.message : String(error)})`,
    bodyBytes: 0,
  };
}

/** Sends a GET the target must answer; when it does not, the target went down and the run stops. */
export async function stillUp(run: CheckRun, cause: unknown): Promise<void> {
  try {
    await new Session(run.env).request('GET', '/v1/orgs');
  } catch {
    throw cause;
  }
}
