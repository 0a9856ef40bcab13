/**
 * Where the server is in its life, for the probes and the drain (docs/operations.md): `starting` until
 * migrations and the demo seed are done, `ready`, then `draining` from the first SIGTERM/SIGINT. Tracks the
 * requests in flight; while draining, every answer carries `Connection: close` so that no client (nor a
 * balancer's upstream keep-alive pool) sends another request on a connection about to be closed.
 */
import { EventEmitter } from 'node:events';
import type { Request, RequestHandler, Response } from 'express';

export type Phase = 'starting' | 'ready' | 'draining';

/** Hears each request once it is over (answered, or its client gone), with when it arrived (performance.now()). */
export type AnsweredHook = (req: Request, res: Response, startedMs: number) => void;

/** When the request of a tracked response arrived (performance.now()), kept on the response itself. */
const STARTED = Symbol('startedMs');
type Tracked = Response & { [STARTED]: number };

export class Lifecycle extends EventEmitter<{ answered: []; phase: [Phase] }> {
  phase: Phase = 'starting';
  /** Why the server is starting (e.g. "seeding the demo organization"). */
  reason = 'applying migrations';
  private readonly inFlight = new Set<Response>();
  private readonly hooks: AnsweredHook[] = [];

  /** Requests received and not yet answered (or abandoned by their client). */
  get requestsInFlight(): number {
    return this.inFlight.size;
  }

  starting(reason: string): void {
    this.phase = 'starting';
    this.reason = reason;
    this.emit('phase', this.phase);
  }

  ready(): void {
    if (this.phase === 'draining') return;
    this.phase = 'ready';
    this.emit('phase', this.phase);
  }

  /** Turns readiness off for good and marks the answers still to be written `Connection: close`. */
  drain(): void {
    this.phase = 'draining';
    for (const res of this.inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
    this.emit('phase', this.phase);
  }

  /** Resolves once no request is in flight. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await new Promise<void>((resolve) => this.once('answered', () => resolve()));
  }

  /**
   * Calls `hook` for every request over from now on (metrics, the request log): one `close` listener per
   * request serves them all.
   */
  onAnswered(hook: AnsweredHook): void {
    this.hooks.push(hook);
  }

  /** The first middleware: counts the request in flight until its answer is written or its client has gone. */
  track(): RequestHandler {
    const { inFlight, hooks } = this;
    const answered = (): boolean => this.emit('answered');
    // One function for every response (`this` is the response that closed): no closure per request.
    function closed(this: Tracked): void {
      inFlight.delete(this);
      answered();
      for (const hook of hooks) hook(this.req, this, this[STARTED]);
    }
    return (_req, res, next) => {
      (res as Tracked)[STARTED] = performance.now();
      this.inFlight.add(res);
      if (this.phase === 'draining') res.setHeader('Connection', 'close');
      // `on`, not `once`: a response closes once, and `once` wraps the listener in a new function each time.
      res.on('close', closed);
      next();
    };
  }
}
