/** Fresh objects made in the fixtures' organization by a create operation (the usual resource provider). */
import { idOf, type Session } from '../engine/session.js';
import type { JsonObject, ResourceProvider } from '../engine/session-registry.js';
import { uniqueName } from './names.js';

/** Creates one object with `operationId` in the fixtures' organization and returns its id. */
export async function createInOrganization(s: Session, operationId: string, body: JsonObject): Promise<string> {
  return idOf(await s.mustRaw(operationId, { params: { organizationId: s.fixtures.organizationId }, body }));
}

/** A new space of the fixtures' organization (spec: createSpace), for a check that needs one of its own. */
export const newSpace = (s: Session): Promise<string> =>
  createInOrganization(s, 'createSpace', { title: uniqueName(50) });

/** A provider of `param`: each fresh one made by `operationId` with `body()`. */
export function createdIn(param: string, operationId: string, body: () => JsonObject): ResourceProvider {
  return {
    param,
    fresh: async (s) => ({
      organizationId: s.fixtures.organizationId,
      [param]: await createInOrganization(s, operationId, body()),
    }),
  };
}
