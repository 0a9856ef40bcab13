/**
 * Checks apart: a check that would run alone (it changes what every other check sees: the clock, an
 * organization-wide list) or wait for a lock (it changes an object other checks share: the organization, one of its
 * members) works instead in a tenant of its own, made like the run's (`RunOptions.tenant.more`), and runs beside
 * every other check. Against a distant target the run is then as long as its longest check, not as the checks that
 * took turns on the organization laid end to end, and a throttled one as its longest check's 429s, not as every
 * 429 of those checks. Nearby, where the checks at once are bound by the cores and not by the round trip, the run
 * keeps them in its own tenant (each tenant made costs the target a seeded organization).
 */
import type { Check, CheckRun } from './check.js';
import { Ledger } from './ledger.js';
import type { RunEnv } from './session.js';
import { createRunTenant, type RunTenant, type TenantOptions } from './tenant.js';
import type { Verdict } from './types.js';

/** When checks work apart: `auto` (a distant or throttling target: ChecksApart.now), `always` or `never`. */
export type TenantPerCheck = 'auto' | 'always' | 'never';

/** The concurrency of a nearby target (run-pace.ts): above it, `auto` puts checks apart. */
const NEARBY_CONCURRENCY = 4;

/**
 * The run's environment in another tenant: its organizations and callers (the pages the target can fetch stay the
 * run's), and its own shared objects, memo and ledger.
 */
function envIn(env: RunEnv, tenant: RunTenant): RunEnv {
  const { tokens: _providers, ...rest } = env;
  const fixtures = { ...env.fixtures, ...tenant.fixtures };
  return { ...rest, fixtures, shared: new Map(), memo: new Map(), ledger: new Ledger(env.spec) };
}

export class ChecksApart {
  /** The tenants made, their ledgers, and their removals (started as each check ends). */
  private readonly made: { id: string; ledger: Ledger; removal?: Promise<string | undefined> }[] = [];

  constructor(
    private readonly env: RunEnv,
    /** How the run's own tenant was made: more are made the same way. */
    private readonly like: TenantOptions,
    /** When checks work apart, and the concurrency chosen from the target's round trip. */
    private readonly mode: TenantPerCheck,
    private readonly concurrency: number,
  ) {
    // Examples that each need a tenant of their own (Example.tenantEach) make them through every env of the run.
    if (this.now()) env.tenants = this;
  }

  /**
   * Whether checks work apart: `always`; with `auto` when more checks run at once than nearby (the concurrency chosen
   * from the target's round trip) or the target has throttled the run (each check waiting out 429s keeps the others
   * waiting on its locks).
   */
  static wanted(mode: TenantPerCheck, concurrency: number, throttled: boolean): boolean {
    if (mode !== 'auto') return mode === 'always';
    return concurrency > NEARBY_CONCURRENCY || throttled;
  }

  /** Whether checks work apart now. */
  now(): boolean {
    return ChecksApart.wanted(this.mode, this.concurrency, this.env.transport.throttled > 0);
  }

  /**
   * The checks: those that would run alone each in a tenant of its own, if checks work apart at the start; those that
   * hold locks with their `apart`, which the pool runs instead of waiting for a lock when checks work apart by then
   * (a tenant is made only for a check that would have waited); the long ones first (a long one started last would
   * keep the run waiting on its own).
   */
  place(checks: Check[]): Check[] {
    const alone = this.now();
    const placed = checks.map((check): Check => {
      if (check.exclusive === true) return alone ? this.apart(check) : check;
      if ((check.locks ?? []).length === 0) return check;
      const apart = this.apart(check);
      return { ...check, apart: () => (this.now() ? apart : undefined) };
    });
    return alone
      ? [...placed.filter((check) => check.long === true), ...placed.filter((check) => check.long !== true)]
      : placed;
  }

  private apart(check: Check): Check {
    const { exclusive: _alone, locks: _locks, prepare: _prepare, apart: _apart, ...rest } = check;
    return { ...rest, run: (run) => this.runApart(check, run) };
  }

  /** A tenant made like the run's (through its transport: paced, timed, a 429 waited out) and the run's env in it. */
  async make(): Promise<{ env: RunEnv; close(): void }> {
    const { baseUrl, testApiToken } = this.env.fixtures;
    const tenant = await createRunTenant(baseUrl, this.env.headers ?? {}, testApiToken, this.like, (request) =>
      this.env.transport.send(request),
    );
    const env = envIn(this.env, tenant);
    const made: (typeof this.made)[number] = { id: tenant.fixtures.tenantId ?? '', ledger: env.ledger };
    this.made.push(made);
    return {
      env,
      close: () => {
        if (env.stopped !== undefined && this.env.stopped === undefined) {
          this.env.stopped = env.stopped;
          this.env.stoppedByCheck = env.stoppedByCheck === true;
        }
        made.removal ??= tenant.remove();
      },
    };
  }

  private async runApart(check: Check, run: CheckRun): Promise<Verdict[]> {
    const { env, close } = await this.make();
    try {
      const own: CheckRun = { ...run, env };
      await check.prepare?.(own).catch(() => undefined);
      return await check.run(own);
    } finally {
      close();
    }
  }

  /** Objects the checks apart made. */
  created(): number {
    return this.made.reduce((sum, made) => sum + made.ledger.created.length, 0);
  }

  /** Tenants made for checks apart. */
  tenants(): number {
    return this.made.length;
  }

  /** Waits for every removal; the tenants that could not be removed, and why. */
  async left(): Promise<{ id: string; reason: string }[]> {
    const out: { id: string; reason: string }[] = [];
    for (const made of this.made) {
      const reason = await made.removal;
      if (reason !== undefined) out.push({ id: made.id, reason });
    }
    return out;
  }
}
