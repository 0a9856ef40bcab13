/**
 * The mutants that cannot change any answer on the seed data, each with the reason (docs/mutation.md › Equivalent
 * mutants): left out of the score, never hidden. The rules follow the suite's explained blind spots (a status no
 * request of the fixtures' callers can provoke); the table names single mutants.
 */
import { nothingToRefuse, type OpenAPIObject, type WalkedOperation } from '@docs-api/spec';

/** Single mutants, by id. */
const SINGLE: Record<string, string> = {
  'access-dropped:getOrganizationsForEmailDomain:other-organization':
    'Its path names an email domain, not an object of an organization: every caller is answered every domain, so no one is refused with 404.',
  'error-disclosed:getOrganizationsForEmailDomain':
    'No request of a caller of the tenant is refused: every domain is answered and nothing in the request is malformed, so there is no error message to disclose in.',
  'access-dropped:transferSpace:read':
    'A transfer also needs the caller to be an admin of the target organization (docs/behaviour.md#roles-and-access-levels); the member with role read is an admin of none, so with the check on the source dropped the target still refuses.',
  'access-dropped:transferCollection:read':
    'A transfer also needs the caller to be an admin of the target organization (docs/behaviour.md#roles-and-access-levels); the member with role read is an admin of none, so with the check on the source dropped the target still refuses.',
  'access-dropped:updateOrganizationMemberLastSeenAt:read':
    'Any member may ping (spec tag Organization members): a member with role read is never refused, so there is no 403 to drop.',
};

/** Why a `status-swapped` of `status` on `op` changes no answer, if it does not. */
function unprovokedStatus(document: OpenAPIObject, op: WalkedOperation, status: number): string | undefined {
  if (status === 403 && (op.method === 'get' || op.operationId === 'updateOrganizationMemberLastSeenAt'))
    return 'Only a guest is refused a read or the ping with 403 (docs/behaviour.md#roles-and-access-levels); the demo tenant gives no guest a token, so no request of the seed data is answered 403 here.';
  if (status === 400 && nothingToRefuse(document, op.parameters, op.requestBody !== undefined))
    return 'No body and only free-form string parameters: no request of the form the contract gives is malformed, so none is answered 400.';
  if (status === 404 && op.operationId === 'getOrganizationsForEmailDomain')
    return 'Its path names an email domain, not an object: every domain is answered (an empty list for one no organization claims), never 404.';
  if (status === 409 && (op.operationId === 'moveSpace' || op.operationId === 'transferCollection'))
    return 'Neither the contract nor docs/behaviour.md names a conflict this operation can make: no request provokes its 409.';
  return undefined;
}

/** The reason a mutant is equivalent, or undefined. */
export function equivalence(
  document: OpenAPIObject,
  id: string,
  swap?: { op: WalkedOperation; status: number },
): string | undefined {
  return SINGLE[id] ?? (swap === undefined ? undefined : unprovokedStatus(document, swap.op, swap.status));
}
