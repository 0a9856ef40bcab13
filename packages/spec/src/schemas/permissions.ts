/**
 * The `permissions` objects of the resources that answer with one (spec schemas Organization, Team, Collection,
 * Space): the keys of each, named once here for the schemas and for required-beyond-contract.ts, and the schema
 * of such an object, booleans each always sent (docs/behaviour.md#fields-always-sent).
 */
import type { SchemaObject } from 'openapi3-ts/oas31';
import { obj } from '../builders.js';

export const organizationPermissions = [
  'view',
  'admin',
  'ownTeam',
  'createContent',
  'createOpenAPISpec',
  'ingestConversations',
  'viewBilling',
  'listMembers',
  'listTeams',
  'listIntegrations',
] as const;

export const teamPermissions = ['admin', 'view'] as const;

export const collectionPermissions = ['view', 'admin', 'viewInviteLinks', 'create'] as const;

export const spacePermissions = [
  'view',
  'access',
  'admin',
  'viewInviteLinks',
  'edit',
  'triggerGitSync',
  'comment',
  'merge',
  'review',
] as const;

const boolean: SchemaObject = { type: 'boolean' };

/** A `permissions` object: each of `names` a boolean, each required. */
export const permissionsObject = (names: readonly string[]): SchemaObject =>
  obj(Object.fromEntries(names.map((name) => [name, boolean])), [...names]);
