/**
 * The contract's rows of the counters it describes (`<schema>.<field>`: what the field counts), which the families
 * judging counters (counts.ts) and derived fields (derived.ts) both rest on.
 */
import { contract } from '../../engine/sources.js';
import type { Source } from '../../engine/types.js';

const fields = 'Resources and their fields';

export const counterRows: Readonly<Record<string, Source>> = {
  'Space.comments': contract(`${fields} › Space`, '`comments` | integer | Required, count of opened comments'),
  'Space.changeRequests': contract(`${fields} › Space`, '`changeRequests` | integer | Required, total'),
  'Space.changeRequestsOpen': contract(`${fields} › Space`, '`changeRequestsOpen` | integer | Required'),
  'Space.changeRequestsDraft': contract(`${fields} › Space`, '`changeRequestsDraft` | integer | Required'),
  'ChangeRequest.comments': contract(
    `${fields} › ChangeRequest`,
    '`comments` | integer | Required, count of opened comments',
  ),
  'Comment.replies': contract(`${fields} › Comment`, '`replies` | integer | number of replies'),
  'Team.members': contract(`${fields} › Team and TeamMember`, '`members` integer'),
};
