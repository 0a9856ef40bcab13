/**
 * What the paths of several tags declare alike: the `title` query parameter of a list that keeps the items whose
 * title holds the value in any case (teams, a member's teams, sites), and the body `parent` and the `x-effect` of a
 * move into a parent collection at a place among its siblings (collections, spaces).
 */
import type { ParameterObject, SchemaObject } from 'openapi3-ts/oas31';
import { orNull, query } from '../builders.js';
import type { MoveEffect, SiblingList } from '../effects.js';
import { filter, type FilterMeaning } from '../filters.js';

/** A list's `title` query parameter: the items whose title (at `meaning.field`) holds the value, ignoring case. */
export const titleContains = (description: string, meaning: Omit<FilterMeaning, 'op'>): ParameterObject =>
  query('title', { type: 'string' }, description, filter({ op: 'contains-ci', ...meaning }));

/** The body field `parent` of a move: the new parent collection, or null for the top level. */
export const moveParent = (): SchemaObject =>
  orNull({ type: 'string', description: 'The id of the new parent collection; null for the top level' });

/**
 * The `x-effect` of a move into the body's `parent` collection, right before or after a sibling named by the body's
 * `position`: a sibling is made by `createOperationId` (its body's `parent`), the order is read from `order`.
 */
export const moveIntoCollection = (createOperationId: string, order: SiblingList[]): MoveEffect => ({
  kind: 'move',
  parent: { field: 'parent', param: 'collectionId' },
  position: {
    field: 'position',
    create: { operationId: createOperationId, parent: 'parent' },
    order,
    reading: 'reference',
  },
});
