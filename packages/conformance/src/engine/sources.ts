/**
 * Where a requirement comes from (types.ts `Source`): builders for the three kinds, the sources several families
 * share, a short tag for listings, and the rule a level keeps to — a MUST needs a sentence of the contract
 * (docs/contract.md) or an RFC; what rests on docs/behaviour.md is a SHOULD at most.
 */
import type { Requirement, Source } from './types.js';

export const contract = (section: string, quote: string): Source => ({ kind: 'contract', section, quote });
export const rfc = (ref: string, quote?: string): Source =>
  quote === undefined ? { kind: 'rfc', ref } : { kind: 'rfc', ref, quote };
export const behaviour = (anchor: string): Source => ({ kind: 'behaviour', anchor });

/** The statuses and the error body of failures: the reference's (docs/behaviour.md), the contract shows none. */
export const failureStatuses = behaviour('error-body-and-failure-statuses');
/** A 5xx says the server failed; a client's mistake, or a request it should refuse, is not the server's failure. */
export const serverErrorClass = rfc(
  'RFC 9110 §15.6',
  'The 5xx (Server Error) class of status code indicates that the server is aware that it has erred or is incapable of performing the requested method.',
);
/** An operation the contract does not show (`x-beyond-contract`): every requirement on it is a SHOULD. */
export const beyondContract = behaviour('operations-the-live-service-adds');
/** The contract's access model: what each role may do. */
export const roles = contract(
  'Resources and their fields › Shared shapes',
  'string enum: `admin` (administrate content, create and delete spaces), `create` (create content), `review` (review content), `edit` (edit live content or change requests), `comment` (access content and discussions), `read` (read only).',
);
/** How a list pages: the cursor of `next.page` passed back as `page`. */
export const listPaging = contract(
  'Endpoints › Conventions',
  'List operations accept query `page` (string, the cursor from `next.page`) and `limit` (number, max 1000) and return the List envelope.',
);
/** A change request's `number`: an identifier, so no two share one, and incremental. */
export const changeRequestNumber = contract(
  'Resources and their fields › ChangeRequest',
  '`number` | number | Required, incremental identifier within the space',
);
/** RFC 9110 §9.3.1: a GET answers the resource as it is now, so a write that succeeded shows. */
export const currentRepresentation = rfc(
  'RFC 9110 §9.3.1',
  'The GET method requests transfer of a current selected representation for the target resource.',
);
/** RFC 5789 §2: a PATCH applies the changes its body describes, all or none. */
export const patchChanges = rfc(
  'RFC 5789 §2',
  'The PATCH method requests that a set of changes described in the request entity be applied to the resource identified by the Request-URI.',
);

/** `contract`, `RFC 9110 §15.5.2`, `behaviour#timestamps`: a source in a few characters, for one-line listings. */
export function sourceTag(source: Source): string {
  if (source.kind === 'contract') return 'contract';
  if (source.kind === 'rfc') return source.ref;
  return `behaviour#${source.anchor}`;
}

/** Throws when a requirement has no source, or is a MUST resting on docs/behaviour.md (a SHOULD at most). */
export function assertSourced(requirement: Pick<Requirement, 'id' | 'level' | 'source'>): void {
  const { id, level, source } = requirement as { id: string; level: string; source?: Source };
  if (source === undefined) throw new Error(`requirement ${id} names no source`);
  if (level === 'MUST' && source.kind === 'behaviour')
    throw new Error(
      `requirement ${id} is a MUST resting on docs/behaviour.md#${source.anchor}: only the contract or an RFC makes a MUST`,
    );
}
