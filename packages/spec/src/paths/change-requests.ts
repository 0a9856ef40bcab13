/** contract: Endpoints › Change requests (`@SPACE/change-requests`, `@CR`). */
import type { PathsObject } from 'openapi3-ts/oas31';
import { listOf, obj, operation, param, query, ref } from '../builders.js';
import { paginated } from '../parameters.js';
import { changeRequestStatus, changeRequestSubject } from '../schemas/change-requests.js';

const section = 'Change requests';
const sp = [param('pathSpaceId')];
const cr = [param('pathSpaceId'), param('pathChangeRequestId')];
const changeRequest = ref('ChangeRequest');

export const paths: PathsObject = {
  '/v1/spaces/{spaceId}/change-requests': {
    get: operation({
      id: 'listChangeRequestsForSpace',
      section,
      summary: 'List the change requests of a space',
      parameters: [
        ...sp,
        ...paginated,
        // contract: Enumerations with a partial value set › Change request `status` (list filter default `open`)
        query('status', { ...changeRequestStatus, default: 'open' }, 'Only change requests with this status'),
        query('contributor', { type: 'string' }, 'Only change requests this user (id) contributed to'),
      ],
      success: { status: 200, schema: listOf(changeRequest) },
    }),
    post: operation({
      id: 'createChangeRequest',
      section,
      summary: 'Create a change request',
      parameters: sp,
      body: obj({ subject: changeRequestSubject, agentTaskId: { type: 'string' } }),
      bodyRequired: false,
      success: { status: 201, schema: changeRequest },
    }),
  },
  '/v1/spaces/{spaceId}/change-requests/{changeRequestId}': {
    get: operation({
      id: 'getChangeRequestById',
      section,
      summary: 'Get a change request',
      parameters: cr,
      success: { status: 200, schema: changeRequest },
    }),
    patch: operation({
      id: 'updateChangeRequestById',
      section,
      summary: 'Update a change request',
      description: 'A merged change request can no longer be changed (409).',
      parameters: cr,
      body: obj({ subject: changeRequestSubject, status: changeRequestStatus }),
      success: { status: 200, schema: changeRequest },
      errors: [409],
    }),
  },
  '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/merge': {
    post: operation({
      id: 'mergeChangeRequest',
      section,
      summary: 'Merge a change request into the main content',
      description: 'Answers `result` = `merge`. Merging an already merged change request is a 409.',
      parameters: cr,
      success: { status: 200, schema: ref('ChangeRequestMergeResult') },
      // api-facts: Errors › 409 merging an already merged change request
      errors: [409],
    }),
  },
  '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/update': {
    post: operation({
      id: 'updateChangeRequest',
      section,
      summary: 'Update a change request with the main content',
      description: 'Pulls the primary content into the change request; answers `result` = `update`.',
      parameters: cr,
      success: { status: 200, schema: ref('ChangeRequestMergeResult') },
      errors: [409],
    }),
  },
  '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/pdf': {
    get: operation({
      id: 'getChangeRequestPDF',
      section,
      summary: 'Get a PDF of a change request',
      parameters: [
        ...cr,
        query('only', { type: 'boolean' }, 'When true, the PDF holds only the given page'),
        query('page', { type: 'string' }, 'The id of the page'),
      ],
      success: { status: 200, schema: ref('ChangeRequestPDF') },
    }),
  },
};
