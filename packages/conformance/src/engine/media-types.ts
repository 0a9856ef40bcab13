/**
 * Passive requirements on every answer's `Content-Type` (spec: each response's `content` media type). Where the
 * spec declares the status, the answer carries exactly that media type (`application/json`, charset utf-8 allowed),
 * and a status declared without content (204, 205) carries none (MUST). Where the spec is silent (a status it
 * does not declare, e.g. 405, 429, 500), a body SHOULD still be labelled as the JSON it is.
 */
import type { ApiSpec, Operation } from '../contract/operations.js';
import { PassiveTally } from './passive-tally.js';
import type { Exchange } from './types.js';

export const mediaTypeId = (op: Operation): string => `RSP-MEDIA-TYPE.${op.id}`;
export const undeclaredMediaTypeId = (op: Operation): string => `${mediaTypeId(op)}.undeclared`;

/** The media type of a Content-Type header, lower-cased, and whether its parameters are allowed (charset utf-8 only). */
export function parseContentType(header: string): { type: string; paramsOk: boolean } {
  const [type = '', ...params] = header.split(';').map((part) => part.trim());
  const paramsOk = params.every((param) => /^charset="?utf-8"?$/i.test(param));
  return { type: type.toLowerCase(), paramsOk };
}

const headerOf = (exchange: Exchange): string | undefined => {
  const value = exchange.headers['content-type'];
  return Array.isArray(value) ? value.join(', ') : value;
};

/** Why the answer's Content-Type breaks what the spec declares for its status, or undefined when it holds. */
export function mediaTypeViolation(op: Operation, exchange: Exchange): string | undefined {
  const declared = op.mediaTypes.get(exchange.status);
  if (declared === undefined) return undefined;
  const header = headerOf(exchange);
  const where = `${op.id} answered ${exchange.status}`;
  if (declared.length === 0)
    return header === undefined ? undefined : `${where} with Content-Type "${header}"; the spec declares no content`;
  if (header === undefined) return `${where} without a Content-Type; the spec declares ${declared.join(' or ')}`;
  const { type, paramsOk } = parseContentType(header);
  if (declared.includes(type) && paramsOk) return undefined;
  return `${where} with Content-Type "${header}"; the spec declares ${declared.join(' or ')} (charset utf-8 allowed)`;
}

/** Why an answer with a status the spec does not declare is not labelled as the JSON body it carries. */
export function undeclaredViolation(op: Operation, exchange: Exchange): string | undefined {
  if (op.mediaTypes.has(exchange.status) || exchange.bodyBytes === 0 || exchange.status === 0) return undefined;
  const header = headerOf(exchange);
  const { type, paramsOk } = parseContentType(header ?? '');
  if (type === 'application/json' && paramsOk && exchange.json !== undefined) return undefined;
  return `${op.id} answered ${exchange.status} (a status the spec does not declare) with Content-Type ${header === undefined ? '(none)' : `"${header}"`} and the body ${exchange.bodyText.slice(0, 120)}; expected the JSON error body as application/json`;
}

/** Collects the media-type observations of a run, per requirement. */
export class MediaTypeObserver extends PassiveTally {
  constructor(private readonly spec: ApiSpec) {
    super();
  }

  /** Whether a passive requirement is decided here. */
  static decides(id: string): boolean {
    return id.startsWith('RSP-MEDIA-TYPE.');
  }

  observe(exchange: Exchange): void {
    if (exchange.operationId === undefined || exchange.status === 0 || !this.spec.has(exchange.operationId)) return;
    const op = this.spec.operation(exchange.operationId);
    if (op.mediaTypes.has(exchange.status)) this.record(mediaTypeId(op), mediaTypeViolation(op, exchange), exchange);
    else this.record(undeclaredMediaTypeId(op), undeclaredViolation(op, exchange), exchange);
  }

  protected needs(id: string): string {
    return id.endsWith('.undeclared') ? 'answer with a status the spec does not declare' : 'answer';
  }
}
