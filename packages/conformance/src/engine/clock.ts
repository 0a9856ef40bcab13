/**
 * The optional test-clock capability (README › Test clock): `GET /__test/clock` → 200 `{"now": ISO}`;
 * `POST /__test/clock` with `{"advanceSeconds": n}` → 200 `{"now": ISO}`. A target without it answers
 * 404, 405 or 501, and the requirements that need time to pass are SKIPPED.
 */
import { SetupFailed } from './errors.js';
import type { Session } from './session.js';

export const CLOCK_PATH = '/__test/clock';

const nowOf = (json: unknown): number | undefined => {
  const now = (json as { now?: unknown } | undefined)?.now;
  const time = typeof now === 'string' ? Date.parse(now) : Number.NaN;
  return Number.isNaN(time) ? undefined : time;
};

/** Whether the target offers the test clock. */
export async function hasTestClock(session: Session): Promise<boolean> {
  const answer = await session.request('GET', CLOCK_PATH);
  return answer.status === 200 && nowOf(answer.json) !== undefined;
}

/** Moves the target's clock forward; returns its new time (ms since the epoch). */
export async function advanceClock(session: Session, seconds: number): Promise<number> {
  const answer = await session.request('POST', CLOCK_PATH, { body: { advanceSeconds: seconds } });
  const now = nowOf(answer.json);
  if (answer.status !== 200 || now === undefined)
    throw new SetupFailed(`POST ${CLOCK_PATH} answered ${answer.status}: ${answer.bodyText.slice(0, 200)}`);
  return now;
}
