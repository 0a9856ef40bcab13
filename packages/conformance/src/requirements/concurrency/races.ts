/**
 * Several requests at once on one object, then the state that must hold (profile `concurrency`; a target that
 * serializes nothing can opt out with --no-concurrency). Each example sends its requests together
 * (Promise.all over keep-alive connections) on objects of its own.
 */
import fc from 'fast-check';
import type { Built } from '../../engine/module.js';
import type { Findings } from '../../engine/property.js';
import { propertyCheck } from '../../engine/property-check.js';
import { idOf, type Session } from '../../engine/session.js';
import { behaviour, changeRequestNumber, contract } from '../../engine/sources.js';
import type { Exchange, Requirement, Source } from '../../engine/types.js';
import type { ApiSpec } from '../../contract/operations.js';
import { newSpace } from '../fresh-objects.js';
import { answer, is2xx, itemsOf } from '../entries-and-answers.js';
import { uniqueName } from '../names.js';

export const NUMBERS = 'CONC-change-request.number';
export const NUMBERS_SEQUENCE = 'CONC-change-request.number.sequence';
export const DELETE_ONCE = 'CONC-space.delete';
export const MERGES = 'CONC-change-request.merge';
export const RESOLUTION = 'CONC-comment.resolution';
export const COUNTERS = 'CONC-space.counters';
export const UNIQUE_SLUG = 'CONC-openapi.slug';

const requirement = (
  id: string,
  [level, source]: ['MUST' | 'SHOULD', Source],
  section: string,
  operations: string[],
  statement: string,
): Requirement => ({
  id,
  level,
  source,
  section,
  profile: 'concurrency',
  operations,
  category: 'concurrency',
  statement,
});

const field = (exchange: Exchange, name: string): unknown =>
  (exchange.json as Record<string, unknown> | undefined)?.[name];

/** Creates `n` change requests of a space at once. */
const createChangeRequests = (s: Session, spaceId: string, n: number): Promise<Exchange[]> =>
  Promise.all(
    Array.from({ length: n }, () =>
      s.call('createChangeRequest', { params: { spaceId }, body: { subject: uniqueName(100) } }),
    ),
  );

/** Lists every item of a list operation (limit 1000, one page is enough for the objects of one example). */
async function listAll(
  s: Session,
  operationId: string,
  params: Record<string, string>,
  query: Record<string, string> = {},
): Promise<unknown[]> {
  return itemsOf(await s.mustRaw(operationId, { params, query: { limit: 1000, ...query } }));
}

async function numbers(n: number, s: Session, findings: Findings): Promise<void> {
  const spaceId = await newSpace(s);
  const created = await createChangeRequests(s, spaceId, n);
  const refused = created.filter((e) => !is2xx(e));
  if (
    !findings.require(
      NUMBERS,
      refused.length === 0,
      () => `${n} change requests created at once: ${refused.map(answer).join('; ')}`,
    )
  )
    return;
  const got = created.map((e) => field(e, 'number')).filter((v): v is number => typeof v === 'number');
  const unique = new Set(got);
  findings.require(
    NUMBERS,
    got.length === n && unique.size === n,
    () =>
      `${n} change requests created at once in a new space got the numbers ${JSON.stringify(got)}: not ${n} distinct numbers`,
  );
  const sorted = [...got].sort((a, b) => a - b);
  findings.require(
    NUMBERS_SEQUENCE,
    sorted.every((v, i) => v === i + 1),
    () =>
      `${n} change requests created at once in a new space got the numbers ${JSON.stringify(sorted)}, not 1 to ${n}`,
  );
}

async function deleteOnce(n: number, s: Session, findings: Findings): Promise<void> {
  const spaceId = await newSpace(s);
  const answers = await Promise.all(
    Array.from({ length: n }, () => s.call('deleteSpaceById', { params: { spaceId } })),
  );
  const won = answers.filter(is2xx);
  const others = answers.filter((e) => !is2xx(e));
  findings.require(
    DELETE_ONCE,
    won.length === 1,
    () => `${n} DELETEs of one space at once: ${won.length} succeeded (${answers.map((e) => e.status).join(', ')})`,
  );
  findings.require(
    DELETE_ONCE,
    others.every((e) => e.status >= 400 && e.status < 500),
    () => `the DELETEs that lost: ${others.map(answer).join('; ')}`,
  );
  const restored = await s.call('restoreSpace', { params: { spaceId } });
  findings.require(DELETE_ONCE, is2xx(restored), () => `after ${n} DELETEs at once, restore: ${answer(restored)}`);
  const read = await s.call('getSpaceById', { params: { spaceId } });
  findings.require(DELETE_ONCE, read.status === 200, () => `after ${n} DELETEs at once and a restore: ${answer(read)}`);
}

async function merges(n: number, s: Session, findings: Findings): Promise<void> {
  const spaceId = await newSpace(s);
  const created = await Promise.all((await createChangeRequests(s, spaceId, n)).map(async (e) => idOf(e)));
  const pageUrl = s.fixtures.publicPageUrl;
  // With a page the target can import, the first change request adds pages: a merge that is lost loses them.
  if (pageUrl !== undefined) {
    await s.must('importContentInChangeRequest', {
      params: { spaceId, changeRequestId: created[0] as string },
      body: { url: pageUrl, source: 'website' },
    });
  }
  const expectedPages =
    pageUrl === undefined
      ? []
      : itemsOf(
          await s.must('listPagesInChangeRequest', { params: { spaceId, changeRequestId: created[0] as string } }),
        );
  const answers = await Promise.all(
    created.map((changeRequestId) => s.call('mergeChangeRequest', { params: { spaceId, changeRequestId } })),
  );
  const merged = created.filter((_, i) => is2xx(answers[i] as Exchange));
  findings.require(
    MERGES,
    answers.every((e) => is2xx(e) || e.status === 409),
    () =>
      `${n} merges at once: ${answers
        .filter((e) => !is2xx(e))
        .map(answer)
        .join('; ')}`,
  );
  findings.require(
    MERGES,
    merged.length > 0,
    () => `none of ${n} merges at once succeeded: ${answers.map((e) => e.status).join(', ')}`,
  );
  for (const changeRequestId of merged) {
    const read = await s.must('getChangeRequestById', { params: { spaceId, changeRequestId } });
    findings.require(
      MERGES,
      field(read, 'status') === 'merged',
      () => `a merge answered 200 among ${n} at once, yet ${answer(read)}`,
    );
  }
  if (pageUrl !== undefined && merged.includes(created[0] as string)) {
    const pages = await listAll(s, 'listPages', { spaceId });
    const titles = new Set(pages.map((p) => (p as { title?: unknown }).title));
    const lost = expectedPages.filter((p) => !titles.has((p as { title?: unknown }).title));
    findings.require(
      MERGES,
      lost.length === 0,
      () => `after ${n} merges at once, main lacks ${lost.length} page(s) of a merged change request`,
    );
  }
}

async function resolution(n: number, s: Session, findings: Findings): Promise<void> {
  const spaceId = await newSpace(s);
  const commentId = idOf(
    await s.must('postCommentInSpace', {
      params: { spaceId },
      body: { body: { markdown: `conformance ${uniqueName()}` } },
    }),
  );
  const answers = await Promise.all(
    Array.from({ length: n }, (_, i) =>
      s.call('updateCommentInSpace', { params: { spaceId, commentId }, body: { resolved: i % 2 === 0 } }),
    ),
  );
  findings.require(
    RESOLUTION,
    answers.every(is2xx),
    () =>
      `${n} resolve/unresolve at once: ${answers
        .filter((e) => !is2xx(e))
        .map(answer)
        .join('; ')}`,
  );
  const read = await s.must('getCommentInSpace', { params: { spaceId, commentId } });
  const status = field(read, 'status');
  const resolvedAt = field(read, 'resolvedAt');
  const consistent =
    status === 'resolved' ? typeof resolvedAt === 'string' : resolvedAt === undefined || resolvedAt === null;
  findings.require(
    RESOLUTION,
    consistent,
    () => `after ${n} resolve/unresolve at once: status ${String(status)} with resolvedAt ${String(resolvedAt)}`,
  );
}

async function counters(n: number, s: Session, findings: Findings): Promise<void> {
  const spaceId = await newSpace(s);
  await Promise.all([
    ...Array.from({ length: n }, () =>
      s.must('postCommentInSpace', {
        params: { spaceId },
        body: { body: { markdown: `conformance ${uniqueName()}` } },
      }),
    ),
    createChangeRequests(s, spaceId, n),
  ]);
  const space = await s.must('getSpaceById', { params: { spaceId } });
  const comments = await listAll(s, 'listCommentsInSpace', { spaceId });
  const open = comments.filter((c) => (c as { status?: unknown }).status !== 'resolved').length;
  findings.require(
    COUNTERS,
    field(space, 'comments') === open,
    () =>
      `after ${n} comments posted at once, the space counts comments ${String(field(space, 'comments'))}; its list holds ${open} open ones`,
  );
  for (const [counter, status] of [
    ['changeRequestsOpen', 'open'],
    ['changeRequestsDraft', 'draft'],
  ] as const) {
    const listed = (await listAll(s, 'listChangeRequestsForSpace', { spaceId }, { status })).length;
    const shown = field(space, counter);
    if (shown === undefined) continue;
    findings.require(
      COUNTERS,
      shown === listed,
      () =>
        `after ${n} change requests created at once, the space's ${counter} is ${String(shown)}; status=${status} lists ${listed}`,
    );
  }
}

async function uniqueSlug(n: number, s: Session, findings: Findings): Promise<void> {
  const organizationId = s.fixtures.organizationId;
  const slug = uniqueName(100);
  const source = { url: 'https://example.com/conformance/openapi.json' };
  const answers = await Promise.all(
    Array.from({ length: n }, () =>
      s.call('createOpenAPISpec', { params: { organizationId }, body: { slug, source } }),
    ),
  );
  const won = answers.filter(is2xx);
  findings.require(
    UNIQUE_SLUG,
    won.length === 1,
    () =>
      `${n} creations with the slug ${slug} at once: ${won.length} succeeded (${answers.map((e) => e.status).join(', ')})`,
  );
  const lost = answers.filter((e) => !is2xx(e));
  findings.require(
    UNIQUE_SLUG,
    lost.every((e) => e.status >= 400 && e.status < 500),
    () => `the creations that lost: ${lost.map(answer).join('; ')}`,
  );
  const listed = (await listAll(s, 'listOpenAPISpecs', { organizationId })).filter(
    (item) => (item as { slug?: unknown }).slug === slug,
  );
  findings.require(
    UNIQUE_SLUG,
    listed.length === 1,
    () => `after ${n} creations with the slug ${slug} at once, the list holds ${listed.length} with it`,
  );
  if (won.length > 0) await s.call('deleteOpenAPISpecBySlug', { params: { organizationId, specSlug: slug } });
}

interface Race {
  name: string;
  covers: string[];
  run(n: number, s: Session, findings: Findings): Promise<void>;
}

const races: Race[] = [
  {
    name: 'change requests created at once',
    covers: [NUMBERS, NUMBERS_SEQUENCE],
    run: numbers,
  },
  {
    name: 'DELETEs of one space at once',
    covers: [DELETE_ONCE],
    run: deleteOnce,
  },
  {
    name: 'merges at once',
    covers: [MERGES],
    run: merges,
  },
  {
    name: 'resolve and unresolve at once',
    covers: [RESOLUTION],
    run: resolution,
  },
  {
    name: 'comments and change requests at once',
    covers: [COUNTERS],
    run: counters,
  },
  {
    name: 'one slug created at once',
    covers: [UNIQUE_SLUG],
    run: uniqueSlug,
  },
];

export function concurrencyRequirements(spec: ApiSpec): Built {
  const requirements = [
    requirement(
      NUMBERS,
      ['MUST', changeRequestNumber],
      'States and transitions › Change request',
      ['createChangeRequest'],
      'change requests created at once in one space all answer 201 with distinct numbers',
    ),
    requirement(
      NUMBERS_SEQUENCE,
      ['SHOULD', behaviour('change-request-lifecycle')],
      'States and transitions › Change request',
      ['createChangeRequest'],
      'change requests created at once in a new space are numbered 1 to N, no gap (reference choice)',
    ),
    requirement(
      DELETE_ONCE,
      // The contract shows no DELETE of a deleted space: that the others are refused is the reference's.
      ['SHOULD', behaviour('spaces')],
      'States and transitions › Space soft deletion',
      ['deleteSpaceById', 'restoreSpace'],
      'of several DELETEs of one space at once exactly one succeeds, the others are a 4xx, and the space can still be restored',
    ),
    requirement(
      MERGES,
      // A merge refused is a 409 here (docs/behaviour.md): the contract shows no failure status.
      ['SHOULD', behaviour('change-request-lifecycle')],
      'States and transitions › Change request',
      ['mergeChangeRequest'],
      'merges of different change requests of one space at once each take effect (merged status; with publicPageUrl, main keeps the merged pages), or are refused with 409',
    ),
    requirement(
      RESOLUTION,
      ['SHOULD', behaviour('comment-resolution')],
      'States and transitions › Comment resolution',
      ['updateCommentInSpace'],
      'after resolve and unresolve of one comment at once, the comment is resolved with resolvedAt or open without it',
    ),
    requirement(
      COUNTERS,
      ['MUST', contract('Resources and their fields › Space', '`changeRequestsOpen` | integer | Required')],
      'Resources and their fields › Space',
      ['getSpaceById', 'postCommentInSpace', 'createChangeRequest'],
      "after comments and change requests are created at once, a space's comments, changeRequestsOpen and changeRequestsDraft equal its lists",
    ),
    requirement(
      UNIQUE_SLUG,
      // A specification is read by its slug: two of one slug cannot both be made.
      ['MUST', contract('Endpoints › OpenAPI specifications', '`@ORG/openapi/{specSlug}` | | | 200 OpenAPISpec')],
      'OpenAPI specifications',
      ['createOpenAPISpec'],
      'of several creations of an OpenAPI specification with one slug at once exactly one succeeds, the others are a 4xx',
    ),
  ].filter((r) => r.operations.every((id) => spec.has(id)));
  const known = new Set(requirements.map((r) => r.id));
  const checks = races
    .filter((race) => race.covers.every((id) => known.has(id)))
    .map((race) =>
      propertyCheck({
        name: race.name,
        covers: race.covers,
        example: {
          arbitrary: fc.integer({ min: 4, max: 8 }),
          numRuns: 1,
          examine: (n, s, findings) => race.run(n, s, findings),
        },
      }),
    );
  return { requirements, checks };
}
