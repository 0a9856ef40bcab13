/**
 * Several instances of one target behind a load balancer (`--also-target <url>`, profile `instances`): what is
 * written through one base URL is read back through the others — resources at once, what the target declares
 * cached (a member's role) within `--max-staleness` — and change requests created at once through different
 * instances keep distinct numbers. With one base URL these are SKIPPED.
 */
import fc from 'fast-check';
import type { Check } from '../engine/check.js';
import { NotApplicable } from '../engine/errors.js';
import { moduleFile, type SuiteModule } from '../engine/module.js';
import type { Findings } from '../engine/property.js';
import { propertyCheck } from '../engine/property-check.js';
import { reachOf } from '../engine/instances-and-timing.js';
import { sessionOn, type Session } from '../engine/session.js';
import { changeRequestNumber, currentRepresentation } from '../engine/sources.js';
import type { Exchange, Requirement, Source } from '../engine/types.js';
import { createInOrganization, newSpace } from './fresh-objects.js';
import { answer, is2xx, itemsOf } from './entries-and-answers.js';
import { uniqueName } from './names.js';

export const READ_YOUR_WRITES = 'INST-read-your-writes';
export const CACHED_ROLE = 'INST-cached.role';
export const INSTANCE_NUMBERS = 'INST-change-request.number';

const requirement = (id: string, source: Source, operations: string[], statement: string): Requirement => ({
  id,
  level: 'MUST',
  source,
  section: 'Endpoints › Conventions',
  profile: 'instances',
  operations,
  category: 'instances',
  statement,
});

/** Sessions on every other instance; NotApplicable with one base URL. */
function others(s: Session): Session[] {
  const urls = reachOf(s.env).otherBaseUrls;
  if (urls.length === 0)
    throw new NotApplicable(
      'one base URL was given: several instances need --also-target <url> (or --target more than once)',
    );
  return urls.map((url) => sessionOn(s.env, url));
}

/** Records the other sessions' requests in the example's session, so a failure prints them all. */
async function through<T>(s: Session, other: Session, send: (o: Session) => Promise<T>): Promise<T> {
  const before = other.exchanges.length;
  try {
    return await send(other);
  } finally {
    s.exchanges.push(...other.exchanges.slice(before));
  }
}

const titleOf = (e: Exchange): unknown => (e.json as { title?: unknown } | undefined)?.title;

async function readYourWrites(s: Session, findings: Findings): Promise<void> {
  const title = uniqueName(50);
  const spaceId = await createInOrganization(s, 'createSpace', { title });
  for (const other of others(s)) {
    const read = await through(s, other, (o) => o.call('getSpaceById', { params: { spaceId } }));
    if (
      !findings.require(
        READ_YOUR_WRITES,
        read.status === 200 && titleOf(read) === title,
        () =>
          `a space created through ${s.fixtures.baseUrl}, read at once through ${other.fixtures.baseUrl}: ${answer(read)}`,
      )
    )
      return;
    const renamed = uniqueName(50);
    await through(s, other, (o) => o.must('updateSpaceById', { params: { spaceId }, body: { title: renamed } }));
    const back = await s.call('getSpaceById', { params: { spaceId } });
    if (
      !findings.require(
        READ_YOUR_WRITES,
        titleOf(back) === renamed,
        () =>
          `a space renamed to ${renamed} through ${other.fixtures.baseUrl}, read at once through ${s.fixtures.baseUrl}: ${answer(back)}`,
      )
    )
      return;
  }
  await s.must('deleteSpaceById', { params: { spaceId } });
  for (const other of others(s)) {
    const gone = await through(s, other, (o) => o.call('getSpaceById', { params: { spaceId } }));
    findings.require(
      READ_YOUR_WRITES,
      gone.status >= 400 && gone.status < 500,
      () =>
        `a space deleted through ${s.fixtures.baseUrl}, read at once through ${other.fixtures.baseUrl}: ${answer(gone)}`,
    );
  }
}

/** The fixtures' reader: the one member with role read (SKIPPED when the organization has several). */
async function readerId(s: Session): Promise<string> {
  const members = itemsOf(
    await s.must('listMembersInOrganizationById', {
      params: { organizationId: s.fixtures.organizationId },
      query: { limit: 1000 },
    }),
  );
  const readers = members.filter((m) => (m as { role?: unknown }).role === 'read');
  const user = (readers[0] as { user?: { id?: unknown }; id?: unknown } | undefined) ?? {};
  const id = typeof user.user?.id === 'string' ? user.user.id : user.id;
  if (readers.length !== 1 || typeof id !== 'string')
    throw new NotApplicable(
      `the organization has ${readers.length} members with role read: the reader's own cached role cannot be told apart`,
    );
  return id;
}

const canCreate = (e: Exchange): unknown =>
  (e.json as { permissions?: { createContent?: unknown } } | undefined)?.permissions?.createContent;

/** Polls `read` through `o` until `done`, for at most `boundMs` (and once more at the bound). */
async function within(
  boundMs: number,
  read: () => Promise<Exchange>,
  done: (e: Exchange) => boolean,
): Promise<{ ok: boolean; last: Exchange; ms: number }> {
  const started = Date.now();
  for (;;) {
    const last = await read();
    const ms = Date.now() - started;
    if (done(last)) return { ok: true, last, ms };
    if (ms > boundMs) return { ok: false, last, ms };
    await new Promise((resolve) => setTimeout(resolve, Math.min(250, Math.max(10, boundMs - ms + 1))));
  }
}

async function cachedRole(s: Session, findings: Findings): Promise<void> {
  const organizationId = s.fixtures.organizationId;
  const bound = reachOf(s.env).maxStalenessMs;
  const instances = others(s);
  const userId = await readerId(s);
  const first = await s.must('getOrganizationById', { params: { organizationId }, as: 'reader' });
  if (canCreate(first) !== false)
    throw new NotApplicable('the organization does not show the reader permissions.createContent false');
  try {
    for (const [role, expected] of [
      ['create', true],
      ['read', false],
    ] as const) {
      await s.must('updateMemberInOrganizationById', { params: { organizationId, userId }, body: { role } });
      for (const other of instances) {
        const seen = await through(s, other, (o) =>
          within(
            bound,
            () => o.call('getOrganizationById', { params: { organizationId }, as: 'reader' }),
            (e) => canCreate(e) === expected,
          ),
        );
        findings.require(
          CACHED_ROLE,
          seen.ok,
          () =>
            `the reader's role set to ${role} through ${s.fixtures.baseUrl}: ${other.fixtures.baseUrl} still showed permissions.createContent ${String(canCreate(seen.last))} after ${seen.ms} ms (--max-staleness ${bound / 1000} s)`,
        );
      }
    }
  } finally {
    await s.call('updateMemberInOrganizationById', { params: { organizationId, userId }, body: { role: 'read' } });
  }
}

async function numbersAcross(n: number, s: Session, findings: Findings): Promise<void> {
  const sessions = [s, ...others(s)];
  const spaceId = await newSpace(s);
  const created = await Promise.all(
    Array.from({ length: n }, (_, i) => {
      const on = sessions[i % sessions.length] as Session;
      return through(s, on, (o) =>
        o.call('createChangeRequest', { params: { spaceId }, body: { subject: uniqueName(100) } }),
      );
    }),
  );
  const refused = created.filter((e) => !is2xx(e));
  if (
    !findings.require(
      INSTANCE_NUMBERS,
      refused.length === 0,
      () => `change requests created at once through ${sessions.length} instances: ${refused.map(answer).join('; ')}`,
    )
  )
    return;
  const got = created.map((e) => (e.json as { number?: unknown } | undefined)?.number);
  findings.require(
    INSTANCE_NUMBERS,
    new Set(got).size === n && got.every((v) => typeof v === 'number'),
    () =>
      `${n} change requests created at once through ${sessions.length} instances got the numbers ${JSON.stringify(got)}`,
  );
}

export const instancesModule: SuiteModule = {
  name: 'instances',
  file: moduleFile(import.meta.url),
  build(spec) {
    const requirements = [
      requirement(
        READ_YOUR_WRITES,
        currentRepresentation,
        ['createSpace', 'getSpaceById', 'updateSpaceById', 'deleteSpaceById'],
        'a space created, renamed or deleted through one instance reads back so at once through every other',
      ),
      requirement(
        CACHED_ROLE,
        currentRepresentation,
        ['updateMemberInOrganizationById', 'getOrganizationById'],
        "a member's new role shows through every other instance within --max-staleness (0 unless declared)",
      ),
      requirement(
        INSTANCE_NUMBERS,
        changeRequestNumber,
        ['createChangeRequest'],
        'change requests of one space created at once through different instances get distinct numbers',
      ),
    ].filter((r) => r.operations.every((id) => spec.has(id)));
    const known = new Set(requirements.map((r) => r.id));
    const checks: Check[] = [
      propertyCheck({
        name: 'read your writes across instances',
        covers: [READ_YOUR_WRITES],
        example: { arbitrary: fc.constant(null), numRuns: 1, examine: (_v, s, f) => readYourWrites(s, f) },
      }),
      // Exclusive: the reader's role changes for a moment, which every access check would see.
      propertyCheck({
        name: 'a cached role across instances',
        covers: [CACHED_ROLE],
        exclusive: true,
        example: { arbitrary: fc.constant(null), numRuns: 1, examine: (_v, s, f) => cachedRole(s, f) },
      }),
      propertyCheck({
        name: 'numbers across instances',
        covers: [INSTANCE_NUMBERS],
        example: {
          arbitrary: fc.integer({ min: 4, max: 8 }),
          numRuns: 1,
          examine: (n, s, f) => numbersAcross(n, s, f),
        },
      }),
    ].filter((c) => c.covers.every((id) => known.has(id)));
    return { requirements, checks };
  },
};
