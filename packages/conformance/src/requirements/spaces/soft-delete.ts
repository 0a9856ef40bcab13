/**
 * spec: deleteSpaceById, restoreSpace, docs/behaviour.md#spaces — a model-based test. Commands (one per operation)
 * run against two spaces while a model tracks what each should be: active, deleted (restorable for 7 days) or
 * gone. The model names the expected answer of every (state, operation) pair, so a restorable delete is not a bug.
 */
import fc from 'fast-check';
import { advanceClock } from '../../engine/clock.js';
import type { Findings } from '../../engine/property.js';
import type { Built } from '../../engine/module.js';
import { type Session } from '../../engine/session.js';
import { behaviour, contract } from '../../engine/sources.js';
import type { Exchange, Requirement } from '../../engine/types.js';
import type { ApiSpec } from '../../contract/operations.js';
import { newSpace } from '../fresh-objects.js';
import { allItems } from '../generic/field-io.js';
import { answer, idsOf, is2xx, isStatusWithErrorBody, judgedByModel } from '../entries-and-answers.js';
import { uniqueName } from '../names.js';
import { walkLock } from '../generic/locks-and-params.js';

const SECTION = 'States and transitions › Space soft deletion';
const WEEK = 7 * 86_400;
/** Around the 7-day mark the outcome depends on seconds of real time: the model does not judge there. */
const MARGIN = 120;

export const SOFT_DELETE = 'STATE-space.soft-delete';
export const DELETED_404 = 'STATE-space.deleted.404';
export const EXPIRY = 'STATE-space.expiry';
export const EXPIRY_404 = 'STATE-space.expiry.404';

type Phase = 'active' | 'deleted' | 'gone' | 'uncertain';

interface SpaceModel {
  deletedAt: (number | undefined)[];
  /** Seconds the model's clock has advanced. */
  now: number;
  /** `<index>:<listed>` pairs already checked against the spaces list in this example (each walk is costly). */
  listed: Set<string>;
  clock: boolean;
}

interface SpaceReal {
  s: Session;
  ids: string[];
  findings: Findings;
}

function phase(m: SpaceModel, index: number): Phase {
  const at = m.deletedAt[index];
  if (at === undefined) return 'active';
  const elapsed = m.now - at;
  if (elapsed < WEEK - MARGIN) return 'deleted';
  return elapsed > WEEK + MARGIN ? 'gone' : 'uncertain';
}

/** What every phase but `active` and `deleted` expects: gone (MUST not 2xx, SHOULD 404). */
function expectGone(r: SpaceReal, exchange: Exchange, what: string): void {
  r.findings.require(EXPIRY, !is2xx(exchange), () => `${what} more than 7 days after the delete: ${answer(exchange)}`);
  if (!is2xx(exchange))
    r.findings.require(
      EXPIRY_404,
      isStatusWithErrorBody(exchange, 404),
      () => `${what} of a removed space: ${answer(exchange)}`,
    );
}

/** What a request on a soft-deleted space expects (SHOULD): 404 with the error body. */
function expectDeleted404(r: SpaceReal, exchange: Exchange, what: string): void {
  r.findings.require(
    DELETED_404,
    isStatusWithErrorBody(exchange, 404),
    () => `${what} of a deleted space: ${answer(exchange)}`,
  );
}

/**
 * The organization's spaces list holds an active space and never a deleted one (read right after the change; once
 * per space and state in an example).
 */
async function expectListed(m: SpaceModel, r: SpaceReal, index: number, listed: boolean): Promise<void> {
  if (m.listed.has(`${index}:${listed}`)) return;
  m.listed.add(`${index}:${listed}`);
  const id = r.ids[index] ?? '';
  const list = r.s.spec.operation('listSpacesInOrganizationById');
  const items = await allItems(r.s, list, { organizationId: r.s.fixtures.organizationId });
  const holds = items.some((item) => idsOf(item).includes(id));
  r.findings.require(
    SOFT_DELETE,
    holds === listed,
    () =>
      `right after the ${listed ? 'restore' : 'delete'}, listSpacesInOrganizationById ${holds ? 'still lists' : 'does not list'} space ${id}`,
  );
}

const hasDeletedAt = (exchange: Exchange) =>
  typeof (exchange.json as { deletedAt?: unknown } | undefined)?.deletedAt === 'string';

class GetSpaceCommand implements fc.AsyncCommand<SpaceModel, SpaceReal> {
  constructor(readonly index: number) {}
  check = () => true;
  async run(m: SpaceModel, r: SpaceReal): Promise<void> {
    const exchange = await r.s.call('getSpaceById', { params: { spaceId: r.ids[this.index] ?? '' } });
    const state = phase(m, this.index);
    if (state === 'active')
      r.findings.require(SOFT_DELETE, exchange.status === 200, () => `GET of an active space: ${answer(exchange)}`);
    else if (state === 'gone') expectGone(r, exchange, 'GET');
    else {
      r.findings.require(
        SOFT_DELETE,
        !is2xx(exchange) || hasDeletedAt(exchange),
        () => `GET of a deleted space serves it as active: ${answer(exchange)}`,
      );
      if (state === 'deleted') expectDeleted404(r, exchange, 'GET');
    }
  }
  toString = () => `get(${this.index})`;
}

class UpdateSpaceCommand implements fc.AsyncCommand<SpaceModel, SpaceReal> {
  constructor(readonly index: number) {}
  check = (m: Readonly<SpaceModel>) => phase(m, this.index) !== 'uncertain';
  async run(m: SpaceModel, r: SpaceReal): Promise<void> {
    const title = uniqueName(50);
    const exchange = await r.s.call('updateSpaceById', {
      params: { spaceId: r.ids[this.index] ?? '' },
      body: { title },
    });
    const state = phase(m, this.index);
    if (state === 'active') {
      const sent = (exchange.json as { title?: unknown } | undefined)?.title === title;
      r.findings.require(
        SOFT_DELETE,
        exchange.status === 200 && sent,
        () => `PATCH of an active space: ${answer(exchange)}`,
      );
    } else if (state === 'gone') expectGone(r, exchange, 'PATCH');
    else expectDeleted404(r, exchange, 'PATCH');
  }
  toString = () => `update(${this.index})`;
}

class DeleteSpaceCommand implements fc.AsyncCommand<SpaceModel, SpaceReal> {
  constructor(readonly index: number) {}
  check = (m: Readonly<SpaceModel>) => phase(m, this.index) !== 'uncertain';
  async run(m: SpaceModel, r: SpaceReal): Promise<void> {
    const exchange = await r.s.call('deleteSpaceById', { params: { spaceId: r.ids[this.index] ?? '' } });
    const state = phase(m, this.index);
    if (state === 'active') {
      r.findings.require(SOFT_DELETE, exchange.status === 205, () => `DELETE of an active space: ${answer(exchange)}`);
      if (is2xx(exchange)) {
        m.deletedAt[this.index] = m.now;
        await expectListed(m, r, this.index, false);
      }
    } else if (state === 'gone') expectGone(r, exchange, 'DELETE');
    else {
      expectDeleted404(r, exchange, 'DELETE');
      if (is2xx(exchange)) m.deletedAt[this.index] = m.now;
    }
  }
  toString = () => `delete(${this.index})`;
}

class RestoreSpaceCommand implements fc.AsyncCommand<SpaceModel, SpaceReal> {
  constructor(readonly index: number) {}
  check = (m: Readonly<SpaceModel>) => phase(m, this.index) !== 'uncertain';
  async run(m: SpaceModel, r: SpaceReal): Promise<void> {
    const id = r.ids[this.index] ?? '';
    const exchange = await r.s.call('restoreSpace', { params: { spaceId: id } });
    const state = phase(m, this.index);
    if (state === 'active') {
      // Restoring an active space: not shown by the contract; it must not break the space.
      r.findings.require(SOFT_DELETE, exchange.status < 500, () => `restore of an active space: ${answer(exchange)}`);
    } else if (state === 'gone') expectGone(r, exchange, 'restore');
    else {
      const ok = exchange.status === 200 && (exchange.json as { id?: unknown } | undefined)?.id === id;
      r.findings.require(SOFT_DELETE, ok, () => `restore within 7 days of the delete: ${answer(exchange)}`);
      if (ok) {
        m.deletedAt[this.index] = undefined;
        await expectListed(m, r, this.index, true);
      }
    }
  }
  toString = () => `restore(${this.index})`;
}

class AdvanceClockCommand implements fc.AsyncCommand<SpaceModel, SpaceReal> {
  constructor(readonly seconds: number) {}
  check = (m: Readonly<SpaceModel>) => m.clock;
  async run(m: SpaceModel, r: SpaceReal): Promise<void> {
    await advanceClock(r.s, this.seconds);
    m.now += this.seconds;
  }
  toString = () => `advanceClock(${this.seconds}s)`;
}

const SPACES = 2;
const index = fc.nat(SPACES - 1);
const deletes = index.map((i) => new DeleteSpaceCommand(i));
const restores = index.map((i) => new RestoreSpaceCommand(i));
const advances = fc.constantFrom(3_600, 3 * 86_400, WEEK + 1).map((seconds) => new AdvanceClockCommand(seconds));
// Deletes, restores and time passing are what the machine is about: they come up twice as often.
const commands = [
  index.map((i) => new GetSpaceCommand(i)),
  index.map((i) => new UpdateSpaceCommand(i)),
  deletes,
  deletes,
  restores,
  restores,
  advances,
  advances,
];

/** The requirements of space soft deletion and the model-based check that decides them. */
export function softDeletion(spec: ApiSpec): Built {
  const operations = [
    'deleteSpaceById',
    'getSpaceById',
    'updateSpaceById',
    'restoreSpace',
    'listSpacesInOrganizationById',
  ].filter((id) => spec.has(id));
  const base = { section: SECTION, profile: 'spaces' as const, operations, category: 'state' as const };
  const requirements: Requirement[] = [
    {
      ...base,
      id: SOFT_DELETE,
      level: 'MUST',
      source: contract(SECTION, 'deleted within the last 7 days | active | responds 200 with the Space'),
      statement:
        'DELETE of an active space answers 205 and the space is no longer served as active; restore within 7 days answers 200 with the space, active again',
    },
    {
      ...base,
      id: DELETED_404,
      level: 'SHOULD',
      source: behaviour('spaces'),
      statement: 'GET, PATCH and DELETE of a soft-deleted space answer 404 with the error body (reference choice)',
    },
    {
      ...base,
      id: EXPIRY,
      level: 'MUST',
      source: contract(
        'Limits',
        'A deleted space is permanently removed after 7 days and can be restored only within those 7 days.',
      ),
      needs: ['clock'],
      statement: 'more than 7 days after the delete the space is gone: restore, GET, PATCH and DELETE are refused',
    },
    {
      ...base,
      id: EXPIRY_404,
      level: 'SHOULD',
      source: behaviour('spaces'),
      needs: ['clock'],
      statement:
        'more than 7 days after the delete, restore and every other operation on the space answer 404 with the error body',
    },
  ];
  return judgedByModel(spec, requirements, {
    name: 'state machine: space soft deletion',
    // Advancing the target's clock changes what every other check sees; walks of lists of other kinds (no time in
    // them) run beside it. Its examples share that clock: one after the other, so that each sees its own days pass;
    // where the run makes tenants for checks apart, each example has one of its own, on its own clock, all at once.
    exclusive: true,
    locks: [walkLock('spaces'), 'clock:target'],
    tenantEach: true,
    commands,
    maxCommands: 20,
    numRuns: 8,
    async setup(s, findings) {
      const ids: string[] = [];
      for (let i = 0; i < SPACES; i++) ids.push(await newSpace(s));
      const model: SpaceModel = {
        deletedAt: ids.map(() => undefined),
        now: 0,
        clock: s.env.capabilities.has('clock'),
        listed: new Set(),
      };
      return { model, real: { s, ids, findings } };
    },
  });
}
