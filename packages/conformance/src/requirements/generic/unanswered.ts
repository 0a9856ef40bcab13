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

/**
 * After a request got no answer: whether the target still answers a plain GET. When it does not, the request
 * took it down: the run stops after this check (`stopped`), and the caller reports the request as the cause.
 */
export async function stillUp(run: CheckRun, request: string): Promise<boolean> {
  try {
    await new Session(run.env).request('GET', '/v1/orgs');
    return true;
  } catch {
    // This request got no answer and then nothing did: it names the cause better than a check that only noticed.
    if (run.env.stopped === undefined || run.env.stoppedByCheck === true) {
      run.env.stopped = `the target stopped answering after ${request}`;
      run.env.stoppedByCheck = false;
    }
    return false;
  }
}
