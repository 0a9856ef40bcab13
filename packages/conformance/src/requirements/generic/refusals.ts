/**
 * Requests a server must refuse, derived from the spec: every request body is `application/json`, every create's
 * body schema names its `required` properties, and every DELETE removes an object a later write cannot reach.
 * - REQ-MEDIA-TYPE (SHOULD, docs/behaviour.md#error-body-and-failure-statuses): the operation's valid body sent as
 *   `text/plain` is refused with 415 and the error body. The negative phase sends such bodies too, but only asks
 *   for no 5xx: a server that reads any body as JSON passed it.
 * - REQ-TOO-LARGE (SHOULD, the same source): the valid body padded with whitespace beyond the spec's
 *   `x-request-limits.maxBodyBytes` is refused with 413 and the error body.
 * - REQ-REQUIRED.<op>.<field> (MUST, the contract's "Otherwise the field is Required."): a create without one
 *   required body property is refused (no 2xx) and creates nothing (its list holds no new item);
 *   `.400` (SHOULD, docs/behaviour.md#error-body-and-failure-statuses): the refusal is 400 with the error body.
 * - GONE-WRITE.<op> (MUST, RFC 9110 §9.3.5; for a space, the contract's soft-deletion table, where only restore leads
 *   out of `deleted`): after a DELETE, a PATCH or PUT of the object and a create of a child under it are refused
 *   (no 2xx), and none brings the object back. The DELETE sent again must not bring it back either, but may succeed
 *   (RFC 9110 §9.2.2: a repeated DELETE's answer may differ; the contract shows no DELETE of a deleted object).
 *   `.404` (SHOULD, docs/behaviour.md#error-body-and-failure-statuses): each of them, the DELETE again included, is
 *   answered 404 with the error body. A PUT that creates (201) or sets an object that has no GET of its own (a team
 *   membership) may re-create it, and a space's restore is not a write.
 */
import fc from 'fast-check';
import type { Check } from '../../engine/check.js';
import { NotApplicable } from '../../engine/errors.js';
import { Ledger } from '../../engine/ledger.js';
import { moduleFile, type SuiteModule } from '../../engine/module.js';
import type { Findings } from '../../engine/property.js';
import { propertyCheck } from '../../engine/property-check.js';
import { contract, failureStatuses, rfc } from '../../engine/sources.js';
import type { Session } from '../../engine/session.js';
import type { Params, Toolkit } from '../../engine/session-registry.js';
import type { Requirement } from '../../engine/types.js';
import type { ApiSpec, Operation } from '../../contract/operations.js';
import { requiredOf } from '../../contract/schema-walk.js';
import { about, answer, idsOf, is2xx, isStatusWithErrorBody } from '../entries-and-answers.js';
import { allItems } from './field-io.js';
import { mutationLocks, passiveIds, refusedParams } from './locks-and-params.js';

export const mediaTypeRefusalId = (op: Operation): string => `REQ-MEDIA-TYPE.${op.id}`;
export const tooLargeId = (op: Operation): string => `REQ-TOO-LARGE.${op.id}`;
/** `REQ-REQUIRED.<op>.<field>` (MUST: refused, nothing created); its status is `<id>.400` (SHOULD). */
export const requiredId = (op: Operation, field: string): string => `REQ-REQUIRED.${op.id}.${field}`;
/** `GONE-WRITE.<op>` (MUST: refused, nothing brought back); its status is `<id>.404` (SHOULD). */
export const goneWriteId = (op: Operation): string => `GONE-WRITE.${op.id}`;

/** A field without a trailing `?` is Required: a request without it is not one the contract describes. */
const requiredField = contract(
  'Endpoints › Conventions',
  'A trailing `?` marks an optional field or parameter. Otherwise the field is Required.',
);
/** After a DELETE the object's path names nothing: writes to it have nothing to act on. */
const deleteRemoves = rfc(
  'RFC 9110 §9.3.5',
  'The DELETE method requests that the origin server remove the association between the target resource and its current functionality.',
);
/** A deleted space leaves `deleted` only by restore (or for good after 7 days): no write brings it back. */
const spaceSoftDeletion = contract(
  'States and transitions › Space soft deletion',
  'active | DELETE space | | deleted | responds 205; the space is permanently removed after 7 days | | deleted | POST restore | deleted within the last 7 days | active | responds 200 with the Space',
);

const once = <T>(id: string, examine: (s: Session, findings: Findings) => Promise<T>) => ({
  arbitrary: fc.constant(id),
  numRuns: 1,
  examine: async (_: string, s: Session, findings: Findings) => {
    await examine(s, findings);
  },
});

/** The largest JSON body the spec's `x-request-limits` lets a client send, if it says. */
function maxBodyBytes(spec: ApiSpec): number | undefined {
  const limits = (spec.document as { 'x-request-limits'?: { maxBodyBytes?: unknown } })['x-request-limits'];
  return typeof limits?.maxBodyBytes === 'number' ? limits.maxBodyBytes : undefined;
}

/** The JSON text of `body` padded with whitespace to `bytes` bytes: the same value, only too long. */
const padded = (body: unknown, bytes: number): string => {
  const text = JSON.stringify(body);
  return `${text.slice(0, -1)}${' '.repeat(Math.max(0, bytes - text.length))}${text.slice(-1)}`;
};

/** The operation's valid body wrapped wrongly: labelled text/plain (415), or longer than the spec lets a body be (413). */
function bodyRefusals(spec: ApiSpec, toolkit: Toolkit, op: Operation): { requirements: Requirement[]; check: Check } {
  const mediaId = mediaTypeRefusalId(op);
  const largeId = tooLargeId(op);
  const limit = maxBodyBytes(spec);
  const requirements = [
    about(op, {
      id: mediaId,
      level: 'SHOULD',
      source: failureStatuses,
      section: 'Errors',
      category: 'robustness',
      statement: `${op.id} refuses its valid body sent as text/plain (not application/json) with 415 and the error body`,
      statuses: [415],
    }),
    ...(limit === undefined
      ? []
      : [
          about(op, {
            id: largeId,
            level: 'SHOULD',
            source: failureStatuses,
            section: 'Errors',
            category: 'robustness',
            statement: `${op.id} refuses its valid body padded with whitespace beyond ${limit} bytes (x-request-limits) with 413 and the error body`,
            statuses: [413],
          }),
        ]),
  ];
  return {
    requirements,
    check: propertyCheck({
      name: `body media type and size ${op.id}`,
      covers: requirements.map((r) => r.id),
      feeds: passiveIds(op),
      locks: mutationLocks(toolkit, op),
      example: once(mediaId, async (s, findings) => {
        const params = await refusedParams(s, op);
        const body = (await s.baseBody(op, params)) ?? {};
        // The JSON text itself, so that only the label is wrong: a server that ignores it accepts the request.
        const plain = await s.callRaw(op, { params, body, contentType: 'text/plain' });
        findings.require(mediaId, isStatusWithErrorBody(plain, 415), () => `sent as text/plain: ${answer(plain)}`);
        if (limit === undefined) return;
        // Whitespace between tokens: still the valid body's JSON, only longer than a server has to read.
        const large = await s.callRaw(op, { params, rawBody: padded(body, limit + 1024) });
        findings.require(
          largeId,
          isStatusWithErrorBody(large, 413),
          () => `sent ${limit + 1024} bytes (whitespace-padded valid body): ${answer(large)}`,
        );
      }),
    }),
  };
}

/** New items of `list` not made by a request of the run that succeeded (those are in the ledger). */
async function strangers(s: Session, create: Operation, list: Operation, params: Params, before: Set<string>) {
  const items = await allItems(s, list, params);
  return items
    .filter((item) => !before.has(idsOf(item)[0] ?? '') && s.env.ledger.pathOf(create, params, item) === undefined)
    .map((item) => idsOf(item)[0] ?? JSON.stringify(item));
}

function requiredRefusals(
  spec: ApiSpec,
  toolkit: Toolkit,
  op: Operation,
): { requirements: Requirement[]; check: Check } {
  const fields = requiredOf(spec.document, op.body ?? {});
  const found = spec.find('get', op.path);
  const list = found !== undefined && spec.isList(found) ? found : undefined;
  const requirements = fields.flatMap((field) => [
    about(op, {
      id: requiredId(op, field),
      level: 'MUST',
      source: requiredField,
      category: 'robustness',
      statement: `${op.id} without the required body property ${field} is refused (no 2xx)${list === undefined ? '' : ` and creates nothing (${list.id} holds no new item)`}`,
      judges: [field],
    }),
    about(op, {
      id: `${requiredId(op, field)}.400`,
      // The contract marks the field Required, not what a request without it gets: the 400 is the reference's.
      level: 'SHOULD',
      source: failureStatuses,
      category: 'robustness',
      statement: `${op.id} without the required body property ${field} answers 400 with the error body`,
      judges: [field],
    }),
  ]);
  const check = propertyCheck({
    name: `required body properties ${op.id}`,
    covers: requirements.map((r) => r.id),
    feeds: [...passiveIds(op), ...(list === undefined ? [] : passiveIds(list))],
    locks: mutationLocks(toolkit, op),
    example: once(op.id, async (s, findings) => {
      const params = await refusedParams(s, op);
      const base = (await s.baseBody(op, params)) ?? {};
      for (const field of fields) {
        const id = requiredId(op, field);
        const before =
          list === undefined ? undefined : new Set((await allItems(s, list, params)).map((i) => idsOf(i)[0] ?? ''));
        const { [field]: _left, ...body } = base;
        const exchange = await s.callRaw(op, { params, body });
        if (!findings.require(id, !is2xx(exchange), () => `without ${field}: ${answer(exchange)}`)) continue;
        findings.require(
          `${id}.400`,
          isStatusWithErrorBody(exchange, 400),
          () => `without ${field}: ${answer(exchange)}`,
        );
        if (list === undefined || before === undefined) continue;
        // A create of another check may have answered after this list was read: read once more before judging.
        let made = await strangers(s, op, list, params, before);
        if (made.length > 0) made = await strangers(s, op, list, params, before);
        findings.require(
          id,
          made.length === 0,
          () => `without ${field}: ${answer(exchange)}, yet ${list.id} now holds ${made.join(', ')}`,
        );
      }
    }),
  });
  return { requirements, check };
}

/** The writes that must not reach an object after `remove`: its DELETE again, its PATCH/PUT, its children's creates. */
function writesAfter(spec: ApiSpec, ledger: Ledger, remove: Operation): Operation[] {
  const readable = spec.find('get', remove.path) !== undefined;
  const own = spec.operations.filter(
    (op) =>
      op.path === remove.path &&
      (op.method === 'delete' ||
        op.method === 'patch' ||
        (op.method === 'put' && readable && !op.successStatuses.includes(201))),
  );
  const children = spec.operations.filter(
    (op) =>
      (op.method === 'post' || op.method === 'put') &&
      op.path.startsWith(`${remove.path}/`) &&
      !op.path.slice(remove.path.length + 1).includes('{') &&
      ledger.createsObjects(op),
  );
  // The DELETE again first: it cannot re-create what a PATCH that upserts would bring back.
  return [...own.filter((op) => op.method === 'delete'), ...own.filter((op) => op.method !== 'delete'), ...children];
}

/** The DELETE that removed the object, sent again. */
const isAgain = (op: Operation, remove: Operation): boolean => op.method === 'delete' && op.path === remove.path;

/**
 * Whether the deleted object is there: its GET answers it (and not as soft-deleted), or the list on its parent's path
 * holds it; undefined when the suite cannot read it.
 */
async function isThere(s: Session, remove: Operation, params: Params): Promise<boolean | undefined> {
  const read = s.spec.find('get', remove.path);
  if (read !== undefined) {
    const exchange = await s.callRaw(read, { params });
    const softDeleted =
      s.spec.find('post', `${remove.path}/restore`) !== undefined &&
      typeof (exchange.json as { deletedAt?: unknown } | undefined)?.deletedAt === 'string';
    return is2xx(exchange) && !softDeleted;
  }
  const list = s.spec.find('get', remove.path.slice(0, remove.path.lastIndexOf('/')));
  if (list === undefined || !s.spec.isList(list)) return undefined;
  const target = params[remove.pathParams.at(-1) ?? ''] ?? '';
  return (await allItems(s, list, params)).some((item) => idsOf(item).includes(target));
}

function goneWrites(spec: ApiSpec, toolkit: Toolkit, ledger: Ledger, remove: Operation) {
  const writes = writesAfter(spec, ledger, remove);
  const target = remove.pathParams.at(-1) ?? '';
  if (writes.length === 0 || toolkit.provider(target, remove)?.fresh === undefined) return undefined;
  const soft = spec.find('post', `${remove.path}/restore`) !== undefined;
  const section = 'Endpoints › Conventions';
  const requirements = writes.flatMap((op) => [
    about(op, {
      id: goneWriteId(op),
      level: 'MUST',
      source: soft ? spaceSoftDeletion : deleteRemoves,
      section,
      category: 'delete',
      statement: isAgain(op, remove)
        ? `after ${remove.id}, ${op.id} again does not bring the object back (it may succeed: RFC 9110 §9.2.2)`
        : `after ${remove.id}, ${op.id} on the deleted object is refused (no 2xx) and does not bring it back`,
    }),
    about(op, {
      id: `${goneWriteId(op)}.404`,
      // The 404 is the reference's: the contract shows no failure status (and a second DELETE may succeed, RFC 9110).
      level: 'SHOULD',
      source: failureStatuses,
      section,
      category: 'delete',
      statement: `after ${remove.id}, ${op.id} on the deleted object answers 404 with the error body`,
    }),
  ]);
  const check = propertyCheck({
    name: `writes after ${remove.id}`,
    covers: requirements.map((r) => r.id),
    feeds: writes.flatMap(passiveIds),
    example: once(remove.id, async (s, findings) => {
      const params = await s.paramsFor(remove, 'own');
      // Bodies first: a module's body may read the object (or its parents) that is about to go.
      const bodies = await Promise.all(
        writes.map((op) => (op.body === undefined ? undefined : s.baseBody(op, params))),
      );
      // Byte for byte on its own connection, as the DELETE family reads it: a 204 with a body spoils no later answer.
      const removed = await s.callRaw(remove, { params, raw: true });
      // A delete that fails is DEL-STATUS's finding (and any 2xx deletes, whatever DEL-STATUS says of its status).
      if (!is2xx(removed)) throw new NotApplicable(`the delete itself failed: ${answer(removed)}`);
      // Still there after the delete: DEL-GONE's finding, and no write below is blamed for bringing it back.
      let there = await isThere(s, remove, params);
      for (const [index, op] of writes.entries()) {
        const id = goneWriteId(op);
        const body = bodies[index];
        const exchange = await s.callRaw(op, {
          params,
          ...(body !== undefined ? { body } : {}),
          ...(op.method === 'delete' ? { raw: true } : {}),
        });
        const said = () => `after ${remove.id}: ${answer(exchange)}`;
        // The DELETE again may succeed (RFC 9110 §9.2.2): only its status is the reference's.
        if (isAgain(op, remove) || findings.require(id, !is2xx(exchange), said))
          findings.require(`${id}.404`, isStatusWithErrorBody(exchange, 404), said);
        const now = await isThere(s, remove, params);
        if (there === false)
          findings.require(id, now !== true, () => `${said()}, and ${remove.id}'s object is there again`);
        there = now;
      }
    }),
  });
  return { requirements, check };
}

export const refusalsModule: SuiteModule = {
  name: 'refusals',
  file: moduleFile(import.meta.url),
  refusals: true,
  build(spec, toolkit) {
    const ledger = new Ledger(spec);
    const media = spec.operations.filter((op) => op.body !== undefined).map((op) => bodyRefusals(spec, toolkit, op));
    const required = spec.operations
      .filter((op) => op.body !== undefined && op.method !== 'get' && ledger.createsObjects(op))
      .filter((op) => requiredOf(spec.document, op.body ?? {}).length > 0)
      .map((op) => requiredRefusals(spec, toolkit, op));
    const gone = spec.operations
      .filter((op) => op.method === 'delete')
      .flatMap((op) => goneWrites(spec, toolkit, ledger, op) ?? []);
    return {
      requirements: [
        ...media.flatMap((m) => m.requirements),
        ...required.flatMap((r) => r.requirements),
        ...gone.flatMap((g) => g.requirements),
      ],
      checks: [...media.map((m) => m.check), ...required.map((r) => r.check), ...gone.map((g) => g.check)],
    };
  },
};
