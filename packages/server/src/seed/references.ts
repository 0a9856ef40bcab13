/**
 * The names a seed file refers to, resolved before anything is written: members and authors are users of
 * the file and members of the organization, space names are unique in their organization (sections name
 * them), e-mails are unique, the fixtures name users and organizations of the file.
 */
import { seedError, type LineOf, type SeedCollection, type SeedDocument, type SeedSpace } from './document.js';

type Path = (string | number)[];

/** A space of an organization with where it sits: its path in the file and its collection's path. */
export interface PlacedSpace {
  name: string;
  space: SeedSpace;
  path: Path;
  /** The path of the collection holding it (undefined: at the organization's root). */
  collection?: Path;
}

/** Every space of an organization, depth-first (a collection's spaces before its sub-collections'). */
export function spacesOf(seed: SeedDocument, org: string): PlacedSpace[] {
  const found: PlacedSpace[] = [];
  const organization = seed.organizations[org];
  const visit = (collections: Record<string, SeedCollection> | undefined, at: Path): void => {
    for (const [name, collection] of Object.entries(collections ?? {})) {
      const path = [...at, name];
      for (const [spaceName, space] of Object.entries(collection.spaces ?? {}))
        found.push({ name: spaceName, space, path: [...path, 'spaces', spaceName], collection: path });
      visit(collection.collections, [...path, 'collections']);
    }
  };
  for (const [name, space] of Object.entries(organization?.spaces ?? {}))
    found.push({ name, space, path: ['organizations', org, 'spaces', name] });
  visit(organization?.collections, ['organizations', org, 'collections']);
  return found;
}

/** Throws a SeedError (path and line) at the first reference that does not hold. */
export function checkReferences(seed: SeedDocument, lineOf: LineOf): void {
  const fail = (path: Path, reason: string): never => {
    throw seedError(lineOf, path, reason);
  };
  const emails = new Map<string, string>();
  for (const [name, user] of Object.entries(seed.users)) {
    const email = user.email.toLowerCase();
    const other = emails.get(email);
    if (other !== undefined) fail(['users', name, 'email'], `is also the e-mail of users.${other}`);
    emails.set(email, name);
  }
  for (const [org, organization] of Object.entries(seed.organizations)) {
    const at: Path = ['organizations', org];
    const members = organization.members ?? {};
    for (const user of Object.keys(members))
      if (!(user in seed.users)) fail([...at, 'members', user], `names no user of the file (users.${user})`);
    const member = (path: Path, user: string): void => {
      if (!(user in members)) fail(path, `${user} is not a member of organizations.${org}`);
    };
    for (const [team, { members: teamMembers = {} }] of Object.entries(organization.teams ?? {}))
      for (const user of Object.keys(teamMembers)) member([...at, 'teams', team, 'members', user], user);
    const spaces = spacesOf(seed, org);
    const names = new Map<string, PlacedSpace>();
    for (const placed of spaces) {
      if (names.has(placed.name))
        fail(
          placed.path,
          `another space of organizations.${org} is named ${placed.name} (space names are unique in their organization)`,
        );
      names.set(placed.name, placed);
      const comments = (path: Path, list: SeedSpace['comments']): void =>
        list?.forEach((comment, i) => {
          member([...path, i, 'author'], comment.author);
          comment.replies?.forEach((reply, j) => member([...path, i, 'replies', j, 'author'], reply.author));
        });
      comments([...placed.path, 'comments'], placed.space.comments);
      placed.space.changeRequests?.forEach((cr, i) => {
        const path = [...placed.path, 'changeRequests', i];
        member([...path, 'author'], cr.author);
        if (cr.mergedBy !== undefined) member([...path, 'mergedBy'], cr.mergedBy);
        if (cr.mergedBy !== undefined && cr.status !== 'merged') fail([...path, 'mergedBy'], 'needs status: merged');
        comments([...path, 'comments'], cr.comments);
      });
    }
    const hasContent =
      spaces.length > 0 ||
      Object.keys({ ...organization.collections, ...organization.sites, ...organization.teams }).length > 0;
    if (hasContent && !Object.values(members).includes('admin'))
      fail([...at, 'members'], 'needs an admin member to create the teams, collections, spaces and sites');
    for (const [site, { sections = [] }] of Object.entries(organization.sites ?? {}))
      sections.forEach((section, i) => {
        if (!names.has(section.space))
          fail([...at, 'sites', site, 'sections', i, 'space'], `names no space of organizations.${org}`);
      });
  }
  const { fixtures = {} } = seed;
  for (const key of ['organization', 'otherOrganization'] as const) {
    const name = fixtures[key];
    if (name !== undefined && !(name in seed.organizations))
      fail(['fixtures', key], `names no organization of the file`);
  }
  for (const key of ['admin', 'reader', 'outsider'] as const) {
    const name = fixtures[key];
    if (name !== undefined && !(name in seed.users)) fail(['fixtures', key], `names no user of the file`);
  }
}
