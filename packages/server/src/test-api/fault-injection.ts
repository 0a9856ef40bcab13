/**
 * Applies the fault rules to /v1 requests, before the operation runs: a delay holds only that request (a
 * timer, never the event loop) and then lets the real answer through, or the rule's answer; a status
 * answers with the API's error body `{"error": {"code", "message"}}` (or the rule's body) and, for 429
 * and 503, `Retry-After` in seconds; a reset closes the connection without an answer.
 */
import type { Request, RequestHandler, Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Caller } from '../access/callers.js';
import type { Deps } from '../deps.js';
import { ApiError } from '../errors.js';
import { operationOf } from '../http/router.js';
import type { Fault, FaultRules } from './fault-rules.js';
import { FAULT_RULE, tenantOfResponse } from './request-journal.js';

/** Retry-After of a 429 or 503 fault whose rule names none. */
const DEFAULT_RETRY_AFTER_SECONDS = 1;

/** The caller of the request (kept in res.locals like the router does), or undefined without a valid token. */
export async function callerOf(services: Deps, req: Request, res: Response): Promise<Caller | undefined> {
  const known = res.locals['caller'] as Caller | undefined;
  if (known !== undefined) return known;
  try {
    const caller = await services.access.authenticate(req.headers.authorization);
    res.locals['caller'] = caller;
    return caller;
  } catch (error) {
    if (error instanceof ApiError) return undefined;
    throw error;
  }
}

function answer(res: Response, fault: Fault & { status: number }): void {
  const { status } = fault;
  if (fault.retryAfter !== undefined || status === 429 || status === 503) {
    res.set('Retry-After', String(fault.retryAfter ?? DEFAULT_RETRY_AFTER_SECONDS));
  }
  const message = `${STATUS_CODES[status] ?? 'Error'} (injected by fault rule ${fault.ruleId})`;
  res.status(status).json(fault.body ?? { error: { code: status, message } });
}

/** Waits `ms` without blocking the event loop; false when the client left meanwhile. */
async function held(res: Response, ms: number): Promise<boolean> {
  const left = new AbortController();
  const leave = () => left.abort();
  res.once('close', leave);
  try {
    await sleep(ms, undefined, { signal: left.signal });
    return true;
  } catch (error) {
    if (left.signal.aborted) return false;
    throw error;
  } finally {
    res.off('close', leave);
  }
}

export function faultInjection(rules: FaultRules, services: Deps): RequestHandler {
  return async (req, res, next) => {
    if (rules.size === 0 || !req.path.startsWith('/v1/')) return next();
    const fault = await rules.decide({
      method: req.method,
      path: req.path,
      operationId: operationOf(req.method, req.path),
      tenantId: async () => {
        await callerOf(services, req, res);
        return tenantOfResponse(res) ?? undefined;
      },
    });
    if (fault === undefined) return next();
    res.locals[FAULT_RULE] = fault.ruleId;
    // The client may leave while the request is held: then its timer is dropped and nothing is answered.
    if (fault.delayMs > 0 && !(await held(res, fault.delayMs))) return;
    if (fault.reset) {
      req.socket.resetAndDestroy();
      return;
    }
    if (fault.status === undefined) return next();
    // The journal shows whose request was faulted, as it does for answered ones.
    await callerOf(services, req, res);
    answer(res, { ...fault, status: fault.status });
  };
}
