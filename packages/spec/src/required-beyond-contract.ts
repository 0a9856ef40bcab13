/**
 * Required response properties the contract itself leaves optional: the server always sends them (the live
 * service's own required list, and what the reference always sends — docs/behaviour.md#fields-always-sent).
 * The spec keeps them in `required` (the server's response validation and the shared types stay strict) and
 * names them again in the schema-level extension `x-required-beyond-contract`, so the conformance suite can
 * judge them at SHOULD and only the contract's Required fields at MUST
 * (docs/behaviour.md#must-and-should-in-the-conformance-suite).
 */
import type { SchemaObject } from 'openapi3-ts/oas31';
import {
  collectionPermissions,
  organizationPermissions,
  spacePermissions,
  teamPermissions,
} from './schemas/permissions.js';

export const requiredBeyondContractKey = 'x-required-beyond-contract';

/** Per schema node (a path under `components/schemas`), the required properties the contract leaves optional. */
export const requiredBeyondContract: Record<string, string[]> = {
  User: ['object', 'id', 'displayName', 'urls'],
  'User/properties/urls': ['location'],
  ListEnvelope: ['count'],
  File: ['object', 'id', 'name', 'contentType', 'downloadURL', 'size'],
  'File/properties/dimensions': ['width', 'height'],
  'File/properties/git': ['oid', 'path'],
  Organization: ['defaultRole', 'sso', 'ai'],
  'Organization/properties/billing': ['interval', 'endDate', 'hasPaymentFailed', 'isScheduledToCancel'],
  'Organization/properties/blocked': ['reason'],
  'Organization/properties/permissions': [...organizationPermissions],
  Member: ['object', 'id', 'role', 'user', 'disabled', 'joinedAt', 'sso', 'spaces', 'teams'],
  Team: ['title', 'members', 'spaces', 'createdAt', 'permissions'],
  'Team/properties/permissions': [...teamPermissions],
  SAMLProvider: ['object', 'id', 'label', 'defaultRole', 'createdAt', 'status', 'service', 'urls'],
  'SAMLProvider/properties/service': ['acsURL', 'startURL', 'entityID'],
  'SAMLProvider/properties/urls': ['location'],
  Collection: ['urls', 'permissions'],
  'Collection/properties/urls': ['location', 'app'],
  'Collection/properties/permissions': [...collectionPermissions],
  Space: ['editMode', 'urls', 'permissions'],
  'Space/properties/urls': ['location', 'app'],
  'Space/properties/gitSync': ['installationProvider'],
  'Space/properties/permissions': [...spacePermissions],
  ChangeRequest: ['createdBy', 'urls'],
  'ChangeRequest/properties/urls': ['app', 'location'],
  CommentReaction: ['emoji', 'count', 'users'],
  'CommentReaction/properties/users/items': ['user', 'reactedAt'],
  CommentTarget: ['space', 'revision'],
  'CommentTarget/properties/node': ['id'],
  'CommentTarget/properties/page': ['id', 'outdated'],
  Comment: [
    'object',
    'id',
    'postedBy',
    'postedAt',
    'reactions',
    'body',
    'urls',
    'permissions',
    'replies',
    'target',
    'status',
  ],
  'Comment/properties/urls': ['location'],
  'Comment/properties/permissions': ['view', 'edit', 'reply', 'delete'],
  CommentReply: ['object', 'id', 'postedBy', 'postedAt', 'reactions', 'body', 'urls', 'permissions'],
  'CommentReply/properties/urls': ['location'],
  'CommentReply/properties/permissions': ['view', 'edit', 'reply', 'delete'],
  Revision: ['object', 'id', 'parents', 'pages', 'files', 'reusableContents', 'variables', 'createdAt', 'urls', 'type'],
  'Revision/properties/reusableContents/items': ['id', 'title', 'document'],
  'Revision/properties/reusableContents/items/properties/git': ['oid', 'path'],
  'Revision/properties/urls': ['app'],
  Page: ['id', 'title', 'createdAt', 'updatedAt', 'urls', 'slug', 'path', 'pages'],
  'Page/properties/urls': ['app'],
  'Page/properties/git': ['oid', 'path'],
  ContentReference: ['kind'],
  'ContentReference/properties/versionContext': ['type', 'revision'],
  LinkItem: ['status', 'relation', 'targetReference', 'locationReferences'],
  'LinkListResponse/allOf/1': ['stats'],
  'LinkListResponse/allOf/1/properties/stats': ['total', 'broken'],
  'LinkListResponse/allOf/1/properties/stats/properties/broken': ['total', 'changeRequest'],
  SpaceSearchItem: ['id', 'title', 'path', 'sections', 'urls'],
  'SpaceSearchItem/properties/sections/items': ['id', 'title', 'path', 'body', 'urls'],
  'SpaceSearchItem/properties/sections/items/properties/urls': ['app'],
  'SpaceSearchItem/properties/urls': ['app'],
  OrganizationSearchItem: ['id', 'title', 'pages'],
  Site: ['adaptiveContent', 'features', 'urls'],
  'Site/properties/proxy': ['origin', 'target'],
  'Site/properties/adaptiveContent': ['enabled'],
  'Site/properties/urls': ['location', 'app'],
  SiteSection: ['default', 'siteSpaces', 'urls'],
  SiteSectionGroup: ['sections'],
  SiteSpace: ['default', 'hasAdvancedCustomizationFeature', 'space', 'urls'],
  ShareLink: ['active', 'urls'],
  'ShareLink/properties/urls': ['published'],
  SiteAdaptiveSchema: ['object', 'jsonSchema', 'updatedAt'],
  SiteAdaptiveTemplateConditions: ['items'],
  'SiteAdaptiveTemplateConditions/properties/items/items': ['description', 'condition'],
  PublishedContentSite: ['object', 'site', 'structure'],
  'PublishedContentSite/properties/structure/oneOf/0': ['structure'],
  'PublishedContentSite/properties/structure/oneOf/1': ['structure'],
  OpenAPISpec: ['object', 'id', 'createdAt', 'updatedAt', 'slug', 'sourceURL', 'permissions', 'urls'],
  'OpenAPISpec/properties/permissions': ['view', 'edit'],
  'OpenAPISpec/properties/urls': ['location', 'app'],
  OpenAPISpecVersion: ['object', 'id', 'createdAt', 'urls'],
  'OpenAPISpecVersion/properties/urls': ['location'],
  OpenAPISpecVersionContent: ['filesystem', 'url'],
  TranslationSettings: ['object', 'id', 'title', 'languages', 'createdAt', 'updatedAt', 'permissions', 'urls'],
  'TranslationSettings/properties/permissions': ['view', 'edit'],
  'TranslationSettings/properties/urls': ['location'],
};

/**
 * Marks every node listed above with `x-required-beyond-contract`, refusing a node that is missing or a name
 * that is not in the node's `required` (the list and the schemas must not drift apart).
 */
export function markRequiredBeyondContract(schemas: Record<string, SchemaObject>): Record<string, SchemaObject> {
  for (const [path, names] of Object.entries(requiredBeyondContract)) {
    let node: unknown = schemas;
    for (const segment of path.split('/')) node = (node as Record<string, unknown> | undefined)?.[segment];
    const schema = node as SchemaObject | undefined;
    const missing = names.filter((name) => !(schema?.required ?? []).includes(name));
    if (schema === undefined || missing.length > 0) {
      throw new Error(
        `${requiredBeyondContractKey}: ${path} does not require ${missing.join(', ') || names.join(', ')}`,
      );
    }
    schema[requiredBeyondContractKey] = [...names];
  }
  return schemas;
}
