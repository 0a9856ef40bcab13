/**
 * A list reads the children it counts for its own rows only: how many rows of the child table one list request read,
 * from PostgreSQL's statistics, while another organization's parents hold BULK children. (Prisma's `_count` include
 * counted the children of every parent in the database for a list: repositories/comments.ts, sites.ts, teams.ts.)
 * On PGlite only: PostgreSQL's server process flushes the statistics of another connection's reads up to 10 s later;
 * the plans are the same on both.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/ids.js';
import { createSpace } from './content-helpers.js';
import { useTestServer } from './helpers.js';

const BULK = 5000;
const t = useTestServer();

/** Rows of `table` read (scanned or fetched through an index) so far. */
async function rowsRead(table: string): Promise<number> {
  const { prisma } = t.server.app.services;
  await prisma.$queryRawUnsafe('SELECT pg_stat_force_next_flush()::text');
  const [row] = await prisma.$queryRaw<{ n: number }[]>`
    SELECT (coalesce(seq_tup_read, 0) + coalesce(idx_tup_fetch, 0))::int AS n FROM pg_stat_user_tables WHERE relname = ${table}`;
  return row?.n ?? 0;
}

/** Rows of `table` that GET `path` (200) read. */
async function readBy(path: string, table: string): Promise<number> {
  const before = await rowsRead(table);
  const res = await t.admin.get(path);
  expect(res.status, res.text).toBe(200);
  return (await rowsRead(table)) - before;
}

describe.skipIf(process.env['TEST_DATABASE_URL'] !== undefined)('lists and the rest of the database', () => {
  let adaId: string;
  beforeAll(async () => {
    const { prisma } = t.server.app.services;
    adaId = (await prisma.user.findFirstOrThrow({ where: { displayName: 'Ada Lovelace' } })).id;
    const now = t.server.app.services.clock.now();
    // The other organization: a team of BULK members and a site of BULK site spaces.
    const users = Array.from({ length: BULK }, (_, i) => ({
      id: newId(),
      displayName: `Bulk ${i}`,
      email: `bulk-${i}-${newId()}@elsewhere.test`,
    }));
    await prisma.user.createMany({ data: users });
    const team = await prisma.team.create({
      data: { id: newId(), organizationId: t.otherOrgId, title: 'Bulk', createdAt: now },
    });
    await prisma.teamMember.createMany({
      data: users.map((u) => ({ teamId: team.id, userId: u.id, role: 'member', addedAt: now })),
    });
    const site = await prisma.site.create({
      data: {
        id: newId(),
        organizationId: t.otherOrgId,
        type: 'basic',
        title: 'Bulk',
        visibility: 'public',
        agentsContext: 'included',
        createdAt: now,
        updatedAt: now,
      },
    });
    await prisma.siteSpace.createMany({
      data: users.map((_, i) => ({
        id: newId(),
        siteId: site.id,
        spaceId: newId(),
        path: `p${i}`,
        position: i,
        createdAt: now,
      })),
    });
    // A comment of BULK replies in a space of its own.
    const elsewhere = await createSpace(t.admin, t.orgId, { title: 'Elsewhere' });
    const comment = await t.admin.post(`/v1/spaces/${elsewhere.id}/comments`, { body: { markdown: 'Busy' } });
    expect(comment.status, comment.text).toBe(200);
    await prisma.commentReply.createMany({
      data: users.map((u) => ({ id: newId(), commentId: comment.body.id, authorId: u.id, body: 'Yes', postedAt: now })),
    });
    // The planner then knows the tables hold thousands of rows (PGlite runs no autovacuum).
    await prisma.$executeRawUnsafe('ANALYZE');
  });

  it('counts the replies of the listed comments only', async () => {
    const space = await createSpace(t.admin, t.orgId, { title: 'Quiet' });
    const comment = await t.admin.post(`/v1/spaces/${space.id}/comments`, { body: { markdown: 'Quiet' } });
    await t.admin.post(`/v1/spaces/${space.id}/comments/${comment.body.id}/replies`, { body: { markdown: 'One' } });
    expect(await readBy(`/v1/spaces/${space.id}/comments`, 'CommentReply')).toBeLessThan(BULK);
  });

  it('counts the members of the listed teams only, in the organization’s list and in a member’s', async () => {
    expect(await readBy(`/v1/orgs/${t.orgId}/teams`, 'TeamMember')).toBeLessThan(BULK);
    expect(await readBy(`/v1/orgs/${t.orgId}/members/${adaId}/teams`, 'TeamMember')).toBeLessThan(BULK);
  });

  it('counts the site spaces of the listed sites only', async () => {
    const site = await t.admin.post(`/v1/orgs/${t.orgId}/sites`, { title: 'Listed', spaces: 'new' });
    expect(site.status, site.text).toBe(201);
    expect(await readBy(`/v1/orgs/${t.orgId}/sites`, 'SiteSpace')).toBeLessThan(BULK);
  });
});
