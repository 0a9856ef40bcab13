/**
 * spec (every operation's success status and response schemas) — "Every DELETE answers 204 or 205 with no body": exactly the status the
 * spec names, not one byte of body (MUST), and the object is gone afterwards (MUST; a soft-deleted one comes
 * back with restore). Reading it afterwards answers 404 with the error body (docs/behaviour.md#error-body-and-failure-statuses, SHOULD).
 */
import fc from 'fast-check';
import { NotApplicable } from '../../engine/errors.js';
import { mediaTypeId, undeclaredMediaTypeId } from '../../engine/media-types.js';
import { moduleFile, type SuiteModule } from '../../engine/module.js';
import type { Findings } from '../../engine/property.js';
import { propertyCheck } from '../../engine/property-check.js';
import { contract, failureStatuses, rfc } from '../../engine/sources.js';
import type { Session } from '../../engine/session.js';
import type { Params } from '../../engine/session-registry.js';
import type { Requirement } from '../../engine/types.js';
import type { Operation } from '../../contract/operations.js';
import { answer, about, idsOf, is2xx, isStatusWithErrorBody } from '../entries-and-answers.js';
import { containingLists } from '../../contract/writable.js';
import { allItems } from './field-io.js';
import { passiveIds } from './locks-and-params.js';

const noBody = contract('Endpoints › Conventions', 'Every DELETE answers 204 or 205 with no body.');

export const deleteId = (rule: string, op: Operation): string => `DEL-${rule}.${op.id}`;

function requirementsOf(op: Operation): Requirement[] {
  const status = op.successStatuses.join(' or ');
  const section = 'Endpoints › Conventions';
  return [
    about(op, {
      id: deleteId('STATUS', op),
      level: 'MUST',
      source: noBody,
      section,
      category: 'delete',
      statement: `${op.id} answers exactly ${status}`,
    }),
    about(op, {
      id: deleteId('NO-BODY', op),
      level: 'MUST',
      source: noBody,
      section,
      category: 'delete',
      statement: `${op.id} answers with no body: not one byte, whatever Content-Length says`,
    }),
    about(op, {
      id: deleteId('GONE', op),
      level: 'MUST',
      source: rfc(
        'RFC 9110 §9.3.5',
        'The DELETE method requests that the origin server remove the association between the target resource and its current functionality.',
      ),
      section,
      category: 'delete',
      statement: `after ${op.id} the object is gone (a soft-deleted one until restored, and restore brings it back)`,
    }),
    about(op, {
      id: `${deleteId('GONE', op)}.404`,
      level: 'SHOULD',
      source: failureStatuses,
      section,
      category: 'delete',
      statement: `after ${op.id}, reading the object answers 404 with the error body`,
    }),
  ];
}

/** Whether the object is gone: its GET refuses it, or the list it was in no longer holds it. */
async function checkGone(
  s: Session,
  op: Operation,
  params: Params,
  deleted: string,
  findings: Findings,
): Promise<void> {
  const gone = deleteId('GONE', op);
  const read = s.spec.find('get', op.path);
  const soft = s.spec.find('post', `${op.path}/restore`);
  if (read !== undefined) {
    const after = await s.callRaw(read, { params });
    const softDeleted =
      soft !== undefined && typeof (after.json as { deletedAt?: unknown } | undefined)?.deletedAt === 'string';
    if (findings.require(gone, !is2xx(after) || softDeleted, () => `after the delete, ${answer(after)}`)) {
      findings.require(`${gone}.404`, isStatusWithErrorBody(after, 404), () => `after the delete, ${answer(after)}`);
    }
    // Every list that holds this kind of object no longer holds it (a soft-deleted one included).
    for (const list of containingLists(s.spec, read, params)) {
      const items = await allItems(s, list, params);
      findings.require(
        gone,
        !items.some((item) => idsOf(item).includes(deleted)),
        () => `after the delete, ${list.id} still lists ${deleted}`,
      );
    }
  } else {
    const list = s.spec.find('get', op.path.slice(0, op.path.lastIndexOf('/')));
    if (list === undefined || !s.spec.isList(list)) return;
    const items = await allItems(s, list, params);
    findings.require(
      gone,
      !items.some((item) => idsOf(item).includes(deleted)),
      () => `after the delete, ${list.id} still lists ${deleted}`,
    );
  }
  if (soft === undefined || read === undefined) return;
  const restored = await s.callRaw(soft, { params });
  if (
    !findings.require(
      gone,
      soft.successStatuses.includes(restored.status),
      () => `restore right after the delete: ${answer(restored)}`,
    )
  )
    return;
  const back = await s.callRaw(read, { params });
  findings.require(gone, back.status === 200, () => `after restore, ${answer(back)}`);
}

export const deletesModule: SuiteModule = {
  name: 'deletes',
  file: moduleFile(import.meta.url),
  build(spec, toolkit) {
    const deletes = spec.operations.filter((op) => op.method === 'delete');
    const checks = deletes.map((op) => {
      const restore = spec.find('post', `${op.path}/restore`);
      return propertyCheck({
        name: `delete ${op.id}`,
        covers: requirementsOf(op).map((r) => r.id),
        feeds: [mediaTypeId(op), undeclaredMediaTypeId(op), ...(restore === undefined ? [] : passiveIds(restore))],
        example: {
          arbitrary: fc.constant(null),
          numRuns: 1,
          async examine(_, s, findings) {
            const target = op.pathParams.at(-1) ?? '';
            if (toolkit.provider(target, op)?.fresh === undefined)
              throw new NotApplicable(`no fixture can make a disposable {${target}} to delete`);
            const params = await s.paramsFor(op, 'own');
            const deleted = params[target] ?? '';
            const exchange = await s.callRaw(op, { params, raw: true });
            findings.require(
              deleteId('STATUS', op),
              op.successStatuses.includes(exchange.status),
              () => `${answer(exchange)}; the spec names ${op.successStatuses.join(' or ')}`,
            );
            if (!is2xx(exchange)) {
              findings.fail(deleteId('GONE', op), `the delete itself failed: ${answer(exchange)}`);
              return;
            }
            findings.require(
              deleteId('NO-BODY', op),
              exchange.bodyBytes === 0,
              () =>
                `${op.id} answered ${exchange.status} with ${exchange.bodyBytes} body bytes: ${exchange.bodyText.slice(0, 120)}`,
            );
            await checkGone(s, op, params, deleted, findings);
          },
        },
      });
    });
    return { requirements: deletes.flatMap(requirementsOf), checks };
  },
};
