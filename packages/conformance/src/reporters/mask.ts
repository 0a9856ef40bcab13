/**
 * Secrets out of every report: the fixtures' tokens, anything shaped like an API token, bearer credentials and
 * share keys (in URLs and in JSON bodies) are shown as `gb_…****`. Curl lines refer to the fixtures' tokens by
 * their environment variable (`"$DOCS_API_TOKEN_ADMIN"`), so they still run once the variable is set.
 * `--show-secrets` turns all of it off.
 */
import { callers, TEST_API_TOKEN_VARIABLE, tokenVariable, type Caller, type Fixtures } from '../engine/fixtures.js';
import type { RecordedRequest } from '../engine/types.js';

/** How a secret is shown: its first three characters, then `…****`. */
export const masked = (secret: string): string => `${secret.slice(0, 3)}…****`;

const SECRET_PATTERNS: [RegExp, (match: string, ...groups: string[]) => string][] = [
  // API tokens (`gb_api_…`), wherever they appear.
  [/\bgb_[A-Za-z]+_[A-Za-z0-9_-]{6,}/g, (token) => masked(token)],
  // Bearer credentials in messages and header dumps.
  [
    /(Bearer\s+)([^\s'"\\,;]+)/g,
    (_m, prefix = '', value = '') =>
      value.includes('…****') || value.startsWith('$') ? `${prefix}${value}` : `${prefix}${masked(value)}`,
  ],
  // Share keys and tokens in query strings (`?shareKey=…`).
  [
    /([?&](?:shareKey|share|key|token|access_token)=)([^&#\s'"\\]+)/gi,
    (_m, prefix = '', value = '') => `${prefix}${value.includes('…****') ? value : masked(value)}`,
  ],
  // Keys and tokens as JSON properties.
  [
    /("(?:key|shareKey|token|secret|password|apiKey)"\s*:\s*")((?:[^"\\]|\\.)+)"/gi,
    (_m, prefix = '', value = '') => `${prefix}${value.includes('…****') ? value : masked(value)}"`,
  ],
];

const quote = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`;

export class Masker {
  /** Each secret with the environment variable curl lines name it by. */
  private readonly tokens: [string, string][];

  constructor(
    fixtures: Pick<Fixtures, 'tokens' | 'testApiToken'>,
    /** `--show-secrets`: print everything as sent. */
    readonly reveal = false,
  ) {
    this.tokens = callers.map((caller) => [fixtures.tokens[caller], tokenVariable(caller)]);
    if (fixtures.testApiToken !== undefined) this.tokens.push([fixtures.testApiToken, TEST_API_TOKEN_VARIABLE]);
  }

  /** A token a provider handed out during the run (tokens.ts): masked, and named in curl lines like the fixtures'. */
  addToken(caller: Caller, token: string): void {
    this.tokens.push([token, tokenVariable(caller)]);
  }

  /** Any text with its secrets masked. */
  text(value: string): string {
    if (this.reveal) return value;
    let out = value;
    for (const [token] of this.tokens) if (token !== '') out = out.split(token).join(masked(token));
    for (const [pattern, replace] of SECRET_PATTERNS)
      out = out.replace(pattern, replace as (substring: string, ...args: string[]) => string);
    return out;
  }

  /**
   * A recorded request as a curl command line (POSIX shell) that sends what was sent: every header but
   * Content-Length (curl computes the same one from the body), the exact body bytes.
   */
  curl(request: RecordedRequest): string {
    const parts = ['curl', '-sS', '-i', '-X', request.method, quote(this.text(request.url))];
    for (const [name, value] of Object.entries(request.headers)) {
      if (name.toLowerCase() === 'content-length') continue;
      const variable =
        name.toLowerCase() === 'authorization' && !this.reveal
          ? this.tokens.find(([token]) => token !== '' && value === `Bearer ${token}`)?.[1]
          : undefined;
      if (variable !== undefined) parts.push('-H', `"${name}: Bearer $${variable}"`);
      else parts.push('-H', quote(`${name}: ${this.text(value)}`));
    }
    if (request.body !== undefined) parts.push('--data-raw', quote(this.text(request.body)));
    return parts.join(' ');
  }
}
