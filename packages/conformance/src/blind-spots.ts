/**
 * What the suite cannot see, said out loud: per operation, the documented response fields, statuses and request
 * fields that no requirement of a selection judges. Derived from the spec and the requirements' IDs, the way the
 * families are derived: a status is read by a requirement of the operation named after it (`….401`, `RSP-STATUS`,
 * `DEL-STATUS`), a request field only by a requirement that judges its effect (`judges`: a filter's items, an
 * order's keys; read-your-writes reads every written field back), a response field by the requirements that
 * compare it (round trips, PATCH semantics, counts, pages) or that declare it (`reads`). A limit or enumeration
 * requirement reads a body field back as sent (a round trip) but only sends a query parameter, judging the refusal
 * and not what the parameter does: that reads no request field. Response schema validation (RSP-SCHEMA) checks
 * shapes, not values, so it reads no response field.
 */
import type { Requirement } from './engine/types.js';
import { boundedFields } from './spec/bounds.js';
import type { ApiSpec, Operation } from './spec/operations.js';
import { propertiesOf, resolve } from './spec/schema-walk.js';
import { readTwin, writableFields } from './spec/writable.js';

export interface BlindSpot {
  operation: string;
  responseFields: string[];
  statuses: number[];
  requestFields: string[];
}

/** The documented top-level response fields of an operation's success answer (`items[].title` for a list's items). */
function responseFieldsOf(spec: ApiSpec, op: Operation): string[] {
  const schema = op.responseSchemas.get(op.successStatuses[0] ?? 200);
  if (schema === undefined) return [];
  const own = Object.keys(propertiesOf(spec.document, schema));
  const items = propertiesOf(spec.document, schema)['items'];
  const item = items === undefined ? undefined : resolve(spec.document, items).items;
  const inner = item === undefined ? [] : Object.keys(propertiesOf(spec.document, item)).map((f) => `items[].${f}`);
  return [...own, ...inner];
}

const requestFieldsOf = (spec: ApiSpec, op: Operation): string[] => [
  ...(op.body === undefined ? [] : Object.keys(propertiesOf(spec.document, op.body))),
  ...op.queryParams.map((p) => `?${p.name}`),
];

/** What the selected requirements read, per operation. */
function reads(spec: ApiSpec, requirements: Requirement[]) {
  const ids = new Set(requirements.map((r) => r.id));
  const response = new Map<string, Set<string>>();
  const request = new Map<string, Set<string>>();
  const statuses = new Map<string, Set<number>>();
  const add = <T>(map: Map<string, Set<T>>, op: string, value: T) =>
    map.set(op, (map.get(op) ?? new Set<T>()).add(value));
  const readField = (op: Operation, field: string) => {
    add(response, op.id, field);
    add(response, op.id, `items[].${field}`);
  };
  for (const r of requirements) {
    const status = /\.(\d{3})$/.exec(r.id)?.[1];
    for (const id of r.operations) {
      if (!spec.has(id)) continue;
      const op = spec.operation(id);
      if (status !== undefined) add(statuses, id, Number(status));
      if (/^(RSP-STATUS|DEL-STATUS|PATCH-KEEP|RYW|PAG-NEXT)\./.test(r.id))
        for (const s of op.successStatuses) add(statuses, id, s);
      for (const field of r.reads ?? []) readField(op, field);
      for (const field of r.judges ?? []) add(request, id, field);
      if (r.id.startsWith('PAG-') || r.id.startsWith('COUNT-FOLLOWS.'))
        for (const f of ['items', 'next', 'count', '?limit', '?page'])
          add(f.startsWith('?') ? request : response, id, f);
    }
    const counter = /^COUNT-PARENT\.([^.]+)\.(.+)$/.exec(r.id);
    if (counter?.[1] !== undefined && counter[2] !== undefined) add(response, counter[1], counter[2]);
  }
  for (const field of boundedFields(spec)) {
    const judged = [...ids].some((id) => id.startsWith(`LIM-${field.key}.`) || id.startsWith(`ENUM-${field.key}`));
    if (!judged) continue;
    for (const site of field.sites) {
      const name = site.path[0] ?? '';
      // A body value at a bound is read back as sent (stored); a query value is only sent: what it does is judged by
      // the requirement that names it in `judges` (a filter's items, an order's keys), if any.
      if (site.in === 'body') {
        add(request, site.operation.id, name);
        readField(site.operation, name);
        const twin = spec.find('get', site.operation.path);
        if (twin !== undefined) readField(twin, name);
      }
    }
  }
  for (const op of spec.operations.filter((o) => ids.has(`RYW.${o.id}`))) {
    for (const { name } of writableFields(spec, op)) {
      add(request, op.id, name);
      readField(op, name);
      const twin = readTwin(spec, op);
      if (twin !== undefined) readField(twin, name);
    }
  }
  return { response, request, statuses };
}

/** Per operation of the selection, what it documents and no selected requirement reads (operations with none left out). */
export function blindSpots(spec: ApiSpec, requirements: Requirement[]): BlindSpot[] {
  const read = reads(spec, requirements);
  const operations = new Set(requirements.flatMap((r) => r.operations));
  const spots: BlindSpot[] = [];
  for (const op of spec.operations.filter((o) => operations.has(o.id))) {
    const unread = <T>(all: T[], seen: Set<T> | undefined) => all.filter((x) => seen?.has(x) !== true);
    const spot: BlindSpot = {
      operation: op.id,
      // Every check finds objects by their id.
      responseFields: unread(responseFieldsOf(spec, op), read.response.get(op.id)).filter(
        (f) => f !== 'id' && f !== 'items[].id',
      ),
      statuses: unread([...op.mediaTypes.keys()], read.statuses.get(op.id)),
      requestFields: unread(requestFieldsOf(spec, op), read.request.get(op.id)),
    };
    if (spot.responseFields.length + spot.statuses.length + spot.requestFields.length > 0) spots.push(spot);
  }
  return spots;
}

/** Totals of a blind-spot list. */
export const blindTotals = (spots: BlindSpot[]) => ({
  operations: spots.length,
  responseFields: spots.reduce((n, s) => n + s.responseFields.length, 0),
  statuses: spots.reduce((n, s) => n + s.statuses.length, 0),
  requestFields: spots.reduce((n, s) => n + s.requestFields.length, 0),
});

/** The `list --blind-spots` output: one block per operation and the totals, or the same as JSON. */
export function blindSpotsText(spots: BlindSpot[], json: boolean): string {
  const totals = blindTotals(spots);
  if (json) return `${JSON.stringify({ totals, operations: spots }, null, 2)}\n`;
  const show = (label: string, values: (string | number)[]) =>
    values.length === 0 ? '' : `  ${label}: ${values.join(', ')}\n`;
  const blocks = spots.map(
    (spot) =>
      `${spot.operation}\n${show('response fields', spot.responseFields)}${show('statuses', spot.statuses)}${show('request fields', spot.requestFields)}`,
  );
  return `${blocks.join('')}\n${totals.operations} operations with blind spots: ${totals.responseFields} response fields, ${totals.statuses} statuses, ${totals.requestFields} request fields no requirement reads\n`;
}
