/**
 * What the suite cannot see, said out loud: per operation, the documented response fields, statuses and request
 * fields that no requirement of a selection judges. Derived from the spec and the requirements' IDs, the way the
 * families are derived: a status is read by a requirement of the operation named after it (`….401`, `RSP-STATUS`,
 * `DEL-STATUS`), a request field only by a requirement that judges its effect (`judges`: a filter's items, an
 * order's keys; read-your-writes reads every written field back), a response field by the requirements that
 * compare it (round trips, PATCH semantics, counts, pages) or that declare it (`reads`; `readsIn` for the GET and lists
 * a write is read back through). A limit or enumeration
 * requirement reads a body field back as sent (a round trip) but only sends a query parameter, judging the refusal
 * and not what the parameter does: that reads no request field. Response schema validation (RSP-SCHEMA) checks
 * shapes, not values, so it reads only the fields whose schema admits one value (`object`'s `const`). A
 * requirement names the statuses it provokes and judges exactly in `statuses`.
 */
import type { Requirement } from './engine/types.js';
import { boundedFields } from './contract/bounds.js';
import { knownRules, type BlindKind, type KnownRule } from './known-blind-spots.js';
import type { ApiSpec, Operation } from './contract/operations.js';
import { propertiesOf, resolve, type Schema } from './contract/schema-walk.js';
import { readTwin, writableFields } from './contract/writable.js';

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

/** A field whose schema admits one value only (`const`, a one-value `enum`): validating the answer judges it whole. */
const singleValued = (spec: ApiSpec, schema: Schema | undefined): boolean => {
  if (schema === undefined) return false;
  const resolved = resolve(spec.document, schema);
  return resolved.const !== undefined || resolved.enum?.length === 1;
};

/** The response fields of an operation that RSP-SCHEMA decides alone (see singleValued). */
function schemaDecided(spec: ApiSpec, op: Operation): string[] {
  const schema = op.responseSchemas.get(op.successStatuses[0] ?? 200);
  if (schema === undefined) return [];
  const properties = propertiesOf(spec.document, schema);
  const items = properties['items'];
  const item = items === undefined ? undefined : resolve(spec.document, items).items;
  const inner = item === undefined ? {} : propertiesOf(spec.document, item);
  return [
    ...Object.keys(properties).filter((f) => singleValued(spec, properties[f])),
    ...Object.keys(inner)
      .filter((f) => singleValued(spec, inner[f]))
      .map((f) => `items[].${f}`),
  ];
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
      if (r.id === `RSP-SCHEMA.${id}`) for (const field of schemaDecided(spec, op)) add(response, id, field);
      if (/^(RSP-STATUS|DEL-STATUS|PATCH-KEEP|RYW|PAG-NEXT)\./.test(r.id))
        for (const s of op.successStatuses) add(statuses, id, s);
      for (const s of r.statuses ?? []) add(statuses, id, s);
      for (const field of r.reads ?? []) readField(op, field);
      for (const field of r.judges ?? []) add(request, id, field);
      if (r.id.startsWith('PAG-') || r.id.startsWith('COUNT-FOLLOWS.'))
        for (const f of ['items', 'next', 'count', '?limit', '?page'])
          add(f.startsWith('?') ? request : response, id, f);
    }
    for (const [id, fields] of Object.entries(r.readsIn ?? {}))
      if (spec.has(id)) for (const field of fields) readField(spec.operation(id), field);
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
  // Answers compared field by field with a GET (`mirrors`) and the GET itself read, after everything else, what any of
  // them reads: equal to a judged value, a value is judged.
  for (const r of requirements)
    for (const [get, compared] of Object.entries(r.mirrors ?? {})) {
      const group = [get, ...compared].filter((id) => spec.has(id));
      const judged = new Set(
        group.flatMap((id) => [...(response.get(id) ?? [])].map((f) => f.replace(/^items\[\]\./, ''))),
      );
      for (const id of group) for (const field of judged) readField(spec.operation(id), field);
    }
  return { response, request, statuses };
}

/** Per operation of the selection, what it documents and no selected requirement reads (known ones included). */
function unreadSpots(spec: ApiSpec, requirements: Requirement[]): BlindSpot[] {
  const read = reads(spec, requirements);
  const operations = new Set(requirements.flatMap((r) => r.operations));
  return spec.operations
    .filter((o) => operations.has(o.id))
    .map((op) => {
      const unread = <T>(all: T[], seen: Set<T> | undefined) => all.filter((x) => seen?.has(x) !== true);
      return {
        operation: op.id,
        // Every check finds objects by their id.
        responseFields: unread(responseFieldsOf(spec, op), read.response.get(op.id)).filter(
          (f) => f !== 'id' && f !== 'items[].id',
        ),
        statuses: unread([...op.mediaTypes.keys()], read.statuses.get(op.id)),
        requestFields: unread(requestFieldsOf(spec, op), read.request.get(op.id)),
      };
    });
}

/** The rule of known-blind-spots.ts that explains an unread element, if one does. */
const ruleFor = (spec: ApiSpec, operation: string, kind: BlindKind, element: string | number) =>
  knownRules.find((rule) => rule.covers(spec, spec.operation(operation), kind, element));

/** Per operation of the selection, what it documents, no selected requirement reads and no known rule explains. */
export function blindSpots(spec: ApiSpec, requirements: Requirement[]): BlindSpot[] {
  const open = <T extends string | number>(spot: BlindSpot, kind: BlindKind, values: T[]) =>
    values.filter((v) => ruleFor(spec, spot.operation, kind, v) === undefined);
  return unreadSpots(spec, requirements)
    .map((spot) => ({
      operation: spot.operation,
      responseFields: open(spot, 'response field', spot.responseFields),
      statuses: open(spot, 'status', spot.statuses),
      requestFields: open(spot, 'request field', spot.requestFields),
    }))
    .filter((spot) => spot.responseFields.length + spot.statuses.length + spot.requestFields.length > 0);
}

/** What a rule of known-blind-spots.ts explains in a selection: `operation: element` entries. */
export interface KnownSpots {
  name: string;
  why: string;
  kind: BlindKind;
  elements: { operation: string; element: string | number }[];
}

/** The unread elements of a selection that a known rule explains, grouped by rule (rules that explain none left out). */
export function knownSpots(spec: ApiSpec, requirements: Requirement[]): KnownSpots[] {
  const groups = new Map<KnownRule, KnownSpots>();
  for (const spot of unreadSpots(spec, requirements)) {
    const each: [BlindKind, (string | number)[]][] = [
      ['response field', spot.responseFields],
      ['status', spot.statuses],
      ['request field', spot.requestFields],
    ];
    for (const [kind, values] of each)
      for (const value of values) {
        const rule = ruleFor(spec, spot.operation, kind, value);
        if (rule === undefined) continue;
        const group = groups.get(rule) ?? { name: rule.name, why: rule.why, kind, elements: [] };
        group.elements.push({ operation: spot.operation, element: value });
        groups.set(rule, group);
      }
  }
  return knownRules.flatMap((rule) => groups.get(rule) ?? []);
}

/** Totals of a blind-spot list. */
export const blindTotals = (spots: BlindSpot[]) => ({
  operations: spots.length,
  responseFields: spots.reduce((n, s) => n + s.responseFields.length, 0),
  statuses: spots.reduce((n, s) => n + s.statuses.length, 0),
  requestFields: spots.reduce((n, s) => n + s.requestFields.length, 0),
});

/** `text` in lines of at most 116 characters, the first after `first`, the others after `indent`. */
function wrap(text: string, indent: string, first = `${indent.slice(2)}`): string {
  const lines: string[] = [];
  let line = first;
  for (const word of text.split(' ')) {
    if (line.trim() !== '' && line.length + word.length + 1 > 116) {
      lines.push(line);
      line = indent;
    }
    line += line.trim() === '' ? word : ` ${word}`;
  }
  return `${[...lines, line].join('\n')}\n`;
}

/** The `list --blind-spots` output: one block per operation and the totals, then the known ones; or the same as JSON. */
export function blindSpotsText(spots: BlindSpot[], known: KnownSpots[], json: boolean): string {
  const totals = blindTotals(spots);
  const explained = known.reduce((n, k) => n + k.elements.length, 0);
  if (json)
    return `${JSON.stringify({ totals: { ...totals, known: explained }, operations: spots, known }, null, 2)}\n`;
  const show = (label: string, values: (string | number)[]) =>
    values.length === 0 ? '' : `  ${label}: ${values.join(', ')}\n`;
  const blocks = spots.map(
    (spot) =>
      `${spot.operation}\n${show('response fields', spot.responseFields)}${show('statuses', spot.statuses)}${show('request fields', spot.requestFields)}`,
  );
  const knownBlocks = known.map((k) => {
    const byElement = new Map<string | number, string[]>();
    for (const { operation, element } of k.elements)
      byElement.set(element, [...(byElement.get(element) ?? []), operation]);
    const lines = [...byElement].map(([element, operations]) => wrap(`${element}: ${operations.join(', ')}`, '      '));
    return `  ${k.name}: ${k.elements.length}\n${wrap(`why: ${k.why}`, '      ', '    ')}${lines.join('')}`;
  });
  const apart =
    known.length === 0
      ? ''
      : `\nKnown blind spots, not decidable from outside (src/known-blind-spots.ts):\n${knownBlocks.join('')}`;
  return `${blocks.join('')}${apart}\n${totals.operations} operations with blind spots: ${totals.responseFields} response fields, ${totals.statuses} statuses, ${totals.requestFields} request fields no requirement reads; ${explained} more known and explained\n`;
}
