/**
 * The documented elements no requirement can judge from outside, each rule with why: `list --blind-spots` prints
 * what they cover apart from the open blind spots (blind-spots.ts). A rule covers an element only where a request
 * of the contract cannot provoke it or no outside observer can predict its value; an element a requirement could
 * judge and does not stays an open blind spot.
 */
import type { ApiSpec, Operation } from './spec/operations.js';
import { resolve } from './spec/schema-walk.js';

export type BlindKind = 'response field' | 'status' | 'request field';

export interface KnownRule {
  /** A short name, shown as the heading of what it covers. */
  name: string;
  /** Why no requirement can decide it from outside. */
  why: string;
  covers(spec: ApiSpec, op: Operation, kind: BlindKind, element: string | number): boolean;
}

/** Reads every member may send, and the ping: no caller the fixtures name is refused them. */
const anyMember = (op: Operation): boolean => op.method === 'get' || op.id === 'updateOrganizationMemberLastSeenAt';

/** A request that carries nothing a schema can refuse: no body, and every parameter a free-form string. */
function nothingToRefuse(spec: ApiSpec, op: Operation): boolean {
  if (op.body !== undefined) return false;
  return [...op.pathParameters, ...op.queryParams].every((p) => {
    const schema = p.schema === undefined ? {} : resolve(spec.document, p.schema);
    return (
      (schema.type === undefined || schema.type === 'string') &&
      schema.pattern === undefined &&
      schema.enum === undefined &&
      schema.format === undefined &&
      (schema.minLength ?? 0) <= 1 &&
      schema.maxLength === undefined
    );
  });
}

/** An Organization field the product's billing sets: no operation of the API writes it. */
const billingFields = new Set(['plan', 'billing', 'trial', 'blocked', 'internal_billingMigration']);

export const knownRules: KnownRule[] = [
  {
    name: '403 on a request every member may send',
    why: "A member is refused a read (or the ping) only below role read, as a guest (docs/behaviour.md#roles-and-access-levels). The fixtures' callers are an admin, a member with role read and an admin of another organization (answered 404): none of them can be refused with 403 here.",
    covers: (_spec, op, kind, element) => kind === 'status' && element === 403 && anyMember(op),
  },
  {
    name: '400 on a request with nothing a schema can refuse',
    why: 'The request has no body and its parameters are free-form strings (ids, keys): no request of the form the contract gives is malformed. A wrong id is unknown (404), not malformed.',
    covers: (spec, op, kind, element) => kind === 'status' && element === 400 && nothingToRefuse(spec, op),
  },
  {
    name: '404 of the organizations of an email domain',
    why: 'Its path names an email domain, not an object: the contract shows no domain that is not found, and the reference answers every domain (an empty list for one no organization claims).',
    covers: (_spec, op, kind, element) =>
      kind === 'status' && element === 404 && op.id === 'getOrganizationsForEmailDomain',
  },
  {
    name: "an organization's billing state",
    why: "Set by the product's billing, outside the API: no operation writes it, so no value can be predicted. RSP-SCHEMA checks its shape.",
    covers: (spec, op, kind, element) =>
      kind === 'response field' &&
      spec.resourceName(op) === 'Organization' &&
      billingFields.has(String(element).replace(/^items\[\]\./, '')),
  },
];
