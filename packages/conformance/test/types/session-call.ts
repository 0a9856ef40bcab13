/**
 * Type-level checks of the typed client (`Session.call` / `Session.must`), checked by `pnpm typecheck`
 * (tsc over src and test): every `@ts-expect-error` line must fail to compile, or the typecheck fails. The
 * functions are never run.
 */
import type { Session } from '../../src/engine/session.js';
import type { Operation } from '../../src/contract/operations.js';

export async function typedCalls(s: Session, op: Operation): Promise<void> {
  // The operation's path parameters by name, its declared query parameters, any body.
  await s.call('getSpaceById', { params: { spaceId: 'a' } });
  await s.call('listSiteSpaces', { params: { organizationId: 'o', siteId: 's' }, query: { limit: 10 } });
  await s.must('createSpace', { params: { organizationId: 'o' }, body: { title: 't' } });
  // More parameters than the path needs are fine (a check carries the parent's ids along).
  await s.call('getSpaceById', { params: { spaceId: 'a', organizationId: 'o' } });

  // @ts-expect-error an operationId the spec does not have
  await s.call('getSpace', { params: { spaceId: 'a' } });
  // @ts-expect-error a misspelt operationId in `must`
  await s.must('createSpaces', { params: { organizationId: 'o' } });
  // @ts-expect-error a missing path parameter (siteId)
  await s.call('listSiteSpaces', { params: { organizationId: 'o' } });
  // @ts-expect-error the wrong path parameter
  await s.call('getSpaceById', { params: { spaceIdentifier: 'a' } });
  // @ts-expect-error no params at all for an operation with a path parameter
  await s.call('getSpaceById', {});
  // @ts-expect-error no options at all for an operation with a path parameter
  await s.call('getSpaceById');
  // @ts-expect-error a path parameter that is not a string
  await s.call('getSpaceById', { params: { spaceId: 42 } });
  // @ts-expect-error a query parameter the operation does not declare
  await s.call('getSpaceById', { params: { spaceId: 'a' }, query: { limit: 10 } });
  const dynamic: string = op.id;
  // @ts-expect-error an operationId known only at run time goes through callRaw
  await s.call(dynamic, { params: {} });

  // Deliberately invalid probes and operations from the spec walk: the raw call, no type check.
  await s.callRaw(op, { params: { spaceId: 42 as unknown as string }, rawBody: '{' });
  await s.callRaw(dynamic, { params: {} });
  await s.mustRaw(op, { params: {} });
}
