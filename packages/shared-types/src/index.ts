/**
 * Types of the Docs Workspace Management API, generated from @docs-api/spec.
 * `Space`, `ChangeRequest`, … are the component schemas; `GetSpaceByIdResponse`, … the operations'.
 */
export type * from './generated/openapi.js';
export type * from './generated/operations.js';
