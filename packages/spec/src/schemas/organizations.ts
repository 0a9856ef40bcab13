/**
 * Organizations, members, teams and SSO (spec schemas Organization, Member,
 * Team and TeamMember, SAMLProvider, Subdomain) and the named response bodies of their operations.
 * Every bounded field is defined once here and used by both the resource and the request bodies.
 */
import { withDerived } from '../derived.js';
import { withInstance } from '../instance.js';
import { withPermits } from '../permits.js';
import type { SchemaObject } from 'openapi3-ts/oas31';
import { obj, objectAndId, ref, str, stringFields, urlFields } from '../builders.js';
import { organizationPermissions, permissionsObject, teamPermissions } from './permissions.js';

const bool: SchemaObject = { type: 'boolean' };
const text: SchemaObject = { type: 'string' };
const integer: SchemaObject = { type: 'integer' };
const uri: SchemaObject = { type: 'string', format: 'uri' };
const strings: SchemaObject = { type: 'array', items: { type: 'string' } };
/** A string enum whose value set is only partly named by the contract and not completed by docs/behaviour.md#full-value-sets-of-enumerations. */
const partialEnum = (known: string): SchemaObject => ({
  type: 'string',
  description: `Known value: \`${known}\`; the full value set is not shown by the contract`,
});

// spec schema Organization `title` 2 to 255
export const organizationTitle = str({ min: 2, max: 255 });
// spec schema Organization `hostname` 3 to 32
export const organizationHostname = str({ min: 3, max: 32 });
// spec schema Organization `logo` max 2048; Endpoints › Organizations: logo is a URI
export const organizationLogo = str({ max: 2048, format: 'uri' });
// spec schema Organization: `defaultContent` `{type, site}`; Enumerations with a partial value set (`site`)
export const organizationDefaultContent = obj({
  type: partialEnum('site'),
  site: { type: 'string', description: 'The site id' },
});
// spec schema Team `title` 1 to 64
export const teamTitle = str({ min: 1, max: 64 });
// spec schemas Team, TeamMember: TeamMember `role`: `owner` (can manage team members) or `member`
export const teamMemberRole: SchemaObject = {
  type: 'string',
  enum: ['owner', 'member'],
  description: 'owner: can manage team members; member: a plain member',
};
// spec schema SAMLProvider `label` 1 to 30
export const samlLabel = str({ min: 1, max: 30 });
// spec schema SAMLProvider `entityID` max 1024
export const samlEntityID = str({ max: 1024 });
// spec schema SAMLProvider `certificate` max 10000
export const samlCertificate = str({ max: 10000 });
// spec schema SAMLProvider `ssoURL` max 2048; SAMLProvider › `ssoURL` URL
export const samlSsoURL = str({ max: 2048, format: 'uri' });
// spec schema Subdomain `subdomain` 3 to 32 and its pattern
export const subdomainLabel = str({ min: 3, max: 32, pattern: '^[a-z0-9][a-z0-9-]{1,30}[a-z0-9]$' });

// docs/behaviour.md#full-value-sets-of-enumerations: Organization `type`, `useCase`, `communityType`, `plan`, `billing.interval`, `trial.status`
const organizationType = ['business', 'community'];
const organizationUseCase = [
  'internalDocs',
  'docsSite',
  'audienceControlledSite',
  'productDocs',
  'teamKnowledgeBase',
  'designSystem',
  'openSourceDocs',
  'notes',
  'other',
];
const organizationCommunityType = ['nonProfit', 'openSource', 'education'];
const organizationPlan = [
  'free_2024',
  'plus_2024',
  'pro_2024',
  'enterprise_2024',
  'community_2024',
  'free',
  'plus',
  'pro',
  'internal',
];
const billingInterval = ['monthly', 'yearly'];
const trialStatus = ['notapplicable', 'none', 'active', 'ended', 'expired'];
// docs/behaviour.md#full-value-sets-of-enumerations: SAML provider `status`
const samlProviderStatus = ['active', 'pending'];

const enumOf = (values: string[], description?: string): SchemaObject => ({
  type: 'string',
  enum: values,
  ...(description !== undefined ? { description } : {}),
});

const Organization = obj(
  {
    ...objectAndId('organization'),
    title: organizationTitle,
    createdAt: ref('Timestamp'),
    emailDomains: strings,
    hostname: { ...organizationHostname, description: 'Default hostname for public content' },
    type: enumOf(organizationType),
    useCase: enumOf(organizationUseCase),
    communityType: enumOf(organizationCommunityType),
    defaultRole: ref('NullableRole'),
    defaultContent: organizationDefaultContent,
    sso: { type: 'boolean', description: 'SSO enforced organization-wide' },
    ai: { type: 'boolean', description: 'AI features enabled' },
    inviteLinks: bool,
    plan: enumOf(organizationPlan),
    // docs/behaviour.md#fields-always-sent: `billing` and `blocked` only when they apply, then whole.
    billing: obj(
      {
        interval: enumOf(billingInterval),
        endDate: ref('Timestamp'),
        hasPaymentFailed: bool,
        isScheduledToCancel: bool,
      },
      ['interval', 'endDate', 'hasPaymentFailed', 'isScheduledToCancel'],
    ),
    // README › Instances: `x-instance` — where the organization is, in this API and in the app.
    urls: obj({ location: withInstance(uri, 'id'), app: withInstance(uri, 'id'), logo: organizationLogo }, [
      'location',
      'app',
    ]),
    // The live service always sends `trial` with `status` and `count` (trials used); `endDate` and
    // `decision` only when they apply (docs/behaviour.md#fields-always-sent).
    trial: obj(
      {
        status: enumOf(trialStatus),
        count: { type: 'integer', minimum: 0, description: 'How many trials the organization has used' },
        endDate: ref('Timestamp'),
        decision: partialEnum('downgrade'),
      },
      ['status', 'count'],
    ),
    customHostname: text,
    blocked: obj({ reason: partialEnum('security') }, ['reason']),
    internal_billingMigration: obj({
      deadline: ref('Timestamp'),
      discountPercent: { type: 'number' },
      discountEndDate: ref('Timestamp'),
    }),
    // spec schema Organization, deprecated field `internal_isOnNewTrial`, always true
    internal_isOnNewTrial: { type: 'boolean', const: true, deprecated: true },
    permissions: withPermits(permissionsObject(organizationPermissions), {
      view: ['getOrganizationById'],
      admin: ['updateOrganizationById'],
      listMembers: ['listMembersInOrganizationById'],
      listTeams: ['listTeamsInOrganizationById'],
      createContent: ['createSpace', 'createCollection'],
    }),
  },
  // spec schema Organization Required fields, plus those always sent (docs/behaviour.md#fields-always-sent).
  [
    'object',
    'id',
    'title',
    'createdAt',
    'emailDomains',
    'type',
    'defaultRole',
    'sso',
    'ai',
    'inviteLinks',
    'plan',
    'trial',
    'urls',
    'permissions',
  ],
);

// spec schema Member — no field is marked Required; all but `lastSeenAt` (never seen yet) are always sent
// (docs/behaviour.md#fields-always-sent).
const Member = obj(
  {
    ...objectAndId('member'),
    role: ref('NullableRole'),
    // README › Derived fields: `x-derived` — the member is the user its path names
    user: withDerived(ref('User'), { from: [{ param: 'userId', at: 'id' }], reading: 'reference' }),
    disabled: bool,
    joinedAt: ref('Timestamp'),
    // README › Timestamps: `x-set-by` (spec tag Organization members: the ping updates the caller's last-seen time)
    lastSeenAt: { ...ref('Timestamp'), 'x-set-by': ['updateOrganizationMemberLastSeenAt'] },
    sso: bool,
    // docs/behaviour.md#derived-fields: the contract names the counters only.
    spaces: withDerived(
      { type: 'integer', description: 'Number of spaces the member can access' },
      { from: [{ count: 'listSpacesForOrganizationMember', params: { userId: 'id' } }], reading: 'reference' },
    ),
    teams: withDerived(
      { type: 'integer', description: 'Number of teams the member belongs to' },
      { from: [{ count: 'listTeamsForOrganizationMember', params: { userId: 'id' } }], reading: 'reference' },
    ),
  },
  ['object', 'id', 'role', 'user', 'disabled', 'joinedAt', 'sso', 'spaces', 'teams'],
);

const Team = obj(
  {
    ...objectAndId('team'),
    title: teamTitle,
    members: withDerived(integer, { from: [{ count: 'listTeamMembersInOrganizationById', params: { teamId: 'id' } }] }),
    // No list of the API shows a team's spaces (README › Derived fields: `x-derived`).
    spaces: integer,
    createdAt: ref('Timestamp'),
    permissions: withPermits(permissionsObject(teamPermissions), {
      view: ['getTeamInOrganizationById'],
      admin: ['updateTeamInOrganizationById'],
    }),
  },
  // spec schema Team: `object`, `id` Required, plus those always sent (docs/behaviour.md#fields-always-sent)
  ['object', 'id', 'title', 'members', 'spaces', 'createdAt', 'permissions'],
);

const TeamMember = obj({ role: teamMemberRole }, ['role']);

// spec schema SAMLProvider — `ssoURL`, `entityID`, `certificate` and `defaultTeam` only once set
// (docs/behaviour.md#fields-always-sent).
const SAMLProvider = obj(
  {
    ...objectAndId('saml-provider'),
    label: samlLabel,
    ssoURL: samlSsoURL,
    entityID: samlEntityID,
    certificate: samlCertificate,
    defaultTeam: ref('Team'),
    defaultRole: ref('NullableRole'),
    createdAt: ref('Timestamp'),
    status: enumOf(samlProviderStatus),
    service: obj({ acsURL: text, startURL: text, entityID: text }, ['acsURL', 'startURL', 'entityID']),
    urls: urlFields(['location'], ['location']),
  },
  ['object', 'id', 'label', 'defaultRole', 'createdAt', 'status', 'service', 'urls'],
);

const Subdomain = obj(
  {
    object: text,
    subdomain: { ...subdomainLabel, description: 'The service subdomain label' },
    target: stringFields('type', 'organization'),
    isActive: bool,
  },
  ['object', 'subdomain', 'target', 'isActive'],
);

// spec (every operation's success status and response schemas) — fields of the response bodies without `?` are Required
const MemberSpaceListItem = obj({ permission: text, space: ref('Space') }, ['permission', 'space']);
const MemberTeamListItem = obj({ team: ref('Team'), member: ref('TeamMember') }, ['team', 'member']);
const TeamMemberListItem = obj(
  { organization: ref('Member'), team: ref('TeamMember'), permissions: obj({ view: bool }, ['view']) },
  ['organization', 'team', 'permissions'],
);
const SSOProviderLogin = obj({ id: text, label: samlLabel, startURL: text }, ['id', 'label', 'startURL']);
const SSOProviderLogins = obj({ items: { type: 'array', items: ref('SSOProviderLogin') } }, ['items']);
// spec: updateOrganizationMemberLastSeenAt ping: `serviceVisitorClaims` is optional
const OrganizationPingResult = obj({
  serviceVisitorClaims: {
    type: 'string',
    description: 'A JWT with visitor claims to attach to the user',
    'x-instance': 'id',
  },
});
const OrganizationsForEmailDomain = obj({ organizations: { type: 'array', items: ref('Organization') } }, [
  'organizations',
]);

export const schemas: Record<string, SchemaObject> = {
  Organization,
  Member,
  Team,
  TeamMember,
  SAMLProvider,
  Subdomain,
  MemberSpaceListItem,
  MemberTeamListItem,
  TeamMemberListItem,
  SSOProviderLogin,
  SSOProviderLogins,
  OrganizationPingResult,
  OrganizationsForEmailDomain,
};
