/**
 * ERR-DISCLOSE (SHOULD, passive; docs/behaviour.md#error-body-and-failure-statuses): no error answer (4xx, 5xx) of
 * an operation discloses internals or secrets — a stack trace, a source file path, SQL text or a database driver
 * error, a framework debug page, a bearer token the run sent, a loopback or private host. What counts is derived
 * from the text alone, the same for every operation. What the client sent itself (a bad value the message quotes,
 * the id a 404 names, the target's own host in the URL) is not a disclosure: a match found in the request's URL,
 * body or headers (Authorization excepted) is the client's own.
 */
import type { ApiSpec, Operation } from '../contract/operations.js';
import { PassiveTally } from './passive-tally.js';
import type { Exchange } from './types.js';

export const disclosureId = (op: Operation): string => `ERR-DISCLOSE-${op.id}`;

/** What an error body must not carry, each kind by the patterns that find it. */
const KINDS: { kind: string; patterns: RegExp[] }[] = [
  {
    kind: 'a stack trace',
    patterns: [
      // Node (`at fn (/app/x.js:12:3)`, `at node:internal/…:95:5`), the location a path or a file with an extension.
      /\bat (?:async )?(?:[^\s()]+ )?\(?(?:[^\s()]*[/\\][^\s()]*|[^\s()]+\.\w+|node:[^\s()]+):\d+:\d+\)?/g,
      /Traceback \(most recent call last\)/g,
      /\bFile "[^"]+", line \d+/g,
      /Exception in thread "/g,
      /\bat [\w$]+(?:\.[\w$<>]+)+\([\w$]+\.(?:java|kt|scala):\d+\)/g,
      /\bin \S+:line \d+/g,
      /\.rb:\d+:in `/g,
    ],
  },
  {
    kind: 'a framework debug page',
    patterns: [
      /Whitelabel Error Page|Werkzeug Debugger|DEBUG = True|Server Error in '\/' Application|Whoops, looks like something went wrong|Action Controller: Exception caught/g,
    ],
  },
  {
    kind: 'SQL text',
    // Upper case only: "select a value from the list" is a sentence, not a query.
    patterns: [
      /\b(?:SELECT\s[^;]{1,200}?\sFROM|INSERT\s+INTO|DELETE\s+FROM|UPDATE\s+\S+\s+SET|(?:ALTER|CREATE|DROP)\s+TABLE)\s/g,
    ],
  },
  {
    kind: 'a database driver error',
    patterns: [
      /syntax error at or near|SQLSTATE|\bPrismaClient\w*|\bSequelize\w*Error|\bQueryFailedError|\bSQLITE_[A-Z]+|\bER_[A-Z_]{4,}|\bMongo(?:Server)?Error|\bORA-\d{5}/g,
      /duplicate key value violates|violates (?:foreign key|unique|not-null|check) constraint|relation "[^"]+" does not exist/g,
    ],
  },
  {
    kind: 'a connection error of its own',
    patterns: [/\b(?:ECONNREFUSED|ECONNRESET|ENOTFOUND|EADDRINUSE|EAI_AGAIN)\b/g],
  },
  {
    kind: 'a source file path',
    patterns: [
      /(?<![\w/.:-])(?:\/[\w.@+-]+)+\/[\w.@+-]+\.(?:[cm]?[jt]sx?|py|rb|php|java|go|rs|cs|kt|scala|exs?)\b/g,
      /(?<![\w/.:-])\/(?:home|root|srv|opt|usr\/src|usr\/lib|usr\/local|var\/www|var\/lib)\/[\w.@-]+/g,
      /\b[A-Za-z]:\\(?:[\w .@-]+\\)+/g,
      /\b(?:node_modules|site-packages)[/\\]/g,
    ],
  },
  {
    kind: 'a loopback or private host',
    patterns: [
      /(?<![\d.])(?:127(?:\.\d{1,3}){3}|10(?:\.\d{1,3}){3}|192\.168(?:\.\d{1,3}){2}|172\.(?:1[6-9]|2\d|3[01])(?:\.\d{1,3}){2}|169\.254(?:\.\d{1,3}){2})(?!\.?\d)/g,
      /\blocalhost\b|\[::1\]|\b[\w-]+(?:\.[\w-]+)*\.(?:internal|local|localdomain)\b/g,
    ],
  },
];

/** Every string of a JSON value, keys left out. */
function strings(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const inner of value) strings(inner, into);
  else if (typeof value === 'object' && value !== null) for (const inner of Object.values(value)) strings(inner, into);
  return into;
}

const decode = (text: string): string => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
};

/** The text of an error body as a person reads it: a JSON body's strings, an HTML page without its entities. */
function bodyText(exchange: Exchange): string {
  if (exchange.json !== undefined) return strings(exchange.json).join('\n');
  return exchange.bodyText
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/&nbsp;/g, ' ')
    .replace(/&#x2F;|&#47;/gi, '/')
    .replace(/&quot;|&#34;/g, '"')
    .replace(/&#39;|&#x27;/gi, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** What the client sent itself, as text: the URL (as sent and decoded), the body, its strings, the other headers. */
function requestTexts(exchange: Exchange): string[] {
  const { url, body, headers } = exchange.request;
  const texts = [url, decode(url)];
  if (body !== undefined) {
    texts.push(body);
    try {
      strings(JSON.parse(body) as unknown, texts);
    } catch {
      // not JSON: the raw text is enough
    }
  }
  for (const [name, value] of Object.entries(headers))
    if (!/^(authorization|cookie)$/i.test(name) && typeof value === 'string') texts.push(value);
  return texts;
}

/** The bearer token of a request, if it sends one. */
export function bearerOf(exchange: Exchange): string | undefined {
  const entry = Object.entries(exchange.request.headers).find(([name]) => name.toLowerCase() === 'authorization');
  const match = /^Bearer\s+(\S+)\s*$/i.exec(entry?.[1] ?? '');
  return match?.[1];
}

const quote = (text: string): string => JSON.stringify(text.length > 100 ? `${text.slice(0, 100)}…` : text);

/**
 * What an error answer discloses, one phrase per kind found (with the first text of that kind), or an empty list.
 * `tokens` are the bearer tokens the run sent (the request's own is added).
 */
export function disclosures(exchange: Exchange, tokens: Iterable<string> = []): string[] {
  const text = bodyText(exchange);
  if (text.length === 0) return [];
  const own = requestTexts(exchange);
  const clients = (found: string): boolean => own.some((sent) => sent.includes(found));
  const found: string[] = [];
  for (const { kind, patterns } of KINDS) {
    const match = patterns
      .flatMap((pattern) => [...text.matchAll(pattern)].map((m) => m[0].trim()))
      .find((m) => m.length > 0 && !clients(m));
    if (match !== undefined) found.push(`${kind} (${quote(match)})`);
  }
  const mine = bearerOf(exchange);
  const leaked = new Set([...(mine === undefined ? [] : [mine]), ...tokens]);
  for (const token of leaked) {
    if (token.length < 8 || !text.includes(token) || clients(token)) continue;
    found.push(
      token === mine
        ? 'the bearer token of its own request (Authorization)'
        : 'a bearer token of another request of the run',
    );
    break;
  }
  return found;
}

/** Collects the ERR-DISCLOSE observations of a run: every error answer of a spec operation, judged as it comes. */
export class DisclosureObserver extends PassiveTally {
  /** The bearer tokens the run sent so far (the fixtures' callers, tokens minted by checks). */
  private readonly tokens = new Set<string>();

  constructor(private readonly spec: ApiSpec) {
    super();
  }

  /** Whether a passive requirement is decided here. */
  static decides(id: string): boolean {
    return id.startsWith('ERR-DISCLOSE-');
  }

  observe(exchange: Exchange): void {
    const token = bearerOf(exchange);
    if (token !== undefined) this.tokens.add(token);
    if (exchange.operationId === undefined || exchange.status < 400 || !this.spec.has(exchange.operationId)) return;
    const op = this.spec.operation(exchange.operationId);
    const found = disclosures(exchange, this.tokens);
    const pathname = URL.canParse(exchange.request.url)
      ? new URL(exchange.request.url).pathname
      : exchange.request.url.split('?')[0];
    this.record(
      disclosureId(op),
      found.length === 0
        ? undefined
        : `${op.id} answered ${exchange.status} to ${exchange.request.method.toUpperCase()} ${pathname} with ${found.join(', ')}`,
      exchange,
    );
  }

  protected needs(): string {
    return 'error answer';
  }
}
