/**
 * What a team's list of members tells each caller it may do with a member (docs/behaviour.md#roles-and-access-levels):
 * an item's `permissions.view` is true exactly when the caller's GET of that member succeeds. On a team of its own
 * holding the admin, judged for the admin and the reader. SHOULD: the reference's reading of a field the contract
 * only names, as VIEWER-<Schema> for objects a GET reads.
 */
import type { Built } from '../../engine/module.js';
import type { Findings } from '../../engine/property.js';
import type { Session } from '../../engine/session.js';
import { behaviour } from '../../engine/sources.js';
import type { Requirement } from '../../engine/types.js';
import type { ApiSpec } from '../../contract/operations.js';
import { allItems } from '../generic/field-io.js';
import { answer, judgedOnceIfServed, is2xx } from '../entries-and-answers.js';
import { uniqueName } from '../names.js';
import { userOf } from './visitor-claims.js';

export const TEAM_MEMBER_VIEW = 'STATE-team.member-permissions';

type Json = Record<string, unknown>;

async function examine(s: Session, f: Findings): Promise<void> {
  const organizationId = s.fixtures.organizationId;
  const adminId = await userOf(s, 'admin');
  const team = await s.must('createOrganizationTeam', { params: { organizationId }, body: { title: uniqueName(64) } });
  const teamId = String((team.json as Json | undefined)?.['id']);
  await s.must('addMemberToOrganizationTeamById', {
    params: { organizationId, teamId, userId: adminId },
    body: { role: 'member' },
  });
  const list = s.spec.operation('listTeamMembersInOrganizationById');
  for (const caller of ['admin', 'reader'] as const) {
    const items = (await allItems(s, list, { organizationId, teamId }, {}, undefined, caller)) as Json[];
    f.require(TEAM_MEMBER_VIEW, items.length > 0, () => `the ${caller} sees no member of a team holding the admin`);
    for (const item of items) {
      const userId = String(((item['organization'] as Json | undefined)?.['user'] as Json | undefined)?.['id']);
      const view = (item['permissions'] as Json | undefined)?.['view'];
      const read = await s.call('getMemberInOrganizationById', { params: { organizationId, userId }, as: caller });
      f.require(
        TEAM_MEMBER_VIEW,
        view === is2xx(read),
        () =>
          `the team's list tells the ${caller} view ${JSON.stringify(view)} for member ${userId}; its GET: ${answer(read)}`,
      );
    }
  }
}

export function teamMemberPermissions(spec: ApiSpec): Built {
  const requirements: Requirement[] = [
    {
      id: TEAM_MEMBER_VIEW,
      level: 'SHOULD',
      source: behaviour('roles-and-access-levels'),
      section: 'Teams and team members',
      profile: 'members-teams',
      category: 'auth',
      operations: [
        'listTeamMembersInOrganizationById',
        'getMemberInOrganizationById',
        'createOrganizationTeam',
        'addMemberToOrganizationTeamById',
      ],
      readsIn: { listTeamMembersInOrganizationById: ['permissions'] },
      statement:
        "a team's list of members tells each caller view true exactly for the members whose GET succeeds for that caller, for the admin and the reader",
    },
  ];
  return judgedOnceIfServed(spec, 'team member permissions', requirements, examine);
}
