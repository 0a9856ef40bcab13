/** Writes the demo organization's rows in one transaction (seed/demo.ts, and seed/tenant.ts for a tenant's). */
import type { PrismaClient, SqlRunner } from '../db/client.js';
import { hashToken, newId, newToken } from '../ids.js';
import type { Prisma } from '../generated/prisma/client.js';
import { pagesMovedBy, type RevisionContent } from '../domain/revision-content.js';
import type { Tx } from './organizations.js';

export interface DemoRows {
  /** The test API tenant the rows belong to, inserted first (seed/tenant.ts). */
  tenants?: Prisma.TenantCreateManyInput[];
  users: Prisma.UserCreateManyInput[];
  organizations: Prisma.OrganizationCreateManyInput[];
  members: Prisma.MemberCreateManyInput[];
  teams: Prisma.TeamCreateManyInput[];
  teamMembers: Prisma.TeamMemberCreateManyInput[];
  inviteLinks: Prisma.InviteLinkCreateManyInput[];
  collections: Prisma.CollectionCreateManyInput[];
  spaces: Prisma.SpaceCreateManyInput[];
  revisions: Prisma.RevisionCreateManyInput[];
}

/** Inserts the rows, runs `more` (the demo content) in the same transaction, then stores the marker if given. */
export async function insertDemoRows(
  prisma: PrismaClient,
  rows: DemoRows,
  marker: { key: string; value: string } | undefined,
  more?: (tx: Tx) => Promise<void>,
): Promise<void> {
  await prisma.$transaction(
    async (tx) => {
      if (rows.tenants !== undefined) await tx.tenant.createMany({ data: rows.tenants });
      await tx.user.createMany({ data: rows.users });
      await tx.organization.createMany({ data: rows.organizations });
      await tx.member.createMany({ data: rows.members });
      await tx.team.createMany({ data: rows.teams });
      await tx.teamMember.createMany({ data: rows.teamMembers });
      await tx.inviteLink.createMany({ data: rows.inviteLinks });
      await tx.collection.createMany({ data: rows.collections });
      await tx.space.createMany({ data: rows.spaces });
      await tx.revision.createMany({ data: rows.revisions });
      await more?.(tx);
      if (marker !== undefined) await tx.setting.create({ data: marker });
      // Tenants made at once (POST /__test/tenants) wait their turn: PGlite runs one transaction at a time.
    },
    { maxWait: 60_000, timeout: 60_000 },
  );
}

/**
 * A setting's value (a seed's marker), or undefined. Plain SQL, like the start's secrets (identity.ts › settingsOf):
 * a start that finds its seed already stored and mints its tokens (mintTokens) runs no Prisma query.
 */
export async function settingValue(sql: SqlRunner, key: string): Promise<string | undefined> {
  let value: unknown;
  await sql.transaction(async (exec) => {
    value = (await exec('SELECT "value" FROM "Setting" WHERE "key" = $1', [key]))[0]?.['value'];
  });
  return typeof value === 'string' ? value : undefined;
}

/**
 * A new API token for each user of `users` (name → user id), stored as its hash in one statement of plain SQL;
 * returns the tokens by the same names.
 */
export async function mintTokens(
  sql: SqlRunner,
  users: Record<string, string>,
  label: string,
): Promise<Record<string, string>> {
  const minted = Object.entries(users).map(([name, userId]) => ({ name, userId, token: newToken() }));
  await sql.transaction(async (exec) => {
    await exec(
      `INSERT INTO "ApiToken" ("id", "tokenHash", "userId", "label", "createdAt")
       SELECT id, hash, "userId", $4, $5::timestamp FROM unnest($1::text[], $2::text[], $3::text[]) AS t(id, hash, "userId")`,
      [
        minted.map(() => newId()),
        minted.map(({ token }) => hashToken(token)),
        minted.map(({ userId }) => userId),
        label,
        new Date().toISOString(),
      ],
    );
  });
  return Object.fromEntries(minted.map(({ name, token }) => [name, token]));
}

/**
 * When the setting `madeAtKey` holds a time (a template's data was made then), moves every time the database holds
 * by as much as `now` is later, and removes the setting, in one transaction (nothing when there is no such setting).
 * What moves: each timestamp column of each table that has rows (the migrations' own table aside), and the page
 * times inside the revisions' content. The triggers do not run (`session_replication_role`): they keep caches and
 * counters, which times do not change, and notify listeners that a start does not have yet. For a template, whose
 * rows the vacuum that closed it counted (`reltuples`).
 */
export async function bringTimesToNow(sql: SqlRunner, madeAtKey: string, now: Date): Promise<void> {
  await sql.transaction(async (exec) => {
    const [made] = await exec('DELETE FROM "Setting" WHERE "key" = $1 RETURNING "value"', [madeAtKey]);
    if (made === undefined) return;
    const ms = now.getTime() - Date.parse(String(made['value']));
    await exec('SET LOCAL session_replication_role = replica');
    const updates = await exec(
      `SELECT format('UPDATE %I SET %s', c.relname, string_agg(format('%1$I = %1$I + $1::interval', a.attname), ', ')) AS sql
         FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid
        WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r' AND c.reltuples > 0
          AND c.relname <> '_docs_api_migrations' AND a.attnum > 0 AND NOT a.attisdropped
          AND a.atttypid IN ('timestamp'::regtype, 'timestamptz'::regtype)
        GROUP BY c.relname`,
    );
    for (const { sql: update } of updates) await exec(String(update), [`${ms} milliseconds`]);
    // (As text: what a query answers for jsonb depends on the parsers Prisma installed on the engine.)
    const revisions = await exec(
      `SELECT "id", "content"::text AS content FROM "Revision" WHERE jsonb_array_length("content"->'pages') > 0`,
    );
    for (const { id, content } of revisions) {
      const parsed = JSON.parse(String(content)) as RevisionContent;
      await exec('UPDATE "Revision" SET "content" = $2::jsonb WHERE "id" = $1', [
        id,
        JSON.stringify({ ...parsed, pages: pagesMovedBy(parsed.pages, ms) }),
      ]);
    }
  });
}
