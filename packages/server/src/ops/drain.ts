/**
 * Graceful drain of the HTTP server (docs/operations.md › Graceful drain): stop accepting connections,
 * close idle keep-alive connections at once (and each one that becomes idle), let the requests in flight
 * be answered — with `Connection: close` (ops/lifecycle.ts) — and resolve as soon as the last connection
 * has closed; after `timeoutMs` the connections still open are closed and their requests are lost.
 */
import type { Server } from 'node:http';
import type { Lifecycle } from './lifecycle.js';

export interface DrainOutcome {
  /** Requests in flight when the drain began. */
  inFlightAtStart: number;
  /** Requests cut off when the time-out struck (0 when every one was answered). */
  cutOff: number;
  milliseconds: number;
}

export async function drainHttp(http: Server, lifecycle: Lifecycle, timeoutMs: number): Promise<DrainOutcome> {
  const started = performance.now();
  const inFlightAtStart = lifecycle.requestsInFlight;
  lifecycle.drain();
  let cutOff = 0;
  const closed = new Promise<void>((resolve) => http.close(() => resolve()));
  // An answered request leaves its connection idle only if it was answered before the drain began (the
  // others carry Connection: close); close those as they appear.
  const closeIdle = () => http.closeIdleConnections();
  closeIdle();
  lifecycle.on('answered', closeIdle);
  const timer = setTimeout(() => {
    cutOff = lifecycle.requestsInFlight;
    http.closeAllConnections();
  }, timeoutMs);
  try {
    await Promise.all([closed, lifecycle.idle()]);
  } finally {
    clearTimeout(timer);
    lifecycle.off('answered', closeIdle);
  }
  return { inFlightAtStart, cutOff, milliseconds: Math.round(performance.now() - started) };
}
