/**
 * The optional test-clock capability (README › Test clock): `GET /__test/clock` → 200 `{"now": ISO}`;
 * `POST /__test/clock` with `{"advanceSeconds": n}` → 200 `{"now": ISO}`. A target without it answers
 * 404, 405 or 501, and the requirements that need time to pass are SKIPPED. A run in a tenant of its own
 * (engine/tenant.ts) moves only that tenant's clock, `/__test/tenants/{tenantId}/clock`, so that runs at once
 * against one server never move each other's time.
 */
import { SetupFailed } from './errors.js';
import type { CallOptions, Session } from './session.js';

export const CLOCK_PATH = '/__test/clock';

/** The clock of the run: its tenant's, or the target's. */
const clockPath = (session: Session): string =>
  session.fixtures.tenantId === undefined
    ? CLOCK_PATH
    : `/__test/tenants/${encodeURIComponent(session.fixtures.tenantId)}/clock`;

/** /__test requests carry the test API's token when the run has one, else the admin's (a loopback test API asks none). */
const asTestApi = (session: Session): CallOptions =>
  session.fixtures.testApiToken !== undefined ? { as: { token: session.fixtures.testApiToken } } : {};

const nowOf = (json: unknown): number | undefined => {
  const now = (json as { now?: unknown } | undefined)?.now;
  const time = typeof now === 'string' ? Date.parse(now) : Number.NaN;
  return Number.isNaN(time) ? undefined : time;
};

/** Whether the target offers the test clock. */
export async function hasTestClock(session: Session): Promise<boolean> {
  const answer = await session.request('GET', clockPath(session), asTestApi(session));
  return answer.status === 200 && nowOf(answer.json) !== undefined;
}

/** Moves the target's clock forward; returns its new time (ms since the epoch). */
export async function advanceClock(session: Session, seconds: number): Promise<number> {
  const path = clockPath(session);
  const answer = await session.request('POST', path, { ...asTestApi(session), body: { advanceSeconds: seconds } });
  const now = nowOf(answer.json);
  if (answer.status !== 200 || now === undefined)
    throw new SetupFailed(`POST ${path} answered ${answer.status}: ${answer.bodyText.slice(0, 200)}`);
  return now;
}

/** The target's test clock now (ms since the epoch), or undefined when it does not answer it. */
export async function readClock(session: Session): Promise<number | undefined> {
  const answer = await session.request('GET', clockPath(session), asTestApi(session));
  return answer.status === 200 ? nowOf(answer.json) : undefined;
}
