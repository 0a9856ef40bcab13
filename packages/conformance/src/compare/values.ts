/**
 * The values one server made and the other made for the same requests (`x-instance: id` fields: ids, URLs, cursors,
 * tokens), learnt from answers compared side by side and used to translate what is sent to the other side and what
 * is compared with its answers.
 */

/** Parts of a value that can be an id on their own: an id inside a URL, an email's domain, a cursor's halves, a token. */
const PART = /[A-Za-z0-9_-]+/g;
/** Within a part, the letters and digits (an id inside `acme-docs-<id>`). */
const WORD = /[A-Za-z0-9]+/g;
/** Shorter parts (`v1`, a port, `acme`) are words, not ids: never mapped on their own. */
const MIN_PART = 8;

const splitOnce = (text: string, separator: string): [string, string | undefined] => {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + separator.length)];
};

export class ValueMap {
  private readonly whole = new Map<string, string>();
  private readonly parts = new Map<string, string>();
  /** Base URLs, longest first: one side's base URL becomes the other's. */
  private readonly prefixes: [string, string][] = [];

  /** One side's base URL and the other's. */
  addBase(from: string, to: string): void {
    const [a, b] = [from.replace(/\/+$/, ''), to.replace(/\/+$/, '')];
    if (a === b) return;
    this.prefixes.push([a, b]);
    this.prefixes.sort(([x], [y]) => y.length - x.length);
  }

  /** Whether `from` already stands for something else than `to` (the same id answered for two things). */
  conflicts(from: string, to: string): boolean {
    const known = this.whole.get(from);
    return known !== undefined && known !== to && this.translate(from) !== to;
  }

  /**
   * Learns that `from` on one side is `to` on the other: the whole value, and each differing part of it where both
   * split into the same parts (a URL's id, a cursor's halves), the lower-case forms too (an id in an email's domain).
   */
  learn(from: string, to: string): void {
    if (from === to || this.whole.has(from)) return;
    this.whole.set(from, to);
    this.learnParts(from, to, PART);
    this.learnParts(from, to, WORD);
  }

  private learnParts(from: string, to: string, pattern: RegExp): void {
    const a = from.match(pattern) ?? [];
    const b = to.match(pattern) ?? [];
    if (a.length !== b.length) return;
    for (const [index, part] of a.entries()) {
      const other = b[index] ?? part;
      if (part === other || part.length < MIN_PART || other.length < MIN_PART || this.parts.has(part)) continue;
      this.parts.set(part, other);
      const lower = part.toLowerCase();
      if (lower !== part && !this.parts.has(lower)) this.parts.set(lower, other.toLowerCase());
    }
  }

  /** A value of one side as the other side would have it: the whole value if known, else base URL and parts mapped. */
  translate(text: string): string {
    return this.whole.get(text) ?? this.translateParts(text);
  }

  /**
   * The base URL and the known parts mapped, never the whole value: a request's URL goes to the other side's base URL
   * even where an answer of the other side named the same object by another address (its own public URL).
   */
  private translateParts(text: string): string {
    let out = text;
    for (const [from, to] of this.prefixes) if (out.includes(from)) out = out.split(from).join(to);
    const word = (text: string) => (text.length >= MIN_PART ? (this.parts.get(text) ?? text) : text);
    return out.replace(PART, (part) => this.parts.get(part) ?? part.replace(WORD, word));
  }

  /**
   * A URL as the other side would have it: each path segment and query value translated as its decoded text, and
   * encoded again at the same characters (a check that spells an id with `%4B` for `K` keeps doing so).
   */
  translateUrl(url: string): string {
    const [head = '', query] = splitOnce(this.translateParts(url), '?');
    const path = head.replace(/[^/?#]*%[^/?#]*/g, (segment) => this.translateEncoded(segment));
    if (query === undefined) return path;
    const pairs = query.split('&').map((pair) => {
      const [name = '', value] = splitOnce(pair, '=');
      return value === undefined ? name : `${name}=${this.translateEncoded(value)}`;
    });
    return `${path}?${pairs.join('&')}`;
  }

  /** A percent-encoded piece translated as its decoded text, the same characters encoded again where it can. */
  private translateEncoded(piece: string): string {
    if (!piece.includes('%')) return piece;
    const chars: { char: string; encoded?: string }[] = [];
    for (let at = 0; at < piece.length;) {
      const escape = /^%[0-9A-Fa-f]{2}/.exec(piece.slice(at))?.[0];
      const char = escape === undefined ? (piece[at] ?? '') : String.fromCharCode(Number.parseInt(escape.slice(1), 16));
      // Only single-byte escapes are read back; anything else stays as it was.
      if (escape !== undefined && char.charCodeAt(0) >= 0x80) return piece;
      chars.push(escape === undefined ? { char } : { char, encoded: escape });
      at += escape?.length ?? 1;
    }
    const plain = chars.map((c) => c.char).join('');
    const translated = this.translate(plain);
    if (translated === plain) return piece;
    if (translated.length !== plain.length) return encodeURIComponent(translated);
    return [...translated]
      .map((char, index) =>
        chars[index]?.encoded !== undefined
          ? `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`
          : char,
      )
      .join('');
  }

  /** Every string in a JSON value translated (keys too: a map keyed by ids). */
  translateJson(value: unknown): unknown {
    if (typeof value === 'string') return this.translate(value);
    if (Array.isArray(value)) return value.map((item) => this.translateJson(item));
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [this.translate(key), this.translateJson(item)]),
      );
    return value;
  }

  /** Whether a value (or a part of one) of side a is already known to stand for something. */
  knows(text: string): boolean {
    return this.whole.has(text) || this.parts.has(text);
  }

  /** How many values are known. */
  get size(): number {
    return this.whole.size;
  }
}
