/**
 * The JSON Schema of a seed file (docs/stand-in.md › Seed files), published as `@docs-api/spec/seed.schema.json`
 * (beside the test API document, whose createTenant `seed` refers to it), as the server's `schema/seed.schema.json`
 * and served at `/__test/seed.schema.json`. Enums and
 * limits are read from the contract's component schemas (`@docs-api/spec`), so the file never says more or
 * less than the API accepts. Names (`ada`, `acme`, `handbook`) are the file's own keys and references.
 */
import type { OpenAPIObject } from 'openapi3-ts/oas31';
import { buildDocument } from '../document.js';

type Json = Record<string, unknown>;

let built: OpenAPIObject | undefined;
/** The contract, built on first use (callers that hold it pass it instead). */
const contract = (): OpenAPIObject => (built ??= buildDocument());

const CONSTRAINTS = ['type', 'enum', 'minLength', 'maxLength', 'pattern'] as const;

/** The constraints of `schema.property` in the contract (no descriptions, examples or references). */
export function fromSpecOf(schema: string, property: string, document: OpenAPIObject = contract()): Json {
  const properties = (document.components?.schemas?.[schema] as Json | undefined)?.['properties'] as
    Record<string, Json> | undefined;
  const found = properties?.[property];
  if (found === undefined) throw new Error(`the spec has no ${schema}.${property}`);
  const ref = found['$ref'];
  if (ref === '#/components/schemas/NullableRole') return { enum: [...roles(document), null] };
  return Object.fromEntries(CONSTRAINTS.filter((key) => key in found).map((key) => [key, found[key]]));
}

/** The contract's Role enum. */
function roles(document: OpenAPIObject): string[] {
  return ((document.components?.schemas?.['Role'] as Json)['enum'] as string[]).slice();
}

const NAME_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]*$';
/** A map from names the file chooses to objects of one kind. */
const named = (ref: string, description: string): Json => ({
  type: 'object',
  description,
  propertyNames: { pattern: NAME_PATTERN, maxLength: 64 },
  additionalProperties: { $ref: `#/$defs/${ref}` },
});
const object = (properties: Json, required: string[] = [], description?: string): Json => ({
  type: 'object',
  ...(description !== undefined ? { description } : {}),
  properties,
  ...(required.length > 0 ? { required } : {}),
  additionalProperties: false,
});
const list = (ref: string): Json => ({ type: 'array', items: { $ref: `#/$defs/${ref}` } });
const reference = (description: string): Json => ({ type: 'string', pattern: NAME_PATTERN, description });

/** The constraints of `schema.property` in the contract the seed schema is built from. */
type FromSpec = (schema: string, property: string) => Json;

/** A map from user names to one role of a kind (`Member.role`, `TeamMember.role`). */
const rolesByUser = (description: string, role: Json): Json => ({
  type: 'object',
  description,
  propertyNames: { pattern: NAME_PATTERN },
  additionalProperties: role,
});

/** The file's top level: its users, its organizations and which of their names fill the fixtures. */
function topLevel(): Json {
  return object(
    {
      $schema: { type: 'string' },
      users: named('user', 'Users by name; the name keys tokens.<name> in the fixtures'),
      organizations: named('organization', 'Organizations by name'),
      fixtures: object(
        {
          organization: reference('The organization of fixtures.organizationId'),
          otherOrganization: reference('The organization of fixtures.otherOrganizationId'),
          admin: reference('The user whose token is tokens.admin'),
          reader: reference('The user whose token is tokens.reader'),
          outsider: reference('The user whose token is tokens.outsider'),
        },
        [],
        'Which names fill the conformance fixtures (fixtures.json)',
      ),
    },
    ['users', 'organizations'],
  );
}

/** Users, and what an organization holds beside its spaces and sites: members, teams and collections. */
function organizationDefs(fromSpec: FromSpec): Json {
  return {
    user: object({ displayName: fromSpec('User', 'displayName'), email: { type: 'string', format: 'email' } }, [
      'displayName',
      'email',
    ]),
    organization: object(
      {
        title: fromSpec('Organization', 'title'),
        type: fromSpec('Organization', 'type'),
        hostname: fromSpec('Organization', 'hostname'),
        emailDomains: { type: 'array', items: { type: 'string' } },
        members: rolesByUser('User name → role in the organization', fromSpec('Member', 'role')),
        teams: named('team', 'Teams by name'),
        collections: named('collection', 'Top-level collections by name'),
        spaces: named('space', 'Spaces outside any collection by name'),
        sites: named('site', 'Sites by name'),
      },
      ['title'],
    ),
    team: object(
      {
        title: fromSpec('Team', 'title'),
        members: rolesByUser('User name → role in the team', fromSpec('TeamMember', 'role')),
      },
      ['title'],
    ),
    collection: object(
      {
        title: fromSpec('Collection', 'title'),
        description: fromSpec('Collection', 'description'),
        defaultLevel: fromSpec('Collection', 'defaultLevel'),
        collections: named('collection', 'Nested collections by name'),
        spaces: named('space', 'Spaces of this collection by name'),
      },
      ['title'],
    ),
  };
}

/** A space and what it holds: pages, comments with their replies, change requests. */
function spaceDefs(fromSpec: FromSpec): Json {
  const markdown = { ...fromSpec('Content', 'markdown'), description: 'Markdown' };
  return {
    space: object(
      {
        title: fromSpec('Space', 'title'),
        emoji: fromSpec('Space', 'emoji'),
        visibility: fromSpec('Space', 'visibility'),
        editMode: fromSpec('Space', 'editMode'),
        defaultLevel: fromSpec('Space', 'defaultLevel'),
        pages: list('page'),
        comments: list('comment'),
        changeRequests: list('changeRequest'),
      },
      ['title'],
      'A space; its key is unique in its organization and names it in sites and sections',
    ),
    page: object(
      {
        title: { type: 'string', minLength: 1 },
        slug: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]*$', description: 'Default: from the title' },
        markdown: { type: 'string' },
        pages: list('page'),
      },
      ['title'],
    ),
    comment: object(
      {
        author: reference('A member of the organization'),
        page: { type: 'string', description: 'The path of the page commented on (slugs joined by /)' },
        markdown,
        resolved: { type: 'boolean' },
        replies: list('reply'),
      },
      ['author', 'markdown'],
    ),
    reply: object({ author: reference('A member of the organization'), markdown }, ['author', 'markdown']),
    changeRequest: object(
      {
        subject: fromSpec('ChangeRequest', 'subject'),
        author: reference('A member with the edit level'),
        status: { enum: ['open', 'merged'] },
        mergedBy: reference('Who merges it (review level); default: the author'),
        pages: { ...list('page'), description: 'Pages added, or changed when their path exists in the space' },
        comments: list('comment'),
      },
      ['subject', 'author'],
    ),
  };
}

/** A site and what it holds: sections (spaces by name) and share links. */
function siteDefs(fromSpec: FromSpec): Json {
  return {
    site: object(
      {
        title: fromSpec('Site', 'title'),
        type: fromSpec('Site', 'type'),
        visibility: fromSpec('Site', 'visibility'),
        published: { type: 'boolean' },
        sections: list('section'),
        shareLinks: list('shareLink'),
      },
      ['title'],
    ),
    section: object({ space: reference('A space of the organization'), title: fromSpec('SiteSection', 'title') }, [
      'space',
    ]),
    shareLink: object({ name: fromSpec('ShareLink', 'name') }, ['name']),
  };
}

/** Builds the schema (a pure function of the contract). */
export function buildSeedSchema(document: OpenAPIObject = contract()): Json {
  const fromSpec: FromSpec = (schema, property) => fromSpecOf(schema, property, document);
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://docs-api.dev/schema/seed.schema.json',
    title: 'Seed file of the Docs Workspace Management API reference server',
    ...topLevel(),
    $defs: { ...organizationDefs(fromSpec), ...spaceDefs(fromSpec), ...siteDefs(fromSpec) },
  };
}
