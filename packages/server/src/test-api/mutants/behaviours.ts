/**
 * What each mutant does to its tenant's /v1 requests: a `before` that may change the request or answer it instead
 * of the operation, and an `after` that may change the answer (status and JSON body). Every behaviour sees every
 * request of its tenant (a create that is not kept hides its object from every later read) and keeps its state
 * per tenant. Requests the mutants send themselves (./engine.ts `self`) pass unmutated.
 */
import type { Request } from 'express';
import type { Caller } from '../../access/callers.js';
import type { Mutant, Target } from './catalogue.js';

/** A JSON answer: what the operation answered, or what a mutant answers instead. */
export interface Answer {
  status: number;
  /** The parsed JSON body; undefined when there is none. */
  body: unknown;
}

/** One request of a mutated tenant, as the behaviours see it. */
export interface MutatedRequest {
  req: Request;
  caller: Caller;
  tenantId: string;
  /** The contract's operation the request reaches and its decoded path parameters. */
  operationId: string;
  params: Record<string, string>;
  /** Sends a request to this server as the caller (or with `token`), past every mutant. */
  self(method: string, url: string, body?: unknown, token?: string): Promise<Answer>;
  /** Whether a body passes the operation's request schema (what the operation would refuse with 400 first). */
  valid(body: unknown): boolean;
  /** A token of an admin of each organization of the tenant the caller is (`member`) or is not a member of. */
  admins(of: 'member' | 'non-member', role?: string): Promise<string[]>;
}

export interface Behaviour {
  before?(request: MutatedRequest): Promise<Answer | undefined>;
  after?(request: MutatedRequest, answer: Answer): Promise<Answer>;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const is2xx = (status: number): boolean => status >= 200 && status < 300;

/** Calls `visit` on every object of the body, at any depth. */
function eachObject(value: unknown, visit: (object: Json) => void): void {
  if (Array.isArray(value)) for (const item of value) eachObject(item, visit);
  else if (isObject(value)) {
    visit(value);
    for (const child of Object.values(value)) eachObject(child, visit);
  }
}

/** Every object of a kind (`object: "space"`) in a body, keyed by its id (or by the request path without one). */
function eachOf(body: unknown, objectType: string, path: string, visit: (object: Json, key: string) => void): void {
  eachObject(body, (object) => {
    if (object['object'] === objectType) visit(object, typeof object['id'] === 'string' ? object['id'] : path);
  });
}

const notFound = (): Answer => ({ status: 404, body: { error: { code: 404, message: 'Not found' } } });

/** The request's path and query without one query parameter (other parameters byte for byte as sent). */
export function withoutParam(url: string, name: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const kept = url
    .slice(at + 1)
    .split('&')
    .filter((pair) => {
      const key = pair.split('=')[0] ?? '';
      let decoded = key;
      try {
        decoded = decodeURIComponent(key.replaceAll('+', ' '));
      } catch {
        // A malformed escape stays as sent; the operation refuses it.
      }
      return decoded !== name && !decoded.startsWith(`${name}[`);
    });
  return kept.length === 0 ? url.slice(0, at) : `${url.slice(0, at)}?${kept.join('&')}`;
}

const queryParam = (url: string, name: string): string | undefined =>
  new URL(url, 'http://localhost').searchParams.get(name) ?? undefined;

function paramIgnored(target: Extract<Target, { kind: 'param' }>): Behaviour {
  return {
    async before(r) {
      if (r.operationId === target.operationId) r.req.url = withoutParam(r.req.url, target.param);
      return undefined;
    },
  };
}

function fieldDropped(target: Extract<Target, { kind: 'field' }>): Behaviour {
  return {
    async after(r, answer) {
      eachOf(answer.body, target.objectType, r.req.path, (object) => delete object[target.field]);
      return answer;
    },
  };
}

/** A field's value as an object answered it: null when the object leaves the field out. */
type Kept = { value: unknown } | null;

const valueOf = (object: Json, field: string): Kept => (field in object ? { value: object[field] } : null);

/** Shows the field as it was kept (left out when it was absent). */
function answerAs(object: Json, field: string, kept: Kept): void {
  if (kept === null) delete object[field];
  else object[field] = kept.value;
}

/**
 * A successful answer's objects of `target.objectType` show the field as `held` keeps it for them; one it keeps
 * nothing for is shown as it is, and its value noted in `seen`.
 */
function answerHeld(
  r: MutatedRequest,
  answer: Answer,
  target: { objectType: string; field: string },
  held: Map<string, Kept>,
  seen: Map<string, Kept>,
): Answer {
  if (!is2xx(answer.status)) return answer;
  eachOf(answer.body, target.objectType, r.req.path, (object, key) => {
    const kept = held.get(key);
    if (kept === undefined) seen.set(key, valueOf(object, target.field));
    else answerAs(object, target.field, kept);
  });
  return answer;
}

/** A field frozen at the value of each object's first answer (`shared`: whoever asks; the value of the first caller). */
function fieldFrozen(target: Extract<Target, { kind: 'field' }>): Behaviour {
  const first = new Map<string, Kept>();
  return {
    async after(r, answer) {
      return answerHeld(r, answer, target, first, first);
    },
  };
}

function notKept(target: Extract<Target, { kind: 'not-kept' }>): Behaviour {
  if (target.how === 'hide') {
    // A create that answers, then is nowhere: every request naming the object 404s, lists leave it out.
    const hidden = new Set<string>();
    return {
      async before(r) {
        const segments = r.req.path.split('/');
        return segments.some((segment) => hidden.has(segment)) ? notFound() : undefined;
      },
      async after(r, answer) {
        if (r.operationId === target.operationId && is2xx(answer.status) && isObject(answer.body)) {
          const id = answer.body['id'];
          if (typeof id === 'string') hidden.add(id);
          return answer;
        }
        if (hidden.size > 0 && isObject(answer.body) && Array.isArray(answer.body['items'])) {
          const items = answer.body['items'].filter((item) => !(isObject(item) && hidden.has(String(item['id']))));
          const count = answer.body['count'];
          const left = answer.body['items'].length - items.length;
          answer.body['items'] = items;
          if (typeof count === 'number') answer.body['count'] = count - left;
        }
        return answer;
      },
    };
  }
  if (target.how === 'strip') {
    // A valid change is answered as made and never written: the fields are taken out of the request after its
    // validation, and the answer shows the values sent.
    const taken = new WeakMap<Request, Json>();
    return {
      async before(r) {
        if (r.operationId !== target.operationId || !isObject(r.req.body) || !r.valid(r.req.body)) return undefined;
        const body = r.req.body;
        const fields = Object.keys(body).filter((f) => target.field === undefined || f === target.field);
        const sent: Json = {};
        for (const field of fields) {
          sent[field] = body[field];
          delete body[field];
        }
        taken.set(r.req, sent);
        return undefined;
      },
      async after(r, answer) {
        const sent = taken.get(r.req);
        if (sent === undefined || !is2xx(answer.status) || !isObject(answer.body)) return answer;
        for (const [field, value] of Object.entries(sent)) if (field in answer.body) answer.body[field] = value;
        return answer;
      },
    };
  }
  if (target.how === 'restore') {
    // The change is made and answered, then undone: the object's values before are written back.
    const before = new WeakMap<Request, Json>();
    return {
      async before(r) {
        if (r.operationId !== target.operationId) return undefined;
        const old = await r.self('GET', r.req.path);
        if (is2xx(old.status) && isObject(old.body)) before.set(r.req, old.body);
        return undefined;
      },
      async after(r, answer) {
        const old = before.get(r.req);
        if (old === undefined || !is2xx(answer.status) || !isObject(r.req.body)) return answer;
        const restore: Json = {};
        for (const [field, value] of Object.entries(r.req.body)) restore[field] = field in old ? old[field] : value;
        await r.self('PUT', r.req.path, restore);
        return answer;
      },
    };
  }
  // A delete or an action answered as done without doing it (a delete: when there is an object to delete).
  return {
    async before(r) {
      if (r.operationId !== target.operationId) return undefined;
      if (r.req.method === 'DELETE') {
        const object = await r.self('GET', r.req.path);
        if (object.status !== 405 && !is2xx(object.status)) return undefined;
      }
      return { status: target.status, body: undefined };
    },
  };
}

function derivedStale(target: Extract<Target, { kind: 'derived' }>): Behaviour {
  const param = /\{(\w+)\}$/.exec(target.objectPath)?.[1] ?? '';
  const depth = target.objectPath.split('/').length;
  const last = new Map<string, Kept>();
  const stale = new Map<string, Kept>();
  return {
    async after(r, answer) {
      const writesBelow =
        r.req.method !== 'GET' && r.req.path.split('/').length > depth && r.params[param] !== undefined;
      if (writesBelow && is2xx(answer.status)) {
        const key = r.params[param] ?? '';
        const seen = last.get(key);
        if (seen !== undefined && !stale.has(key)) stale.set(key, seen);
      }
      return answerHeld(r, answer, target, stale, last);
    },
  };
}

function cascadeSkipped(target: Extract<Target, { kind: 'cascade' }>): Behaviour {
  const reads = new Set(target.reads);
  const answered = new Map<string, Answer>();
  const deleted = new Set<string>();
  const touchesDeleted = (url: string, answer: Answer): boolean =>
    url.split(/[/?&=]/).some((segment) => deleted.has(segment)) ||
    [...deleted].some((id) => JSON.stringify(answer.body).includes(`"${id}"`));
  return {
    async after(r, answer) {
      if (r.operationId === target.operationId && is2xx(answer.status)) {
        for (const value of Object.values(r.params)) deleted.add(value);
        return answer;
      }
      if (r.req.method !== 'GET' || !reads.has(r.operationId)) return answer;
      const before = answered.get(r.req.url);
      if (deleted.size > 0 && before !== undefined && touchesDeleted(r.req.url, before)) return structuredClone(before);
      if (answer.status === 200) answered.set(r.req.url, structuredClone(answer));
      return answer;
    },
  };
}

function accessDropped(target: Extract<Target, { kind: 'access' }>): Behaviour {
  const refused = target.who === 'read' ? 403 : 404;
  return {
    async after(r, answer) {
      if (r.operationId !== target.operationId || answer.status !== refused) return answer;
      const tokens = target.who === 'read' ? await r.admins('member', 'read') : await r.admins('non-member');
      for (const token of tokens) {
        const asAdmin = await r.self(r.req.method, r.req.url, r.req.body, token);
        if (is2xx(asAdmin.status)) return asAdmin;
      }
      return answer;
    },
  };
}

function statusSwapped(target: Extract<Target, { kind: 'status' }>): Behaviour {
  return {
    async after(r, answer) {
      if (r.operationId !== target.operationId || answer.status !== target.from) return answer;
      const error = isObject(answer.body) ? answer.body['error'] : undefined;
      if (isObject(error) && typeof error['code'] === 'number') error['code'] = target.to;
      return { status: target.to, body: answer.body };
    },
  };
}

function orderReversed(target: Extract<Target, { kind: 'list' }>): Behaviour {
  return {
    async after(r, answer) {
      if (r.operationId === target.operationId && isObject(answer.body) && Array.isArray(answer.body['items']))
        answer.body['items'].reverse();
      return answer;
    },
  };
}

/** Page 2 starts with the last item of page 1; each later page carries the item its predecessor gave up. */
function pageOverlap(target: Extract<Target, { kind: 'list' }>): Behaviour {
  const carried = new Map<string, unknown>();
  return {
    async after(r, answer) {
      const body = answer.body;
      if (r.operationId !== target.operationId || !isObject(body) || !Array.isArray(body['items'])) return answer;
      const items = body['items'] as unknown[];
      const next =
        isObject(body['next']) && typeof body['next']['page'] === 'string' ? body['next']['page'] : undefined;
      const page = queryParam(r.req.url, 'page');
      const carry = page === undefined ? undefined : carried.get(page);
      if (carry !== undefined) {
        const given = next !== undefined ? items.pop() : undefined;
        items.unshift(carry);
        if (next !== undefined && given !== undefined) carried.set(next, given);
      } else if (page === undefined && next !== undefined && items.length > 0) carried.set(next, items.at(-1));
      return answer;
    },
  };
}

const STACK = '\n    at SpaceRepository.findUnique (/srv/app/dist/repositories/spaces.js:42:13)';

function errorDisclosed(target: Extract<Target, { kind: 'operation' }>): Behaviour {
  return {
    async after(r, answer) {
      const error = isObject(answer.body) ? answer.body['error'] : undefined;
      if (
        r.operationId === target.operationId &&
        answer.status >= 400 &&
        isObject(error) &&
        typeof error['message'] === 'string'
      )
        error['message'] = `${error['message']}${STACK}`;
      return answer;
    },
  };
}

/** A fresh behaviour (and state) of a mutant, for one tenant. */
export function behaviourOf(mutant: Mutant): Behaviour {
  const { target } = mutant;
  switch (target.kind) {
    case 'param':
      return paramIgnored(target);
    case 'field':
      if (mutant.operator === 'field-dropped') return fieldDropped(target);
      return fieldFrozen(target);
    case 'not-kept':
      return notKept(target);
    case 'derived':
      return derivedStale(target);
    case 'cascade':
      return cascadeSkipped(target);
    case 'access':
      return accessDropped(target);
    case 'status':
      return statusSwapped(target);
    case 'list':
      return mutant.operator === 'order-reversed' ? orderReversed(target) : pageOverlap(target);
    case 'operation':
      return errorDisclosed(target);
  }
}
