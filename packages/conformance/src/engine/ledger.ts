/**
 * Leaving the target as found: every object a run creates (a success answer of a create operation) is recorded
 * with the DELETE that removes it, and every pre-existing object a run PATCHes is read once before its first
 * change. Only a PATCH the target accepted (2xx) changed anything: its fields are recorded then; a refused one is
 * not. At the end the created objects are deleted newest first (children before their parents) and, of the
 * changed fields of pre-existing objects, those that differ from before are PATCHed back. What cannot be undone is
 * reported as a leftover. Everything here is derived from the spec: no operation is named.
 */
import { fillPath, type ApiSpec, type Operation } from '../contract/operations.js';
import { acceptsNull, propertiesOf } from '../contract/schema-walk.js';
import type { Exchange } from './types.js';

/** An object the run created, and how to delete it. */
export interface CreatedObject {
  /** The create operation that made it. */
  createdBy: string;
  /** The DELETE operation that removes it and its filled path. */
  deleteOperation: string;
  path: string;
}

/** What a run could not remove or restore. */
export interface Leftover {
  path: string;
  /** What kind of object (the operation that made or changed it). */
  operation: string;
  reason: string;
}

/** A pre-existing object the run changed: its state before the first change and the fields changed since. */
interface Changed {
  path: string;
  getOperation: string;
  patchOperation: string;
  before: Promise<unknown>;
  /** Fields an accepted PATCH changed. */
  fields: Set<string>;
  /** Fields of PATCHes sent and not answered yet (one that never gets an answer may have changed them). */
  pending: Map<string, number>;
}

interface DeleteRoute {
  op: Operation;
  /** The path parameter that takes the new object's id (or slug). */
  param: string;
}

/** The sender the ledger uses to read, restore and delete (a session's plain request, as admin). */
export type LedgerSend = (method: string, path: string, body?: unknown) => Promise<Exchange>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as JSON with its object keys sorted: equal values give equal texts. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    isObject(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  ) ?? 'undefined';

/** The fields of a JSON object body (none when the body is not one). */
const bodyFields = (body: string | undefined): string[] => {
  try {
    const parsed: unknown = body === undefined ? undefined : JSON.parse(body);
    return isObject(parsed) ? Object.keys(parsed) : [];
  } catch {
    return [];
  }
};

const is2xx = (status: number): boolean => status >= 200 && status < 300;

/** The value of a new object's key for path parameter `param`: `slug` for a `…Slug`, else the `id`. */
const keyOf = (json: unknown, param: string): string | undefined => {
  if (!isObject(json)) return undefined;
  const direct = json[param];
  if (typeof direct === 'string') return direct;
  const value = /slug$/i.test(param) ? json['slug'] : json['id'];
  return typeof value === 'string' ? value : undefined;
};

const commonPrefix = (a: string, b: string): number => {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n += 1;
  return n;
};

export class Ledger {
  readonly created: CreatedObject[] = [];
  private readonly createdPaths = new Set<string>();
  private readonly changed = new Map<string, Changed>();
  private readonly routes = new Map<string, DeleteRoute | null>();
  /** Objects created inside pre-existing ones that no DELETE can remove. */
  private readonly undeletable: Leftover[] = [];
  private closed = false;

  /** Whether cleanup has begun (nothing sent after it is recorded). */
  get isClosed(): boolean {
    return this.closed;
  }

  constructor(readonly spec: ApiSpec) {}

  /** Whether the object at this path (or one of its parents) was created by the run. */
  isCreated(path: string): boolean {
    for (const created of this.createdPaths) if (path === created || path.startsWith(`${created}/`)) return true;
    return false;
  }

  /** Whether the operation makes new objects (a 201, or an answer of a kind that has a DELETE). */
  createsObjects(op: Operation): boolean {
    if (op.successStatuses.includes(201)) return true;
    // Without a 201, only a POST to a collection whose items it answers (a comment): the DELETE is one level below.
    const route = op.method === 'post' ? this.route(op) : null;
    return route !== null && route.op.path.startsWith(`${op.path}/{`);
  }

  /** The DELETE that removes what `create` makes: the one on the object's own GET path, nearest to the create's path. */
  private route(create: Operation): DeleteRoute | null {
    const cached = this.routes.get(create.id);
    if (cached !== undefined) return cached;
    const resource = this.spec.resourceName(create);
    const candidates = this.spec.operations.filter((op) => {
      if (op.method !== 'delete') return false;
      if (op.path === `${create.path}/{${op.pathParams.at(-1) ?? ''}}`) return true;
      const get = this.spec.find('get', op.path);
      return resource !== undefined && get !== undefined && this.spec.resourceName(get) === resource;
    });
    const best = candidates.sort((a, b) => commonPrefix(b.path, create.path) - commonPrefix(a.path, create.path))[0];
    const param = best?.pathParams.at(-1);
    const route = best === undefined || param === undefined ? null : { op: best, param };
    this.routes.set(create.id, route);
    return route;
  }

  /**
   * Records what a successful answer created: a 201, a PUT that answers 201 at a path that has a DELETE, or a
   * POST answering a new object (an id no path parameter holds) of a kind that has a DELETE (a comment: 200).
   */
  observe(op: Operation, params: Record<string, string>, exchange: Exchange): void {
    if (op.method === 'patch') return this.changedBy(fillPath(op.path, params), exchange);
    if (this.closed || !op.successStatuses.includes(exchange.status) || (op.method !== 'post' && op.method !== 'put'))
      return;
    if (op.method === 'put') {
      if (exchange.status !== 201) return;
      const own = this.spec.find('delete', op.path);
      if (own !== undefined)
        return this.add({ createdBy: op.id, deleteOperation: own.id, path: fillPath(op.path, params) });
    }
    const route = this.route(op);
    if (route === null) {
      const path = fillPath(op.path, params);
      if (exchange.status === 201 && !this.isCreated(path)) {
        const id = keyOf(exchange.json, 'id');
        this.undeletable.push({
          path: `${path}${id !== undefined ? ` → ${id}` : ''}`,
          operation: op.id,
          reason: 'created inside an object the run did not create, and the API has no DELETE for it',
        });
      }
      return;
    }
    const key = keyOf(exchange.json, route.param);
    if (key === undefined || Object.values(params).includes(key)) return;
    if (exchange.status !== 201 && !this.createsObjects(op)) return;
    const all = { ...params, [route.param]: key };
    if (!route.op.pathParams.every((name) => all[name] !== undefined)) return;
    this.add({ createdBy: op.id, deleteOperation: route.op.id, path: fillPath(route.op.path, all) });
  }

  /**
   * Records objects made as a side effect of creating the one at `alongside` (deleted just after it, as its
   * children are deleted before it).
   */
  recordAlong(alongside: string | undefined, objects: { operationId: string; params: Record<string, string> }[]): void {
    if (this.closed) return;
    const at = alongside === undefined ? -1 : this.created.findIndex((c) => c.path === alongside);
    for (const object of objects) {
      const op = this.spec.operation(object.operationId);
      const path = fillPath(op.path, object.params);
      if (this.createdPaths.has(path)) continue;
      this.createdPaths.add(path);
      const entry = {
        createdBy: `${at >= 0 ? (this.created[at]?.createdBy ?? op.id) : op.id} (alongside)`,
        deleteOperation: op.id,
        path,
      };
      if (at >= 0) this.created.splice(at, 0, entry);
      else this.created.push(entry);
    }
  }

  /** The path of the object a create answer was recorded under, if any. */
  pathOf(op: Operation, params: Record<string, string>, answer: unknown): string | undefined {
    const route = this.route(op);
    const key = route === null ? undefined : keyOf(answer, route.param);
    if (route === null || key === undefined) return undefined;
    const path = fillPath(route.op.path, { ...params, [route.param]: key });
    return this.createdPaths.has(path) ? path : undefined;
  }

  private add(object: CreatedObject): void {
    if (this.createdPaths.has(object.path)) return;
    if (process.env['DOCS_API_CONFORMANCE_DEBUG'] !== undefined)
      process.stderr.write(`ledger: created ${object.path} (${object.createdBy})\n`);
    this.createdPaths.add(object.path);
    this.created.push(object);
  }

  /**
   * After a PATCH of a pre-existing object read by beforeChange: an accepted one (2xx) changed the fields it sent,
   * to be PATCHed back at the end; a refused one changed nothing and is not recorded.
   */
  private changedBy(path: string, exchange: Exchange): void {
    const entry = this.changed.get(path);
    // No answer at all (status 0): the PATCH may have been applied, so its fields stay pending.
    if (this.closed || entry === undefined || exchange.status === 0) return;
    for (const field of bodyFields(exchange.request.body)) {
      const pending = (entry.pending.get(field) ?? 0) - 1;
      if (pending > 0) entry.pending.set(field, pending);
      else entry.pending.delete(field);
      if (is2xx(exchange.status)) entry.fields.add(field);
    }
  }

  /**
   * Called before a PATCH: when the object is not the run's own, reads it once (before its first change), so that
   * the fields an accepted PATCH sends (observe) can be PATCHed back at the end; until its answer they are pending.
   * Returns the fields that could not be taken back (absent before, and the PATCH refuses null): unless
   * `allowOneWay`, the caller must not send it.
   */
  async beforeChange(
    op: Operation,
    path: string,
    body: unknown,
    send: LedgerSend,
    allowOneWay = false,
  ): Promise<string[]> {
    if (this.closed || op.method !== 'patch' || this.isCreated(path)) return [];
    let entry = this.changed.get(path);
    if (entry === undefined) {
      const get = this.spec.find('get', op.path);
      const before =
        get === undefined
          ? Promise.resolve(undefined)
          : send('GET', path).then((e) => (e.status === 200 ? e.json : undefined));
      entry = {
        path,
        getOperation: get?.id ?? '',
        patchOperation: op.id,
        before,
        fields: new Set(),
        pending: new Map(),
      };
      this.changed.set(path, entry);
    }
    const before = await entry.before;
    if (!isObject(body)) return [];
    // A field the object lacks can only be taken back with null: where the PATCH refuses null, it is one-way.
    const properties = op.body === undefined ? {} : propertiesOf(this.spec.document, op.body);
    const oneWay = Object.keys(body).filter(
      (field) =>
        isObject(before) &&
        !(field in before) &&
        properties[field] !== undefined &&
        !acceptsNull(this.spec.document, properties[field]),
    );
    if (oneWay.length === 0 || allowOneWay)
      for (const field of Object.keys(body)) entry.pending.set(field, (entry.pending.get(field) ?? 0) + 1);
    return oneWay;
  }

  /**
   * What to PATCH back on a changed object: each changed field that differs now from before (read again; a field
   * the target ignored or that a later change put back is left alone), the ones it did not have cleared with null.
   */
  private async restoreBody(entry: Changed, fields: string[], before: Record<string, unknown>, send: LedgerSend) {
    const now =
      entry.getOperation === ''
        ? undefined
        : await send('GET', entry.path)
            .then((e) => (e.status === 200 ? e.json : undefined))
            .catch(() => undefined);
    const restore: Record<string, unknown> = {};
    for (const field of fields) {
      const unchanged =
        isObject(now) && field in now && field in before && canonical(now[field]) === canonical(before[field]);
      if (!unchanged) restore[field] = field in before ? before[field] : null;
    }
    return restore;
  }

  /** Restores one changed object; returns what could not be restored. */
  private async restore(entry: Changed, send: LedgerSend): Promise<Leftover[]> {
    const fields = [...new Set([...entry.fields, ...entry.pending.keys()])];
    if (fields.length === 0) return [];
    const before = await entry.before.catch(() => undefined);
    if (!isObject(before))
      return [
        {
          path: entry.path,
          operation: entry.patchOperation,
          reason: `changed (${fields.join(', ')}) but could not be read before the change`,
        },
      ];
    const patch = async (body: Record<string, unknown>): Promise<string | undefined> => {
      const answer = await send('PATCH', entry.path, body).catch((error: unknown) => error as Error);
      if (answer instanceof Error) return answer.message;
      return answer.status >= 300 ? `${answer.status} ${answer.bodyText.slice(0, 200)}` : undefined;
    };
    // Fields it did not have before are cleared with null (a target that refuses that keeps them: a leftover).
    const restore = await this.restoreBody(entry, fields, before, send);
    if (Object.keys(restore).length === 0 || (await patch(restore)) === undefined) return [];
    // One field at a time, to restore what can be and name what cannot.
    const leftovers: Leftover[] = [];
    for (const [field, value] of Object.entries(restore)) {
      const why = await patch({ [field]: value });
      if (why !== undefined)
        leftovers.push({
          path: entry.path,
          operation: entry.patchOperation,
          reason: `restoring ${field} to ${JSON.stringify(value)} answered ${why}`,
        });
    }
    return leftovers;
  }

  /** Deletes the created objects (newest first) and restores the changed ones; returns what is left. */
  async cleanup(send: LedgerSend): Promise<Leftover[]> {
    this.closed = true;
    const leftovers: Leftover[] = [...this.undeletable];
    for (const entry of this.changed.values()) leftovers.push(...(await this.restore(entry, send)));
    // Every object at once (the transport bounds the requests in flight); one that is refused, as an object made
    // after it may still hang on it, is deleted again after the others, newest first.
    const newestFirst = [...this.created].reverse();
    const first = await Promise.all(newestFirst.map((object) => this.remove(object, send)));
    for (const [index, object] of newestFirst.entries()) {
      if (first[index] === undefined) continue;
      const left = await this.remove(object, send);
      if (left !== undefined) leftovers.push(left);
    }
    return leftovers;
  }

  /** Deletes one object the run made; what is left when that did not work. */
  private async remove(object: CreatedObject, send: LedgerSend): Promise<Leftover | undefined> {
    const answer = await send('DELETE', object.path).catch((error: unknown) => error as Error);
    if (process.env['DOCS_API_CONFORMANCE_DEBUG'] !== undefined)
      process.stderr.write(
        `ledger: DELETE ${object.path} → ${answer instanceof Error ? answer.message : answer.status}\n`,
      );
    if (answer instanceof Error)
      return { path: object.path, operation: object.createdBy, reason: `DELETE failed: ${answer.message}` };
    if (answer.status >= 300 && answer.status !== 404 && answer.status !== 410)
      return {
        path: object.path,
        operation: object.createdBy,
        reason: `DELETE answered ${answer.status}: ${answer.bodyText.slice(0, 200)}`,
      };
    return undefined;
  }
}
