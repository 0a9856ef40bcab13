/** Profiles: the subsets of the contract an implementation can claim, and which contract section belongs to which. */

export const profiles = [
  'core',
  'spaces',
  'collections',
  'members-teams',
  'sso',
  'change-requests',
  'comments',
  'content',
  'sites',
  'openapi',
  'translations',
  // not contract sections: what a target may opt out of (several requests at once, several instances)
  'concurrency',
  'instances',
] as const;

export type Profile = (typeof profiles)[number];

/** Contract section (the operation's tag in the spec) → profile. */
export const sectionProfiles: Record<string, Profile> = {
  Organizations: 'core',
  'Organization members': 'members-teams',
  'Teams and team members': 'members-teams',
  SSO: 'sso',
  Collections: 'collections',
  Spaces: 'spaces',
  'Change requests': 'change-requests',
  'Change request content': 'content',
  'Space content': 'content',
  'Space comments': 'comments',
  'Change request comments': 'comments',
  Sites: 'sites',
  'Site sections': 'sites',
  'Site section groups': 'sites',
  'Site spaces': 'sites',
  'Site share links': 'sites',
  'OpenAPI specifications': 'openapi',
  'Translation settings': 'translations',
};

/** The profile of a contract section; throws on a section the suite does not know (a new spec family). */
export function profileOfSection(section: string): Profile {
  const profile = sectionProfiles[section];
  if (profile === undefined) throw new Error(`contract section "${section}" has no profile`);
  return profile;
}

export const isProfile = (value: string): value is Profile => (profiles as readonly string[]).includes(value);
