/** spec tag Change requests (`@SPACE/change-requests`, `@CR`). */
import type { PathsObject } from 'openapi3-ts/oas31';
import { collectionPath, itemPath, obj, operation, param, query, ref } from '../builders.js';
import { filter } from '../filters.js';
import { paginated } from '../parameters.js';
import { changeRequestStatus, changeRequestSubject } from '../schemas/change-requests.js';

const section = 'Change requests';
const sp = [param('pathSpaceId')];
const cr = [param('pathSpaceId'), param('pathChangeRequestId')];
const changeRequest = ref('ChangeRequest');

export const paths: PathsObject = {
  '/v1/spaces/{spaceId}/change-requests': collectionPath(
    { section, parameters: sp, schema: changeRequest },
    {
      get: [
        'listChangeRequestsForSpace',
        'List the change requests of a space',
        [
          ...sp,
          ...paginated,
          // spec schema ChangeRequest `status` (list filter default `open`)
          query(
            'status',
            { ...changeRequestStatus, default: 'open' },
            'Only change requests with this status',
            filter({ op: 'eq', field: 'status' }),
          ),
          query(
            'contributor',
            { type: 'string' },
            'Only change requests this user (id) contributed to',
            filter({
              op: 'opaque',
              sample: 'createdBy.id',
              note: 'A change request does not show its contributors: a check judges that the list keeps only change requests of the list without it, and nothing for a user id no member has.',
            }),
          ),
        ],
      ],
      post: [
        'createChangeRequest',
        'Create a change request',
        obj({ subject: changeRequestSubject, agentTaskId: { type: 'string' } }),
        { bodyRequired: false },
      ],
    },
  ),
  '/v1/spaces/{spaceId}/change-requests/{changeRequestId}': itemPath(
    { section, parameters: cr, schema: changeRequest },
    {
      get: ['getChangeRequestById', 'Get a change request'],
      patch: [
        'updateChangeRequestById',
        'Update a change request',
        obj({ subject: changeRequestSubject, status: changeRequestStatus }),
        { description: 'A merged change request can no longer be changed (409).', errors: [409] },
      ],
    },
  ),
  '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/merge': {
    post: operation({
      id: 'mergeChangeRequest',
      section,
      summary: 'Merge a change request into the main content',
      description: 'Answers `result` = `merge`. Merging an already merged change request is a 409.',
      parameters: cr,
      success: { status: 200, schema: ref('ChangeRequestMergeResult') },
      // docs/behaviour.md#error-body-and-failure-statuses: 409 merging an already merged change request
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
