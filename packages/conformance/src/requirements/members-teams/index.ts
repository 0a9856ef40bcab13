/**
 * Profile members-teams: fresh teams, and the organization's spare members (neither admin nor reader, so the
 * fixtures' callers keep their roles) for the checks that change or remove a member.
 */
import { NotApplicable } from '../../engine/errors.js';
import { moduleFile, joinBuilt, type SuiteModule } from '../../engine/module.js';
import type { Session } from '../../engine/session.js';
import { createInOrganization } from '../fresh-objects.js';
import { allItems } from '../generic/field-io.js';
import { uniqueName } from '../names.js';
import { spacePermission } from './space-permission.js';
import { teamMemberPermissions } from './team-member-permissions.js';
import { visitorClaims } from './visitor-claims.js';

interface Spares {
  shared: string;
  /** Spare members a check may use up (remove from the organization). */
  free: string[];
  /** Members no check removes: the admins, the readers and the shared spare. */
  stable: string[];
}

/** The user id of a Member. */
const userIdOf = (member: unknown): string | undefined => {
  const m = member as { id?: unknown; user?: { id?: unknown } };
  return typeof m.user?.id === 'string' ? m.user.id : typeof m.id === 'string' ? m.id : undefined;
};

/** Every member of the organization at the start of the run, in the order the list gives them. */
function members(s: Session): Promise<{ id: string; role: unknown }[]> {
  return s.memo('members-teams:members', async () => {
    const list = s.spec.operation('listMembersInOrganizationById');
    const items = await allItems(s, list, { organizationId: s.fixtures.organizationId });
    return items.flatMap((item) => {
      const id = userIdOf(item);
      return id === undefined ? [] : [{ id, role: (item as { role?: unknown }).role }];
    });
  });
}

/** A new team (with the given members). */
const freshTeam = (s: Session, memberIds: string[] = []): Promise<string> =>
  createInOrganization(s, 'createOrganizationTeam', {
    title: uniqueName(64),
    ...(memberIds.length > 0 ? { members: memberIds } : {}),
  });

/** Members that are neither admin nor read: the fixtures' callers are never among them. Computed once per run. */
function spares(s: Session): Promise<Spares> {
  return s.memo('members-teams:spares', async () => {
    const all = await members(s);
    const [shared, ...free] = all.filter((m) => m.role !== 'admin' && m.role !== 'read').map((m) => m.id);
    if (shared === undefined)
      throw new NotApplicable('the organization has no member besides admins and readers for the suite to use');
    return { shared, free: [...free], stable: all.map((m) => m.id).filter((id) => !free.includes(id)) };
  });
}

export const membersTeamsModule: SuiteModule = {
  name: 'members-teams',
  file: moduleFile(import.meta.url),
  providers: [
    {
      param: 'teamId',
      fresh: async (s) => ({ organizationId: s.fixtures.organizationId, teamId: await freshTeam(s) }),
    },
    {
      // A member of a team: a new team holding the shared spare member.
      param: 'userId',
      under: '/v1/orgs/{organizationId}/teams/{teamId}/members',
      async fresh(s) {
        const userId = (await spares(s)).shared;
        return { organizationId: s.fixtures.organizationId, teamId: await freshTeam(s, [userId]), userId };
      },
    },
    {
      param: 'userId',
      scarce: true,
      async fresh(s) {
        const next = (await spares(s)).free.shift();
        if (next === undefined)
          throw new NotApplicable(
            'no spare member is left to use up (the organization needs members besides admins and readers)',
          );
        return { organizationId: s.fixtures.organizationId, userId: next };
      },
      async shared(s) {
        return { organizationId: s.fixtures.organizationId, userId: (await spares(s)).shared };
      },
    },
  ],
  setups: [
    { operationId: 'createOrganizationTeam', body: () => ({ title: uniqueName(64) }) },
    { operationId: 'updateTeamInOrganizationById', body: () => ({ title: uniqueName(64) }) },
  ],
  build: (spec) => joinBuilt([visitorClaims(spec), spacePermission(spec), teamMemberPermissions(spec)]),
  populators: [
    {
      // A team fills up with the organization's members, one at a time, until none is left.
      list: 'listTeamMembersInOrganizationById',
      async add(s, params) {
        const added = await s.memo(`members-teams:added:${params['teamId']}`, async () => new Set<string>());
        const next = (await spares(s)).stable.find((id) => !added.has(id));
        if (next === undefined) return undefined;
        added.add(next);
        await s.mustRaw('addMemberToOrganizationTeamById', {
          params: { ...params, userId: next },
          body: { role: 'member' },
        });
        return next;
      },
    },
    {
      list: 'listTeamsForOrganizationMember',
      add: (s, params) => freshTeam(s, [params['userId'] ?? '']),
    },
  ],
};
