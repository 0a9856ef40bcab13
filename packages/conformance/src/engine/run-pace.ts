/**
 * How fast a run goes: the concurrency chosen from a few round trips at its start, and the checks at once while
 * requests wait out a 429 (README › Speed).
 */
import type { Slots } from './pool.js';
import type { RunEnv, Session } from './session.js';
import { median } from './timeline.js';

/** Round trips the probe times, one after the other, to choose the run's concurrency. */
const PROBE_ROUND_TRIPS = 5;

/**
 * The run's concurrency, from the median round trip of a few plain GETs sent one after the other: enough checks and
 * requests at once to keep a distant target busy (one per 2.5 ms of round trip), at least 4 and at most 48, never
 * above `--concurrency`. A target nearby is not flooded: its round trips are short.
 */
export function chooseConcurrency(roundTripMs: number, cap: number | undefined): number {
  const chosen = Math.min(48, Math.max(4, Math.ceil(roundTripMs / 2.5)));
  return cap === undefined ? chosen : Math.min(cap, chosen);
}

/** Times a few round trips of the target and limits the run to the concurrency chosen from them. */
export async function paceRun(env: RunEnv, probe: Session, cap: number | undefined): Promise<number> {
  const { timeline } = env.transport;
  while (timeline.startRoundTrips().length < PROBE_ROUND_TRIPS) await probe.request('GET', '/v1/orgs');
  const roundTripMs = median(timeline.startRoundTrips());
  const concurrency = chooseConcurrency(roundTripMs, cap);
  env.transport.pace.limitInFlight(2 * concurrency);
  timeline.probed(roundTripMs, concurrency);
  return concurrency;
}

/** At most this many more checks while requests wait out a 429 (they ask nothing of the target meanwhile). */
const MORE_WHILE_THROTTLED = 48;

/**
 * The run's checks at once: its concurrency, and one more for each request waiting out a 429 (up to 48 more), so that
 * a target that throttles a share of the requests keeps being asked at the pace chosen.
 */
export function slotsOf(env: RunEnv, concurrency: number): Slots {
  const { pace } = env.transport;
  return {
    now: () => concurrency + Math.min(pace.waitingOut, MORE_WHILE_THROTTLED),
    watch: (listener) => pace.onWait(listener),
  };
}
