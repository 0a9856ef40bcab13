/**
 * Token providers (README › Token providers): a caller's token may come from a command (its stdout, trimmed) or
 * from an OAuth 2 client-credentials grant (RFC 6749 §4.4), instead of the fixtures file. A token the target
 * answers 401 after it worked before is fetched again and the request sent once more; a grant's token is cached
 * until it expires. Every token a provider hands out is announced so that reports mask it.
 */
import { execFile } from 'node:child_process';
import type { Caller } from './fixtures.js';

/** A provider that cannot give a token (the command failed, the grant was refused); the CLI exits 2 at start. */
export class TokenError extends Error {
  override name = 'TokenError';
}

export interface TokenProvider {
  /** What it is, for messages (`the command "…"`, `the grant at https://…`). */
  readonly source: string;
  /** The token to use now: the cached one, or a new one when it expired or `stale` is the cached one. */
  token(stale?: string): Promise<string>;
}

/** A shell command whose trimmed stdout is the token; run at start and again when its token is refused. */
export class CommandProvider implements TokenProvider {
  private current: Promise<string> | undefined;
  readonly source: string;

  constructor(
    private readonly command: string,
    private readonly env: NodeJS.ProcessEnv = process.env,
  ) {
    this.source = `the command "${command}"`;
  }

  /** The current token; the command runs again when `stale` is it (once, however many requests were refused). */
  async token(stale?: string): Promise<string> {
    const pending = this.current;
    if (pending !== undefined) {
      const value = await pending.catch(() => undefined);
      if (value !== undefined && value !== stale) return value;
      if (this.current !== pending && this.current !== undefined) return this.current;
    }
    this.current = this.run();
    return this.current;
  }

  private run(): Promise<string> {
    return new Promise((resolve, reject) => {
      execFile('/bin/sh', ['-c', this.command], { env: this.env, timeout: 60_000 }, (error, stdout, stderr) => {
        const token = stdout.trim();
        if (error !== null) reject(new TokenError(`${this.source} failed: ${stderr.trim() || error.message}`));
        else if (token === '' || /\s/.test(token)) reject(new TokenError(`${this.source} printed no single token`));
        else resolve(token);
      });
    });
  }
}

export interface ClientCredentials {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  scope?: string;
}

/** An OAuth 2 client-credentials grant (client_secret_post); the access token is cached until `expires_in`. */
export class ClientCredentialsProvider implements TokenProvider {
  private current: Promise<{ token: string; expiresAt: number }> | undefined;
  readonly source: string;

  constructor(private readonly grant: ClientCredentials) {
    this.source = `the client-credentials grant at ${grant.tokenUrl}`;
  }

  async token(stale?: string): Promise<string> {
    const pending = this.current;
    if (pending !== undefined) {
      const cached = await pending.catch(() => undefined);
      if (cached !== undefined && cached.token !== stale && cached.expiresAt > Date.now()) return cached.token;
      if (this.current !== pending && this.current !== undefined) return (await this.current).token;
    }
    this.current = this.fetch();
    return (await this.current).token;
  }

  private async fetch(): Promise<{ token: string; expiresAt: number }> {
    const body = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: this.grant.clientId,
      client_secret: this.grant.clientSecret,
      ...(this.grant.scope !== undefined ? { scope: this.grant.scope } : {}),
    });
    let answer: Response;
    try {
      answer = await fetch(this.grant.tokenUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body,
      });
    } catch (error) {
      throw new TokenError(`${this.source} could not be reached: ${(error as Error).message}`);
    }
    const json = (await answer.json().catch(() => ({}))) as { access_token?: unknown; expires_in?: unknown };
    if (!answer.ok || typeof json.access_token !== 'string' || json.access_token === '')
      throw new TokenError(`${this.source} answered ${answer.status} without an access_token`);
    // A margin of 10 % (at most 30 s) so that a token is not sent in its last moments.
    const seconds = typeof json.expires_in === 'number' ? json.expires_in : Infinity;
    return { token: json.access_token, expiresAt: Date.now() + seconds * 1000 - Math.min(30_000, seconds * 100) };
  }
}

/** The providers of a run's callers. */
export class TokenBroker {
  private readonly worked = new Set<string>();
  private readonly listeners: ((caller: Caller, token: string) => void)[] = [];
  private tokens: Partial<Record<Caller, string>> = {};
  /** How many tokens were fetched again after a 401 (per caller). */
  readonly refreshed: Partial<Record<Caller, number>> = {};

  constructor(readonly providers: Partial<Record<Caller, TokenProvider>>) {}

  /** Called with every token a provider hands out (reports mask them). */
  onToken(listener: (caller: Caller, token: string) => void): void {
    this.listeners.push(listener);
  }

  /** The first token of every caller that has a provider. */
  async initial(): Promise<Partial<Record<Caller, string>>> {
    for (const [caller, provider] of Object.entries(this.providers) as [Caller, TokenProvider][])
      this.remember(caller, await provider.token());
    return { ...this.tokens };
  }

  /** The caller's token now (a grant's token past its expiry is fetched again); undefined: no provider. */
  async current(caller: Caller): Promise<string | undefined> {
    const provider = this.providers[caller];
    if (provider === undefined) return undefined;
    return this.remember(caller, await provider.token());
  }

  /**
   * After an answer to `caller` with `token`: a 401 to a token that worked before gives a new token to send the
   * request once more with; anything else marks the token as working.
   */
  async afterAnswer(caller: Caller, token: string, status: number): Promise<string | undefined> {
    const provider = this.providers[caller];
    if (provider === undefined) return undefined;
    if (status !== 401) {
      this.worked.add(token);
      return undefined;
    }
    if (!this.worked.has(token)) return undefined;
    const fresh = this.remember(caller, await provider.token(token));
    if (fresh === token) return undefined;
    this.refreshed[caller] = (this.refreshed[caller] ?? 0) + 1;
    return fresh;
  }

  private remember(caller: Caller, token: string): string {
    if (this.tokens[caller] !== token) {
      this.tokens[caller] = token;
      for (const listener of this.listeners) listener(caller, token);
    }
    return token;
  }
}
