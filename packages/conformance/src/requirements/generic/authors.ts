/**
 * Who made an object (AUTHOR-<Schema>.<field>, SHOULD, docs/behaviour.md#authors): a `User` field the spec marks
 * `x-set-by: "caller"` (a comment's `postedBy`, a change request's `createdBy`) names the user who sent the create.
 * One check for all of them, in a space of its own whose `defaultLevel` it raises to the highest level below admin
 * so that the reader may write there too: at every place each schema is made, the admin makes one and the reader
 * makes one (parents made by the admin). The create's answer and the GET after it must show, per caller, one user
 * throughout — a member of the organization with that caller's role (the fixtures: `admin`, `read`), the `user` its
 * membership shows — and the two callers two different users. Where the target refuses the reader (it grants no
 * level by `defaultLevel`), only the admin's objects are judged.
 */
import fc from 'fast-check';
import { SetupFailed } from '../../engine/errors.js';
import { moduleFile, type Built, type SuiteModule } from '../../engine/module.js';
import type { Findings } from '../../engine/property.js';
import { propertyCheck } from '../../engine/property-check.js';
import type { Session } from '../../engine/session.js';
import { behaviour } from '../../engine/sources.js';
import type { Params } from '../../engine/session-registry.js';
import type { Requirement } from '../../engine/types.js';
import type { ApiSpec, Operation } from '../../contract/operations.js';
import { branches, propertiesOf } from '../../contract/schema-walk.js';
import { creates } from '../../contract/timestamp-fields.js';
import { about, answer, idsOf, is2xx } from '../entries-and-answers.js';
import { mutationLocks, passiveIds } from './locks-and-params.js';

export const authorId = (schema: string, field: string): string => `AUTHOR-${schema}.${field}`;

type Json = Record<string, unknown>;

/** One field set to the caller, with every create of its schema and the GET of what it makes. */
interface AuthorField {
  schema: string;
  field: string;
  lives: { create: Operation; read: Operation }[];
}

/** The callers that make objects, with the organization role the fixtures give each. */
const writers = [
  { caller: 'admin', role: 'admin' },
  { caller: 'reader', role: 'read' },
] as const;

function authorFields(spec: ApiSpec): AuthorField[] {
  const made = creates(spec);
  return Object.keys(spec.document.components?.schemas ?? {}).flatMap((schema) =>
    Object.entries(propertiesOf(spec.document, { $ref: `#/components/schemas/${schema}` }))
      .filter(([, property]) => (property as Json)['x-set-by'] === 'caller')
      .map(([field]) => ({ schema, field, lives: made.filter((c) => c.schema === schema) }))
      .filter((a) => a.lives.length > 0),
  );
}

/** The levels a space's `defaultLevel` takes, as its schema lists them (from the highest). */
function levelsOf(spec: ApiSpec, updateSpace: Operation): string[] {
  const level =
    updateSpace.body === undefined ? undefined : propertiesOf(spec.document, updateSpace.body)['defaultLevel'];
  if (level === undefined) return [];
  return branches(spec.document, level)
    .flatMap((branch) => branch.enum ?? [])
    .filter((v): v is string => typeof v === 'string');
}

/**
 * The path parameters of `op` within the space, from the objects made so far by the GET path that reads each
 * (`…/change-requests/{changeRequestId}`): one the path of `op` lies under is its parent. A parent not made yet is made
 * by the admin with the create whose GET addresses it, from the outermost in.
 */
async function fill(s: Session, op: Operation, objects: Map<string, string>): Promise<Params> {
  const params: Params = {};
  for (const name of op.pathParams) {
    const under = (path: string) => path.endsWith(`{${name}}`) && op.path.startsWith(path);
    const known = [...objects].find(([path]) => under(path));
    if (known !== undefined) {
      params[name] = known[1];
      continue;
    }
    const parent = creates(s.spec).find((c) => under(c.read.path));
    if (parent === undefined) throw new SetupFailed(`${op.id}: no create makes its {${name}}`);
    const body = await s.baseBody(parent.create, params);
    const answered = await s.mustRaw(parent.create, { params, ...(body !== undefined ? { body } : {}) });
    const id = idsOf(answered.json)[0];
    if (id === undefined) throw new SetupFailed(`${parent.create.id} answered no id`);
    objects.set(parent.read.path, id);
    params[name] = id;
  }
  return params;
}

/** What the check has learnt of each caller's user, and the memberships it read. */
interface Seen {
  users: Map<string, string>;
  members: Map<string, Promise<Json | undefined>>;
}

async function judge(
  s: Session,
  f: Findings,
  seen: Seen,
  at: { id: string; field: string; what: string; caller: string; role: string },
  object: Json,
): Promise<void> {
  const { id, field, what, caller, role } = at;
  const user = object[field] as Json | undefined;
  const userId = user?.['id'];
  f.require(id, typeof userId === 'string', () => `${what} shows ${field} ${JSON.stringify(user)}, no user`);
  if (typeof userId !== 'string') return;
  const before = seen.users.get(caller);
  f.require(
    id,
    before === undefined || before === userId,
    () => `${what} names user ${userId} for the ${caller}, who made another object named ${String(before)}`,
  );
  if (before === undefined) seen.users.set(caller, userId);
  for (const [other, otherId] of seen.users)
    f.require(
      id,
      other === caller || otherId !== userId,
      () => `${what} names user ${userId} for the ${caller}, the user it names for the ${other}`,
    );
  const organizationId = s.fixtures.organizationId;
  const member =
    seen.members.get(userId) ??
    s
      .call('getMemberInOrganizationById', { params: { organizationId, userId } })
      .then((read) => (is2xx(read) ? (read.json as Json) : undefined));
  seen.members.set(userId, member);
  const membership = await member;
  f.require(
    id,
    membership?.['role'] === role,
    () =>
      `${what} names user ${userId} for the ${caller} (role ${role}); that user's membership of ${organizationId}: ${JSON.stringify(membership)}`,
  );
  const shown = (membership?.['user'] ?? {}) as Json;
  const differ = Object.keys(user ?? {}).filter(
    (k) => k in shown && JSON.stringify(shown[k]) !== JSON.stringify(user?.[k]),
  );
  f.require(
    id,
    differ.length === 0,
    () => `${what} shows ${field} otherwise than the member's user (${differ.join(', ')})`,
  );
}

async function examine(s: Session, fields: AuthorField[], f: Findings): Promise<void> {
  const getSpace = s.spec.operation('getSpaceById');
  const updateSpace = s.spec.find('patch', getSpace.path);
  const space = await s.paramsFor(getSpace, 'own');
  const level = updateSpace === undefined ? undefined : levelsOf(s.spec, updateSpace)[1];
  if (updateSpace !== undefined && level !== undefined)
    await s.mustRaw(updateSpace, { params: space, body: { defaultLevel: level } });
  const objects = new Map<string, string>([[getSpace.path, space['spaceId'] ?? '']]);
  const seen: Seen = { users: new Map(), members: new Map() };
  const lives = fields
    .flatMap((a) => a.lives.map((life) => ({ ...a, ...life })))
    .sort((a, b) => a.create.pathParams.length - b.create.pathParams.length);
  for (const { schema, field, create, read } of lives) {
    const id = authorId(schema, field);
    const params = await fill(s, create, objects);
    for (const { caller, role } of writers) {
      const body = await s.baseBody(create, params);
      const answered = await s.callRaw(create, { params, as: caller, ...(body !== undefined ? { body } : {}) });
      if (!is2xx(answered)) {
        if (caller === 'admin') throw new SetupFailed(`${create.id} as the admin: ${answer(answered)}`);
        continue; // the target grants the reader no level by defaultLevel: its objects are not judged
      }
      const object = answered.json as Json;
      const objectId = idsOf(object)[0];
      const at = { id, field, caller, role };
      await judge(s, f, seen, { ...at, what: `${create.id}'s answer (as the ${caller})` }, object);
      if (objectId === undefined) continue;
      const back = await s.callRaw(read, { params: { ...params, [read.pathParams.at(-1) ?? '']: objectId } });
      if (is2xx(back)) await judge(s, f, seen, { ...at, what: `${read.id} after it` }, back.json as Json);
      if (caller === 'admin' && !objects.has(read.path)) objects.set(read.path, objectId);
    }
  }
}

export const authorsModule: SuiteModule = {
  name: 'authors',
  file: moduleFile(import.meta.url),
  build(spec, toolkit): Built {
    const fields = authorFields(spec);
    if (fields.length === 0 || !spec.has('getSpaceById')) return { requirements: [], checks: [] };
    const requirements: Requirement[] = fields.map(({ schema, field, lives }) => {
      const makes = lives.map((l) => l.create.id);
      return about(lives[0]?.read as Operation, {
        id: authorId(schema, field),
        level: 'SHOULD',
        source: behaviour('authors'),
        category: 'state',
        operations: [...new Set(lives.flatMap((l) => [l.create.id, l.read.id]))],
        reads: [field],
        statement: `${schema}.${field} names the user who sent ${makes.join(', ')}: in the answer and the GET after it, the member of the organization that caller is (its role, its user), one user per caller, another for another caller`,
      });
    });
    const ops = fields.flatMap((a) => a.lives.flatMap((l) => [l.create, l.read]));
    const check = propertyCheck({
      name: 'authors',
      covers: requirements.map((r) => r.id),
      feeds: [...new Set(ops.flatMap(passiveIds))],
      locks: [...new Set(ops.flatMap((op) => mutationLocks(toolkit, op)))],
      example: { arbitrary: fc.constant(null), numRuns: 1, examine: (_, s, f) => examine(s, fields, f) },
    });
    return { requirements, checks: [check] };
  },
};
