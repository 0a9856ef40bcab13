/**
 * The HTTP every client relies on, where the contract is silent (issue: what RFC 9110 lets a client vary without
 * changing the meaning of a request does not change the answer).
 * - HTTP-HEAD.<getOp> (MUST, RFC 9110 §9.1: "All general-purpose servers MUST support the methods GET and HEAD"):
 *   a HEAD of what a GET reads is answered with the GET's status and media type, and no content (§9.3.2).
 * - HTTP-EQUIVALENT.<getOp> (SHOULD, RFC 9110 / RFC 3986): the same read sent the ways RFC 9110 makes equivalent
 *   gets the same answer — the auth scheme in lower and upper case (§11.1: case-insensitive), a header field name
 *   in upper case (§5.1), `Accept` left out, `*\/*` or `application/json` with a lower alternative (§12.5.1), an
 *   unreserved character of the last path id percent-encoded (RFC 3986 §6.2.2.2). The status must be the plain
 *   read's; the body too, where two plain reads around the variants agree (the object may change meanwhile).
 * - HTTP-EQUIVALENT.<patchOp> (SHOULD, RFC 9110 §8.3.1: type, subtype and parameter names are case-insensitive):
 *   a valid PATCH labelled `Application/JSON; Charset="utf-8"` is accepted like one labelled `application/json`.
 * Methods a path does not list are ROB-ALLOW's (malformed.ts).
 */
import type { Check } from '../../engine/check.js';
import { NotApplicable } from '../../engine/errors.js';
import { moduleFile, type Built, type SuiteModule } from '../../engine/module.js';
import { propertyCheck } from '../../engine/property-check.js';
import type { CallOptions, Session } from '../../engine/session.js';
import { rfc } from '../../engine/sources.js';
import type { Params, Toolkit } from '../../engine/session-registry.js';
import type { Exchange, Requirement } from '../../engine/types.js';
import { fillPath, type ApiSpec, type Operation } from '../../contract/operations.js';
import { about, answer, exampleOnce, is2xx } from '../entries-and-answers.js';
import { feedsAndLocks, onceParams } from './locks-and-params.js';

export const headId = (op: Operation): string => `HTTP-HEAD.${op.id}`;
export const equivalentId = (op: Operation): string => `HTTP-EQUIVALENT.${op.id}`;

const headSource = rfc('RFC 9110 §9.1', 'All general-purpose servers MUST support the methods GET and HEAD.');
/** The first of the equivalences the variants rest on; the others: RFC 9110 §5.1, §12.5.1 and RFC 3986 §6.2.2.2. */
const variantsSource = rfc('RFC 9110 §11.1', 'It uses a case-insensitive token to identify the authentication scheme');
const mediaTypeSource = rfc('RFC 9110 §8.3.1', 'The type and subtype tokens are case-insensitive.');

/** A way of sending the same read, as the options of the call and what it is, for the message. */
interface Variant {
  name: string;
  options: (s: Session, params: Params) => Promise<CallOptions>;
}

/**
 * The admin's current token, written by the variant itself (`as: 'none'`): a token provider's refresh after a 401
 * (tokens.ts) belongs to the run's own requests; a variant refused with a token revoked meanwhile is sent again.
 */
const tokenOf = async (s: Session): Promise<string> =>
  (await s.env.tokens?.current('admin')) ?? s.fixtures.tokens.admin;

const variants: Variant[] = [
  {
    name: 'the auth scheme in lower case (`bearer`)',
    options: async (s) => ({ as: 'none', headers: { Authorization: `bearer ${await tokenOf(s)}` } }),
  },
  {
    name: 'the auth scheme in upper case (`BEARER`)',
    options: async (s) => ({ as: 'none', headers: { Authorization: `BEARER ${await tokenOf(s)}` } }),
  },
  {
    name: 'the header field name in upper case (`AUTHORIZATION`)',
    options: async (s) => ({ as: 'none', headers: { AUTHORIZATION: `Bearer ${await tokenOf(s)}` } }),
  },
  { name: '`Accept: */*`', options: () => Promise.resolve({ headers: { Accept: '*/*' } }) },
  {
    name: '`Accept: application/json, text/plain;q=0.5`',
    options: () => Promise.resolve({ headers: { Accept: 'application/json, text/plain;q=0.5' } }),
  },
];

/** The path with the first unreserved character of its last id percent-encoded, if it has one to encode. */
function encodedPath(op: Operation, params: Params): string | undefined {
  const last = op.pathParams.at(-1);
  const value = last === undefined ? undefined : params[last];
  if (last === undefined || value === undefined || !/^[A-Za-z0-9]/.test(value)) return undefined;
  const encoded = `%${value.charCodeAt(0).toString(16).toUpperCase()}${encodeURIComponent(value.slice(1))}`;
  return fillPath(op.path, { ...params, [last]: '\u0000' }).replace(encodeURIComponent('\u0000'), encoded);
}

/** The required query parameters with the plain value a call gives them (Session.callRaw). */
const requiredQuery = (op: Operation): Record<string, string> =>
  Object.fromEntries(op.queryParams.filter((p) => p.required === true).map((p) => [p.name, 'conf']));

/**
 * What of an answer the variants must keep: the whole body of an object; of a list, which the run's other checks
 * change all the time (a shared organization's spaces), the envelope's keys only.
 */
const bodyOf = (exchange: Exchange, list: boolean): string =>
  list ? JSON.stringify(Object.keys((exchange.json ?? {}) as object)) : exchange.bodyText;
const mediaType = (exchange: Exchange): string =>
  String(exchange.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase() ?? '';

/** How a variant differs from the plain reads around it, if it does (undefined also when the object moved meanwhile). */
function difference(
  what: string,
  list: boolean,
  variant: Exchange,
  before: Exchange,
  after: Exchange,
): string | undefined {
  if (before.status !== after.status || bodyOf(before, list) !== bodyOf(after, list)) return undefined;
  if (variant.status !== before.status) return `${what}: ${answer(variant)}, and without it ${before.status}`;
  if (bodyOf(variant, list) !== bodyOf(before, list))
    return `${what}: another body than the plain read's (${answer(variant)})`;
  return undefined;
}

/**
 * Judges one variant, sent before as one of the batch: where it differed, it is sent again between two plain reads
 * up to twice more, and fails only if it differs every time (another check may change a shared object meanwhile).
 */
async function judgeVariant(
  s: Session,
  op: Operation,
  at: Params,
  [what, send, first]: [string, () => Promise<Exchange>, Exchange],
  around: [Exchange, Exchange],
): Promise<string | undefined> {
  const list = s.spec.isList(op);
  const stable = (before: Exchange, after: Exchange) =>
    before.status === after.status && bodyOf(before, list) === bodyOf(after, list);
  let found = difference(what, list, first, ...around);
  for (let attempt = 0; found !== undefined && attempt < 2; attempt++) {
    const before = await s.callRaw(op, { params: at });
    const variant = await send();
    const after = await s.callRaw(op, { params: at });
    if (!stable(before, after)) continue;
    found = difference(what, list, variant, before, after);
  }
  return found;
}

function readChecks(toolkit: Toolkit, op: Operation): { requirements: Requirement[]; check: Check } {
  const head = headId(op);
  const equivalent = equivalentId(op);
  const params = onceParams(op, 'shared');
  return {
    requirements: [
      about(op, {
        id: head,
        level: 'MUST',
        source: headSource,
        category: 'responses',
        statement: `a HEAD of ${op.id}'s path is answered with the GET's status and media type, and no content`,
      }),
      about(op, {
        id: equivalent,
        level: 'SHOULD',
        source: variantsSource,
        category: 'responses',
        statement: `${op.id} answers alike when the request varies only as HTTP makes equivalent: the auth scheme's case, a header name's case, Accept, a percent-encoded unreserved character of the path`,
      }),
    ],
    check: propertyCheck({
      name: `http semantics ${op.id}`,
      covers: [head, equivalent],
      ...feedsAndLocks(toolkit, [op]),
      example: exampleOnce(op.id, async (s, findings) => {
        const at = await params(s);
        const before = await s.callRaw(op, { params: at });
        // A variant of a refusal says nothing: the read itself is judged elsewhere.
        if (!is2xx(before)) throw new NotApplicable(`${op.id} was refused to the admin: ${answer(before)}`);
        const sends: [string, () => Promise<Exchange>][] = variants.map((variant) => [
          variant.name,
          async () => s.callRaw(op, { params: at, ...(await variant.options(s, at)) }),
        ]);
        const encoded = encodedPath(op, at);
        if (encoded !== undefined)
          sends.push([`the path ${encoded}`, () => s.request('GET', encoded, { query: requiredQuery(op) })]);
        const sent: [string, () => Promise<Exchange>, Exchange][] = [];
        for (const [what, send] of sends) sent.push([what, send, await send()]);
        const heads = await s.request('HEAD', fillPath(op.path, at), { query: requiredQuery(op) });
        const after = await s.callRaw(op, { params: at });
        for (const variant of sent) {
          const found = await judgeVariant(s, op, at, variant, [before, after]);
          if (found !== undefined) findings.require(equivalent, false, () => found);
        }
        if (before.status === after.status)
          findings.require(
            head,
            heads.status === before.status && heads.bodyBytes === 0 && mediaType(heads) === mediaType(before),
            () =>
              `HEAD answered ${heads.status} ${mediaType(heads) || 'without a media type'} with ${heads.bodyBytes} bytes; GET ${before.status} ${mediaType(before)}`,
          );
      }),
    }),
  };
}

function patchCheck(toolkit: Toolkit, op: Operation): { requirement: Requirement; check: Check } {
  const id = equivalentId(op);
  return {
    requirement: about(op, {
      id,
      level: 'SHOULD',
      source: mediaTypeSource,
      category: 'responses',
      statement: `a valid ${op.id} labelled Application/JSON; Charset="utf-8" is accepted like one labelled application/json`,
    }),
    check: propertyCheck({
      name: `http media type case ${op.id}`,
      covers: [id],
      ...feedsAndLocks(toolkit, [op]),
      example: exampleOnce(op.id, async (s, findings) => {
        const at = await s.paramsFor(op, 'fresh');
        const body = (await s.baseBody(op, at)) ?? {};
        const plain = await s.callRaw(op, { params: at, body });
        // PATCH-KEEP and read-your-writes judge the PATCH itself.
        if (!is2xx(plain)) throw new NotApplicable(`${op.id} was refused: ${answer(plain)}`);
        const labelled = await s.callRaw(op, {
          params: at,
          body,
          contentType: 'Application/JSON; Charset="utf-8"',
        });
        findings.require(id, labelled.status === plain.status, () => `labelled Application/JSON: ${answer(labelled)}`);
      }),
    }),
  };
}

export const httpSemanticsModule: SuiteModule = {
  name: 'http-semantics',
  file: moduleFile(import.meta.url),
  build(spec: ApiSpec, toolkit): Built {
    const reads = spec.operations.filter((op) => op.method === 'get').map((op) => readChecks(toolkit, op));
    const patches = spec.operations.filter((op) => op.method === 'patch').map((op) => patchCheck(toolkit, op));
    return {
      requirements: [...reads.flatMap((r) => r.requirements), ...patches.map((p) => p.requirement)],
      checks: [...reads.map((r) => r.check), ...patches.map((p) => p.check)],
    };
  },
};
