/**
 * The ping's `serviceVisitorClaims` (docs/behaviour.md#authentication-and-tokens): a JWT whose claims say who pinged
 * — `sub` the caller's user, `org` the organization, `role` the caller's role there, `name` the member's user's
 * name — issued at the ping (`iat` in its clock window) and valid for one hour (`exp` − `iat` = 3600). Judged for the
 * admin and the reader, from the token's payload alone (its signature is the server's secret). SHOULD: the contract
 * names the field only.
 */
import { SetupFailed } from '../../engine/errors.js';
import type { Built } from '../../engine/module.js';
import type { Findings } from '../../engine/property.js';
import type { Session } from '../../engine/session.js';
import { behaviour } from '../../engine/sources.js';
import type { Requirement } from '../../engine/types.js';
import type { ApiSpec } from '../../contract/operations.js';
import { shown, Times, within } from '../generic/time-window.js';
import { answer, judgedOnceIfServed } from '../entries-and-answers.js';

export const VISITOR_CLAIMS = 'STATE-member.visitor-claims';

type Json = Record<string, unknown>;

/** The payload of a JWT (`header.payload.signature`, base64url JSON), or undefined. */
function payloadOf(token: unknown): Json | undefined {
  if (typeof token !== 'string') return undefined;
  const part = token.split('.')[1];
  if (part === undefined) return undefined;
  try {
    const decoded = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
    return typeof decoded === 'object' && decoded !== null ? (decoded as Json) : undefined;
  } catch {
    return undefined;
  }
}

/** The user id of a caller: the `sub` of the visitor claims its ping answers. */
export async function userOf(s: Session, as: 'admin' | 'reader'): Promise<string> {
  const params = { organizationId: s.fixtures.organizationId };
  const ping = await s.call('updateOrganizationMemberLastSeenAt', { params, as });
  const sub = payloadOf((ping.json as Json | undefined)?.['serviceVisitorClaims'])?.['sub'];
  if (typeof sub !== 'string') throw new SetupFailed(`the ${as}'s ping names no user`);
  return sub;
}

async function examine(s: Session, f: Findings): Promise<void> {
  const organizationId = s.fixtures.organizationId;
  const times = new Times(s, s.env.capabilities.has('clock'));
  for (const [caller, role] of [
    ['admin', 'admin'],
    ['reader', 'read'],
  ] as const) {
    const from = await times.mark();
    const ping = await s.call('updateOrganizationMemberLastSeenAt', { params: { organizationId }, as: caller });
    const window = await times.since(from);
    const claims = payloadOf((ping.json as Json | undefined)?.['serviceVisitorClaims']);
    if (!f.require(VISITOR_CLAIMS, claims !== undefined, () => `the ${caller}'s ping answers no JWT: ${answer(ping)}`))
      continue;
    const userId = String(claims?.['sub']);
    const member = (await s.call('getMemberInOrganizationById', { params: { organizationId, userId } })).json as
      Json | undefined;
    const user = (member?.['user'] ?? {}) as Json;
    const issued = Number(claims?.['iat']);
    const wrong = [
      claims?.['org'] !== organizationId ? `org ${JSON.stringify(claims?.['org'])}` : '',
      claims?.['role'] !== role || member?.['role'] !== role
        ? `role ${JSON.stringify(claims?.['role'])} (the member sub names has ${JSON.stringify(member?.['role'])})`
        : '',
      claims?.['name'] !== user['displayName'] ? `name ${JSON.stringify(claims?.['name'])}` : '',
      Number(claims?.['exp']) - issued !== 3600 ? `exp ${String(claims?.['exp'])} for iat ${String(issued)}` : '',
      // iat has whole seconds: the window widened to them.
      !within(new Date(issued * 1000).toISOString(), { ...window, from: window.from - 1000 })
        ? `iat ${String(issued)}, outside the ping's window ${shown(window)}`
        : '',
    ].filter((text) => text !== '');
    f.require(
      VISITOR_CLAIMS,
      wrong.length === 0,
      () => `the ${caller} (role ${role} in ${organizationId}) pinged; its visitor claims show ${wrong.join('; ')}`,
    );
  }
}

export function visitorClaims(spec: ApiSpec): Built {
  const requirements: Requirement[] = [
    {
      id: VISITOR_CLAIMS,
      level: 'SHOULD',
      source: behaviour('authentication-and-tokens'),
      section: 'Organization members',
      profile: 'members-teams',
      category: 'state',
      operations: ['updateOrganizationMemberLastSeenAt', 'getMemberInOrganizationById'],
      readsIn: { updateOrganizationMemberLastSeenAt: ['serviceVisitorClaims'] },
      statement:
        "the ping's serviceVisitorClaims is a JWT naming the caller (sub: a member with the caller's role, name: its user's name), the organization (org), issued at the ping and valid for one hour, for the admin and the reader",
    },
  ];
  return judgedOnceIfServed(spec, 'visitor claims', requirements, examine);
}
