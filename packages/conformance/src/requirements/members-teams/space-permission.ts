/**
 * What a member's list of spaces says of each (docs/behaviour.md#roles-and-access-levels): an item's `permission` is
 * the member's level on that space, the higher of their organization role and the space's `defaultLevel`. On two
 * spaces of its own, one with `defaultLevel` raised to `comment`: the admin's list shows `admin` on both, the
 * reader's `comment` on the raised one and `read` on the other. The callers' user ids come from the ping's visitor
 * claims (`sub`, judged by STATE-member.visitor-claims). SHOULD: the contract names the field only.
 */
import type { Built } from '../../engine/module.js';
import type { Findings } from '../../engine/property.js';
import type { Session } from '../../engine/session.js';
import { behaviour } from '../../engine/sources.js';
import type { Requirement } from '../../engine/types.js';
import type { ApiSpec } from '../../contract/operations.js';
import { newSpace } from '../fresh-objects.js';
import { allItems } from '../generic/field-io.js';
import { judgedOnceIfServed } from '../entries-and-answers.js';
import { userOf } from './visitor-claims.js';

export const SPACE_PERMISSION = 'STATE-member.space-permission';

type Json = Record<string, unknown>;

async function examine(s: Session, f: Findings): Promise<void> {
  const organizationId = s.fixtures.organizationId;
  const raised = await newSpace(s);
  const plain = await newSpace(s);
  await s.must('updateSpaceById', { params: { spaceId: raised }, body: { defaultLevel: 'comment' } });
  const list = s.spec.operation('listSpacesForOrganizationMember');
  for (const [caller, expected] of [
    ['admin', { [raised]: 'admin', [plain]: 'admin' }],
    ['reader', { [raised]: 'comment', [plain]: 'read' }],
  ] as const) {
    const userId = await userOf(s, caller);
    const items = (await allItems(s, list, { organizationId, userId })) as Json[];
    for (const [spaceId, level] of Object.entries(expected)) {
      const item = items.find((i) => (i['space'] as Json | undefined)?.['id'] === spaceId);
      f.require(
        SPACE_PERMISSION,
        item?.['permission'] === level,
        () =>
          `the ${caller}'s spaces show ${spaceId}${spaceId === raised ? ' (defaultLevel comment)' : ''} with permission ${JSON.stringify(item?.['permission'])}; its level there is ${level}`,
      );
    }
  }
}

export function spacePermission(spec: ApiSpec): Built {
  const requirements: Requirement[] = [
    {
      id: SPACE_PERMISSION,
      level: 'SHOULD',
      source: behaviour('roles-and-access-levels'),
      section: 'Organization members',
      profile: 'members-teams',
      category: 'state',
      operations: ['listSpacesForOrganizationMember', 'updateSpaceById', 'updateOrganizationMemberLastSeenAt'],
      readsIn: { listSpacesForOrganizationMember: ['permission'] },
      statement:
        "a member's list of spaces shows on each the member's level there, the higher of their role and the space's defaultLevel: admin for the admin, comment for the reader on a space whose defaultLevel is comment, read on one without",
    },
  ];
  return judgedOnceIfServed(spec, 'member space permission', requirements, examine);
}
