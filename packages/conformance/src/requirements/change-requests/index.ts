/** Profile change-requests: fresh change requests for every check that needs one, and the lifecycle models. */
import { moduleFile, joinBuilt, type SuiteModule } from '../../engine/module.js';
import { idOf, type Session } from '../../engine/session.js';
import type { Params } from '../../engine/session-registry.js';
import { newSpace } from '../fresh-objects.js';
import { uniqueName } from '../names.js';
import { changeRequestLifecycle } from './lifecycle.js';
import { changeRequestOutdated } from './outdated.js';

/** A space for the change requests of the spec-derived checks, made once per run (their merges move only its main). */
const crSpace = (s: Session): Promise<string> => s.memo('change-requests:space', () => newSpace(s));

/** A new change request, in the run's change request space unless a space is given. */
export async function freshChangeRequest(s: Session, spaceId?: string): Promise<Params> {
  const space = spaceId ?? (await crSpace(s));
  const created = await s.must('createChangeRequest', {
    params: { spaceId: space },
    body: { subject: uniqueName(100) },
  });
  return { spaceId: space, changeRequestId: idOf(created) };
}

export const changeRequestsModule: SuiteModule = {
  name: 'change-requests',
  file: moduleFile(import.meta.url),
  providers: [{ param: 'changeRequestId', fresh: (s) => freshChangeRequest(s) }],
  setups: [
    { operationId: 'createChangeRequest', body: () => ({ subject: uniqueName(100) }) },
    {
      operationId: 'updateChangeRequestById',
      body: () => ({ subject: uniqueName(100) }),
      // docs/behaviour.md#change-request-lifecycle (reference choice): `merged` is reached only by POST merge; PATCH refuses it (the lifecycle model checks that).
      unsettable: { status: ['merged'] },
    },
  ],
  build: (spec) => joinBuilt([changeRequestLifecycle(spec), changeRequestOutdated(spec)]),
};
