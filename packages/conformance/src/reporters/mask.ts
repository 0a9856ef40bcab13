/**
 * Secrets out of every report: the fixtures' tokens, anything shaped like an API token, bearer credentials and
 * share keys (in URLs and in JSON bodies) are shown as `gb_…****`. Curl lines refer to the fixtures' tokens by
 * their environment variable (`"$DOCS_API_TOKEN_ADMIN"`), so they still run once the variable is set.
 * `--show-secrets` turns all of it off.
 */
import { callers, TEST_API_TOKEN_VARIABLE, tokenVariable, type Caller, type Fixtures } from '../engine/fixtures.js';
import type { RecordedRequest } from '../engine/types.js';
import { clip, escapedLength, htmlEscape } from './clip.js';
import { sharedSpill, type Spill } from './spill.js';

/** Secrets shorter than this are not looked for inside other text (they would mask ordinary words). */
const MIN_SECRET = 8;

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

  /** Where long parts of curl lines go when the report names no place of its own. */
  readonly spill = sharedSpill();

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

  /** Another test API token (`compare`'s second server): masked, and named in curl lines like the first. */
  addTestApiToken(token: string): void {
    this.tokens.push([token, TEST_API_TOKEN_VARIABLE]);
  }

  /** Any text with its secrets masked. */
  text(value: string): string {
    if (this.reveal) return value;
    let out = value;
    // A secret of a few characters (a test API token `tt`) would mask every word it is part of: only longer ones.
    for (const [token] of this.tokens) if (token.length >= MIN_SECRET) out = out.split(token).join(masked(token));
    for (const [pattern, replace] of SECRET_PATTERNS)
      out = out.replace(pattern, replace as (substring: string, ...args: string[]) => string);
    return out;
  }

  /**
   * A recorded request as a curl command line (POSIX shell) that sends what was sent: every header but
   * Content-Length (curl computes the same one from the body), the exact body bytes. A line that would be long
   * reads its longest parts (a long body, header or URL) from files instead: reporters/spill.ts.
   */
  curl(request: RecordedRequest, spill: Spill = this.spill): string {
    const pieces: Piece[] = [urlPiece(this.text(request.url), spill)];
    for (const [name, value] of Object.entries(request.headers)) {
      if (name.toLowerCase() === 'content-length') continue;
      const variable =
        name.toLowerCase() === 'authorization' && !this.reveal
          ? this.tokens.find(([token]) => token !== '' && value === `Bearer ${token}`)?.[1]
          : undefined;
      if (variable !== undefined) pieces.push({ value: '', render: () => ['-H', `"${name}: Bearer $${variable}"`] });
      else pieces.push(headerPiece(`${name}: ${this.text(value)}`, spill));
    }
    if (request.body !== undefined) pieces.push(bodyPiece(this.text(request.body), request.headers, spill));
    return shortLine(['curl', '-sS', '-i', '-X', request.method], pieces);
  }
}

/** The longest a curl line may be, once escaped for any report. */
export const CURL_MAX = 1200;

/** One part of a curl line: its value, its arguments, and (when it can) the arguments that read it from a file. */
interface Piece {
  value: string;
  render(value: string): string[];
  fromFile?: () => string[];
}

/** A string in a curl config file (`-K`): double-quoted, backslash-escaped. */
const configString = (text: string): string => `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;

const urlPiece = (url: string, spill: Spill): Piece => ({
  value: url,
  render: (value) => [quote(value)],
  fromFile: () => ['-K', quote(spill.write(`url = ${configString(url)}\n`, 'curlrc'))],
});

const headerPiece = (header: string, spill: Spill): Piece => ({
  value: header,
  render: (value) => ['-H', quote(value)],
  fromFile: () => ['-H', quote(`@${spill.write(`${header}\n`, 'header')}`)],
});

function bodyPiece(body: string, headers: Record<string, string>, spill: Spill): Piece {
  const type = Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
  const extension = /json/i.test(type) ? 'json' : 'txt';
  return {
    value: body,
    render: (value) => ['--data-raw', quote(value)],
    fromFile: () => ['--data-binary', quote(`@${spill.write(body, extension)}`)],
  };
}

const size = (args: string[]): number => args.join(' ').length;

/** The curl line with its longest parts read from files until it is short (a part that cannot be written is cut). */
function shortLine(start: string[], pieces: Piece[]): string {
  const chosen = pieces.map((piece) => piece.render(piece.value));
  const line = () => [...start, ...chosen.flat()].join(' ');
  const longestFirst = pieces.map((_, i) => i).sort((a, b) => size(chosen[b] ?? []) - size(chosen[a] ?? []));
  for (const i of longestFirst) {
    if (escapedLength(line()) <= CURL_MAX) break;
    const piece = pieces[i];
    if (piece?.fromFile === undefined) continue;
    try {
      chosen[i] = piece.fromFile();
    } catch {
      chosen[i] = piece.render(clip(piece.value, CURL_MAX / 4, htmlEscape));
    }
  }
  return line();
}
