/** Change requests (spec schema ChangeRequest; spec tag Change requests, docs/behaviour.md#change-request-lifecycle). */
import type { SchemaObject } from 'openapi3-ts/oas31';
import { withDerived } from '../derived.js';
import { obj, objectAndId, ref, str, urlFields } from '../builders.js';

// spec schema ChangeRequest `subject` max 100
export const changeRequestSubject = str({ max: 100 });

// docs/behaviour.md#full-value-sets-of-enumerations: ChangeRequest `status` (the contract names only `draft` and `open`)
export const changeRequestStatuses = ['draft', 'open', 'archived', 'merged'] as const;
export const changeRequestStatus: SchemaObject = { type: 'string', enum: [...changeRequestStatuses] };

// spec tag Change requests, docs/behaviour.md#change-request-lifecycle (merge answers `merge`, update answers `update`)
export const changeRequestResults = ['merge', 'update'] as const;

export const schemas: Record<string, SchemaObject> = {
  ChangeRequest: obj(
    {
      ...objectAndId('change-request'),
      number: { type: 'integer', description: 'Incremental identifier of the change request within the space' },
      status: changeRequestStatus,
      subject: changeRequestSubject,
      // README › Authors: `x-set-by: "caller"` (docs/behaviour.md#authors: the user who created it)
      createdBy: { ...ref('User'), 'x-set-by': 'caller' },
      createdAt: ref('Timestamp'),
      updatedAt: ref('Timestamp'),
      revision: { type: 'string', description: 'The id of the active revision', 'x-instance': 'id' },
      revisionInitial: {
        type: 'string',
        description: 'The revision of the space the change request was created from',
        'x-instance': 'id',
      },
      revisionMergedAncestor: {
        type: 'string',
        description: 'The latest main revision when last updated from the main content',
        'x-instance': 'id',
      },
      revisionMerged: {
        type: 'string',
        description: 'When merged, the id of the resulting revision',
        'x-instance': 'id',
      },
      comments: withDerived(
        { type: 'integer', minimum: 0, description: 'Number of opened comments' },
        {
          from: [
            {
              count: 'listCommentsInChangeRequest',
              query: { status: 'open' },
              params: { changeRequestId: 'id' },
            },
          ],
        },
      ),
      outdated: { type: 'boolean', description: 'True when the change request lacks the latest main content' },
      urls: urlFields(['app', 'location'], ['app', 'location']),
    },
    // spec schema ChangeRequest: fields marked Required, plus those always sent (docs/behaviour.md#fields-always-sent)
    [
      'object',
      'id',
      'number',
      'status',
      'subject',
      'createdAt',
      'updatedAt',
      'revision',
      'revisionInitial',
      'comments',
      'outdated',
      'createdBy',
      'urls',
    ],
    { description: 'A proposed edit to a space' },
  ),
  ChangeRequestMergeResult: obj(
    {
      revision: { type: 'string', description: 'The id of the resulting revision', 'x-instance': 'id' },
      result: {
        type: 'string',
        enum: [...changeRequestResults],
        description: '`merge` for POST merge, `update` for POST update',
      },
    },
    ['revision', 'result'],
    { description: 'The answer of merging a change request or updating it from the main content' },
  ),
  ChangeRequestPDF: obj(
    { url: { type: 'string', description: 'Where the generated PDF can be fetched', 'x-instance': 'id' } },
    ['url'],
  ),
};
