/**
 * spec tag Change requests, docs/behaviour.md#change-request-lifecycle — "`outdated` is true when the change request lacks the
 * latest main content"; Space content › POST import. A model-based test: change requests of a new space are
 * created and updated while the space's main content moves by content imports. Main moves only by an import
 * (it fetches the fixtures' `publicPageUrl`): without one, these requirements are SKIPPED.
 */
import fc from 'fast-check';
import type { Findings } from '../../engine/property.js';
import type { Built } from '../../engine/module.js';
import { idOf, type Session } from '../../engine/session.js';
import { behaviour, contract } from '../../engine/sources.js';
import type { Exchange, Requirement } from '../../engine/types.js';
import type { ApiSpec } from '../../contract/operations.js';
import { importBody } from '../content.js';
import { newSpace } from '../fresh-objects.js';
import { answer, is2xx, judgedByModel } from '../entries-and-answers.js';
import { uniqueName } from '../names.js';
import { shown as shownWindow, Times, within, type Window } from '../generic/time-window.js';

export const OUTDATED = 'STATE-change-request.outdated';
export const IMPORT = 'STATE-content.import';

interface OutdatedModel {
  /** Whether each change request lacks main's latest content. */
  outdated: boolean[];
  /** The space's revision (main). */
  main: string;
}

interface OutdatedReal {
  s: Session;
  spaceId: string;
  ids: string[];
  findings: Findings;
}

const field = (body: unknown, name: string): unknown => (body as Record<string, unknown> | undefined)?.[name];

class CreateCommand implements fc.AsyncCommand<OutdatedModel, OutdatedReal> {
  check = () => true;
  async run(m: OutdatedModel, r: OutdatedReal): Promise<void> {
    const exchange = await r.s.must('createChangeRequest', {
      params: { spaceId: r.spaceId },
      body: { subject: uniqueName(100) },
    });
    r.findings.require(
      OUTDATED,
      field(exchange.json, 'outdated') === false,
      () => `a change request just created from main: ${answer(exchange)}`,
    );
    r.ids.push(idOf(exchange));
    m.outdated.push(false);
  }
  toString = () => 'create';
}

/**
 * An accepted import counts at least one page imported and no more than it found, and the revision it answered is the
 * current one (`current`): an `edits` revision on `base`, created within the import (docs/behaviour.md#imports).
 */
async function judgeImported(exchange: Exchange, window: Window, base: string, current: unknown, r: OutdatedReal) {
  const revision = field(exchange.json, 'revision');
  const imported = field(exchange.json, 'importedResources');
  const total = field(exchange.json, 'totalResources');
  r.findings.require(
    IMPORT,
    typeof imported === 'number' && typeof total === 'number' && imported >= 1 && imported <= total,
    () => `an import counts ${String(imported)} pages imported of ${String(total)} found: ${answer(exchange)}`,
  );
  const shown = (name: string) => JSON.stringify(field(current, name));
  r.findings.require(
    IMPORT,
    field(current, 'id') === revision &&
      field(current, 'type') === 'edits' &&
      JSON.stringify(field(current, 'parents')) === JSON.stringify([base]) &&
      within(field(current, 'createdAt'), window),
    () =>
      `after an import answering revision ${String(revision)} on ${base} in ${shownWindow(window)}, the current revision shows id ${shown('id')}, type ${shown('type')}, parents ${shown('parents')}, createdAt ${shown('createdAt')}`,
  );
}

/** An import into change request `index`: its revision moves, main and its `outdated` do not. */
class ImportIntoChangeRequestCommand implements fc.AsyncCommand<OutdatedModel, OutdatedReal> {
  constructor(readonly index: number) {}
  check = (m: Readonly<OutdatedModel>) => m.outdated.length > 0;
  async run(m: OutdatedModel, r: OutdatedReal): Promise<void> {
    const params = { spaceId: r.spaceId, changeRequestId: r.ids[this.index % r.ids.length] ?? '' };
    const base = String(field((await r.s.must('getChangeRequestById', { params })).json, 'revision'));
    const times = new Times(r.s, r.s.env.capabilities.has('clock'));
    const from = await times.mark();
    const exchange = await r.s.call('importContentInChangeRequest', { params, body: importBody(r.s) });
    const window = await times.since(from);
    const revision = field(exchange.json, 'revision');
    r.findings.require(
      IMPORT,
      exchange.status === 201 && typeof revision === 'string' && revision !== base,
      () => `import into a change request at revision ${base}: ${answer(exchange)}`,
    );
    if (!is2xx(exchange) || typeof revision !== 'string') return;
    const after = await r.s.call('getChangeRequestById', { params });
    r.findings.require(
      IMPORT,
      field(after.json, 'revision') === revision,
      () => `after an import answering revision ${revision}, ${answer(after)}`,
    );
    await judgeImported(exchange, window, base, (await r.s.call('getRevisionOfChangeRequestById', { params })).json, r);
    await judgeOutdated(m, r, this.index % m.outdated.length);
  }
  toString = () => `importIntoChangeRequest(${this.index})`;
}

class ImportIntoMainCommand implements fc.AsyncCommand<OutdatedModel, OutdatedReal> {
  check = () => true;
  async run(m: OutdatedModel, r: OutdatedReal): Promise<void> {
    const times = new Times(r.s, r.s.env.capabilities.has('clock'));
    const from = await times.mark();
    const exchange = await r.s.call('importContentInSpace', { params: { spaceId: r.spaceId }, body: importBody(r.s) });
    const window = await times.since(from);
    const revision = field(exchange.json, 'revision');
    const moved = exchange.status === 201 && typeof revision === 'string' && revision !== m.main;
    r.findings.require(
      IMPORT,
      moved,
      () => `import of ${r.s.fixtures.publicPageUrl ?? ''} into a space at revision ${m.main}: ${answer(exchange)}`,
    );
    if (!is2xx(exchange) || typeof revision !== 'string') return;
    const space = await r.s.call('getSpaceById', { params: { spaceId: r.spaceId } });
    r.findings.require(
      IMPORT,
      field(space.json, 'revision') === revision,
      () => `after an import answering revision ${revision}, ${answer(space)}`,
    );
    await judgeImported(
      exchange,
      window,
      m.main,
      (await r.s.call('getCurrentRevision', { params: { spaceId: r.spaceId } })).json,
      r,
    );
    m.main = revision;
    m.outdated = m.outdated.map(() => true);
    for (let i = 0; i < m.outdated.length; i++) await judgeOutdated(m, r, i);
  }
  toString = () => 'importIntoMain';
}

class UpdateCommand implements fc.AsyncCommand<OutdatedModel, OutdatedReal> {
  constructor(readonly index: number) {}
  check = (m: Readonly<OutdatedModel>) => m.outdated.length > 0;
  async run(m: OutdatedModel, r: OutdatedReal): Promise<void> {
    const i = this.index % m.outdated.length;
    const exchange = await r.s.call('updateChangeRequest', {
      params: { spaceId: r.spaceId, changeRequestId: r.ids[i] ?? '' },
    });
    // Whether an update is accepted is the lifecycle model's question; an accepted one brings main in.
    if (is2xx(exchange)) m.outdated[i] = false;
  }
  toString = () => `update(${this.index})`;
}

/** Reads change request `i` and compares its `outdated` with the model. */
async function judgeOutdated(m: OutdatedModel, r: OutdatedReal, i: number): Promise<void> {
  const exchange = await r.s.must('getChangeRequestById', {
    params: { spaceId: r.spaceId, changeRequestId: r.ids[i] ?? '' },
  });
  const expected = m.outdated[i];
  r.findings.require(OUTDATED, field(exchange.json, 'outdated') === expected, () =>
    expected === true
      ? `main moved (content import) since the change request was created or last updated, yet ${answer(exchange)}`
      : `the change request has main's latest content, yet ${answer(exchange)}`,
  );
}

class GetCommand implements fc.AsyncCommand<OutdatedModel, OutdatedReal> {
  constructor(readonly index: number) {}
  check = (m: Readonly<OutdatedModel>) => m.outdated.length > 0;
  run = (m: OutdatedModel, r: OutdatedReal) => judgeOutdated(m, r, this.index % m.outdated.length);
  toString = () => `get(${this.index})`;
}

const index = fc.nat(3);
const commands = [
  fc.constant(new CreateCommand()),
  fc.constant(new ImportIntoMainCommand()),
  fc.constant(new ImportIntoMainCommand()),
  index.map((i) => new UpdateCommand(i)),
  index.map((i) => new ImportIntoChangeRequestCommand(i)),
  index.map((i) => new GetCommand(i)),
  index.map((i) => new GetCommand(i)),
];

/** A new space with a change request that has taken in one import, and the model of them. */
async function arrange(s: Session, findings: Findings): Promise<{ model: OutdatedModel; real: OutdatedReal }> {
  importBody(s); // no page to import: not applicable (SKIPPED with the reason)
  const spaceId = await newSpace(s);
  const space = await s.must('getSpaceById', { params: { spaceId } });
  const model: OutdatedModel = { outdated: [], main: String(field(space.json, 'revision')) };
  const real: OutdatedReal = { s, spaceId, ids: [], findings };
  await new CreateCommand().run(model, real);
  // Once in every run, whatever the drawn commands: an import into a change request.
  await new ImportIntoChangeRequestCommand(0).run(model, real);
  return { model, real };
}

/** The requirements of `outdated` and of a content import moving main, and the model-based check that decides them. */
export function changeRequestOutdated(spec: ApiSpec): Built {
  const operations = [
    'createChangeRequest',
    'getChangeRequestById',
    'updateChangeRequest',
    'importContentInSpace',
    'getSpaceById',
  ].filter((id) => spec.has(id));
  const requirements: Requirement[] = [
    {
      id: OUTDATED,
      level: 'MUST',
      source: contract(
        'States and transitions › Change request',
        '`outdated` is true when the change request lacks the latest main content.',
      ),
      section: 'States and transitions › Change request',
      profile: 'change-requests',
      operations,
      category: 'state',
      readsIn: { createChangeRequest: ['outdated'], getChangeRequestById: ['outdated'] },
      statement:
        '`outdated` is false for a change request just created or updated from main, and true once main moved (a content import into the space) until the change request is updated',
    },
    {
      id: IMPORT,
      // The contract answers an import with a revision; that it becomes the space's own is docs/behaviour.md#imports.
      level: 'SHOULD',
      source: behaviour('imports'),
      section: 'Space content',
      profile: 'content',
      operations: [
        'importContentInSpace',
        'getSpaceById',
        'getCurrentRevision',
        'importContentInChangeRequest',
        'getChangeRequestById',
        'getRevisionOfChangeRequestById',
      ].filter((id) => spec.has(id)),
      category: 'state',
      readsIn: {
        importContentInSpace: ['revision', 'importedResources', 'totalResources'],
        importContentInChangeRequest: ['revision', 'importedResources', 'totalResources'],
        getSpaceById: ['revision'],
        getChangeRequestById: ['revision'],
        getCurrentRevision: ['id', 'type', 'parents', 'createdAt'],
        getRevisionOfChangeRequestById: ['id', 'type', 'parents', 'createdAt'],
      },
      statement:
        "a content import into a space or a change request answers 201 with a new revision, counting at least one page imported and no more than it found; that revision becomes the space's (the change request's) `revision` and its current revision: an `edits` revision whose parent is the one it was made on, created within the import",
    },
  ];
  return judgedByModel(spec, requirements, {
    name: 'state machine: change request outdated',
    // Each example on objects of its own: the examples run at once.
    independent: true,
    commands,
    maxCommands: 10,
    numRuns: 4,
    setup: arrange,
  });
}
