/**
 * Roles and what they allow (spec schema Role). Ranked from most to least powerful;
 * null is a guest. A caller's level on a collection or space is the higher of their organization role
 * and the `defaultLevel` inherited along the collection chain (the space's own, else its collection's).
 */
export const ROLE_RANK = { admin: 6, create: 5, review: 4, edit: 3, comment: 2, read: 1 } as const;

export type Role = keyof typeof ROLE_RANK;
export type Level = Role | null;

export const rank = (level: Level | undefined): number => (level ? ROLE_RANK[level] : 0);

/** True when `level` is at least `needed`. */
export const atLeast = (level: Level | undefined, needed: Role): boolean => rank(level) >= ROLE_RANK[needed];

/** The higher of two levels. */
export const higher = (a: Level | undefined, b: Level | undefined): Level => {
  const best = rank(a) >= rank(b) ? a : b;
  return best ?? null;
};

export const asLevel = (value: string | null | undefined): Level =>
  value !== null && value !== undefined && value in ROLE_RANK ? (value as Role) : null;

/** The caller's effective level on content: their org role, raised by the inherited default level. */
export const contentLevel = (orgRole: Level, inheritedDefaultLevels: Level[]): Level => {
  const inherited = inheritedDefaultLevels.find((l) => l !== undefined) ?? null;
  return higher(orgRole, inherited);
};

export const organizationPermissions = (role: Level) => ({
  view: true,
  admin: atLeast(role, 'admin'),
  ownTeam: atLeast(role, 'admin'),
  createContent: atLeast(role, 'create'),
  createOpenAPISpec: atLeast(role, 'create'),
  ingestConversations: atLeast(role, 'admin'),
  viewBilling: atLeast(role, 'admin'),
  listMembers: atLeast(role, 'read'),
  listTeams: atLeast(role, 'read'),
  listIntegrations: atLeast(role, 'read'),
});

export const collectionPermissions = (level: Level) => ({
  view: atLeast(level, 'read'),
  admin: atLeast(level, 'admin'),
  viewInviteLinks: atLeast(level, 'admin'),
  create: atLeast(level, 'create'),
});

export const spacePermissions = (level: Level, editMode: string) => ({
  view: atLeast(level, 'read'),
  access: atLeast(level, 'read'),
  admin: atLeast(level, 'admin'),
  viewInviteLinks: atLeast(level, 'admin'),
  edit: atLeast(level, 'edit') && (editMode !== 'locked' || atLeast(level, 'admin')),
  triggerGitSync: atLeast(level, 'edit'),
  comment: atLeast(level, 'comment'),
  merge: atLeast(level, 'review'),
  review: atLeast(level, 'review'),
});
