/**
 * spec tag Change requests, docs/behaviour.md#change-request-lifecycle — a model-based test of the
 * change requests of a new space. Commands (one per operation) create change requests (also several at once),
 * read them by id or number, PATCH subject and status, merge, update and list them, while a model tracks each
 * one's number, status and subject. The model names the expected answer of every (status, operation) pair:
 * what the contract states is a MUST, the reference's transition table (docs/behaviour.md#must-and-should-in-the-conformance-suite) a SHOULD.
 */
import fc from 'fast-check';
import type { Findings } from '../../engine/property.js';
import type { Built } from '../../engine/module.js';
import { type Session } from '../../engine/session.js';
import { behaviour, changeRequestNumber, contract } from '../../engine/sources.js';
import type { Exchange, Requirement } from '../../engine/types.js';
import type { ApiSpec } from '../../contract/operations.js';
import { newSpace } from '../fresh-objects.js';
import { answer, is2xx, isStatusWithErrorBody, itemsOf, judgedByModel } from '../entries-and-answers.js';
import { uniqueName } from '../names.js';

const SECTION = 'States and transitions › Change request';

export const NUMBER = 'STATE-change-request.number';
export const SEQUENCE = 'STATE-change-request.number.sequence';
export const PATCH = 'STATE-change-request.patch';
export const LIST = 'STATE-change-request.list';
export const MERGE = 'STATE-change-request.merge';
export const UPDATE = 'STATE-change-request.update';
export const MERGED_409 = 'STATE-change-request.merged.409';
export const TRANSITIONS = 'STATE-change-request.transitions';
export const REVISIONS = 'STATE-change-request.revisions';

const STATUSES = ['draft', 'open', 'archived', 'merged'] as const;
type Status = (typeof STATUSES)[number];
/** The statuses the contract names; the others come from docs/behaviour.md#must-and-should-in-the-conformance-suite. */
const named = (status: Status): boolean => status === 'draft' || status === 'open';

interface ModelChangeRequest {
  id: string;
  number: number;
  status: Status;
  subject: string;
  revisionMerged?: string;
  /** Main's revision when it was created, and when it was last updated from main (if it moved since). */
  revisionInitial: string | undefined;
  ancestor?: string;
}

interface CrModel {
  crs: ModelChangeRequest[];
}

interface CrReal {
  s: Session;
  spaceId: string;
  findings: Findings;
}

interface Shown {
  id?: unknown;
  number?: unknown;
  status?: unknown;
  subject?: unknown;
  revisionMerged?: unknown;
  revision?: unknown;
  result?: unknown;
  revisionInitial?: unknown;
  revisionMergedAncestor?: unknown;
}

const shown = (exchange: Exchange): Shown => (exchange.json ?? {}) as Shown;
const isStatus = (value: unknown): value is Status => (STATUSES as readonly unknown[]).includes(value);

const pick = (m: Readonly<CrModel>, index: number): ModelChangeRequest =>
  m.crs[index % m.crs.length] as ModelChangeRequest;
const params = (r: CrReal, changeRequestId: string) => ({ spaceId: r.spaceId, changeRequestId });

/** Main's revision now: the space's `revision`. */
const mainRevision = async (r: CrReal): Promise<string | undefined> => {
  const space = await r.s.call('getSpaceById', { params: { spaceId: r.spaceId } });
  const revision = (space.json as { revision?: unknown } | undefined)?.revision;
  return typeof revision === 'string' ? revision : undefined;
};

/** The revisions a change request shows are those of main the model recorded (docs/behaviour.md#change-request-lifecycle). */
function judgeRevisions(r: CrReal, cr: ModelChangeRequest, body: Shown, where: string): void {
  r.findings.require(
    REVISIONS,
    cr.revisionInitial === undefined || body.revisionInitial === cr.revisionInitial,
    () =>
      `${where} shows revisionInitial ${String(body.revisionInitial)}; main was at ${String(cr.revisionInitial)} when it was created`,
  );
  r.findings.require(
    REVISIONS,
    body.revisionMergedAncestor === cr.ancestor,
    () =>
      `${where} shows revisionMergedAncestor ${String(body.revisionMergedAncestor)}; ${cr.ancestor === undefined ? 'it was never updated from a main that moved' : `main was at ${cr.ancestor} when it was last updated from it`}`,
  );
}

/** Reads a change request back and compares it with the model; adopts the status it shows. */
async function readBack(r: CrReal, cr: ModelChangeRequest, byNumber: boolean): Promise<void> {
  const exchange = await r.s.call('getChangeRequestById', { params: params(r, byNumber ? String(cr.number) : cr.id) });
  const body = shown(exchange);
  const found = exchange.status === 200 && body.id === cr.id;
  r.findings.require(
    byNumber ? NUMBER : PATCH,
    found,
    () => `GET by ${byNumber ? `number ${cr.number}` : 'id'} of change request ${cr.id}: ${answer(exchange)}`,
  );
  if (!found) return;
  r.findings.require(
    PATCH,
    body.subject === cr.subject,
    () => `GET shows subject ${JSON.stringify(body.subject)}, the last one accepted was ${JSON.stringify(cr.subject)}`,
  );
  const judge = named(cr.status) ? PATCH : TRANSITIONS;
  r.findings.require(
    judge,
    body.status === cr.status,
    () => `GET shows status ${String(body.status)}; expected ${cr.status}: ${answer(exchange)}`,
  );
  judgeRevisions(r, cr, body, `GET of change request ${cr.id}`);
  if (cr.revisionMerged !== undefined) {
    r.findings.require(
      TRANSITIONS,
      body.revisionMerged === cr.revisionMerged,
      () =>
        `a merged change request shows revisionMerged ${String(body.revisionMerged)}, merge answered ${cr.revisionMerged}`,
    );
  }
  if (isStatus(body.status)) cr.status = body.status;
}

/** What the model expects of a write: refused (409 with the error body), or accepted (200), and under which requirement. */
type Expected = { refused: string } | { accepted: string };

/** Judges a write's answer against what the model expects; whether the target accepted it (a 2xx). */
function answered(r: CrReal, exchange: Exchange, expected: Expected, what: () => string): boolean {
  if ('refused' in expected) r.findings.require(expected.refused, isStatusWithErrorBody(exchange, 409), what);
  else r.findings.require(expected.accepted, exchange.status === 200, what);
  return is2xx(exchange);
}

class CreateCommand implements fc.AsyncCommand<CrModel, CrReal> {
  constructor(readonly together: number) {}
  check = () => true;
  async run(m: CrModel, r: CrReal): Promise<void> {
    const before = m.crs.length;
    const highest = Math.max(0, ...m.crs.map((cr) => cr.number));
    const subjects = Array.from({ length: this.together }, () => uniqueName(100));
    const main = await mainRevision(r);
    const exchanges = await Promise.all(
      subjects.map((subject) => r.s.call('createChangeRequest', { params: { spaceId: r.spaceId }, body: { subject } })),
    );
    const numbers: number[] = [];
    exchanges.forEach((exchange, k) => {
      const body = shown(exchange);
      const ok = exchange.status === 201 && typeof body.id === 'string' && typeof body.number === 'number';
      r.findings.require(NUMBER, ok, () => `create: ${answer(exchange)}`);
      if (!ok) return;
      numbers.push(body.number as number);
      const cr: ModelChangeRequest = {
        id: body.id as string,
        number: body.number as number,
        status: isStatus(body.status) && named(body.status) ? body.status : 'open',
        subject: subjects[k] ?? '',
        revisionInitial: main,
      };
      judgeRevisions(r, cr, body, 'the answer of a create');
      m.crs.push(cr);
    });
    const what = () =>
      `${this.together > 1 ? `${this.together} change requests created at once` : 'a change request created'} after ${before} (highest number ${highest}) got number ${numbers.join(', ')}`;
    r.findings.require(NUMBER, new Set(numbers).size === numbers.length && numbers.every((n) => n > highest), what);
    const sorted = [...numbers].sort((a, b) => a - b);
    r.findings.require(
      SEQUENCE,
      sorted.every((n, k) => n === before + 1 + k),
      () => `${what()}; expected ${sorted.map((_, k) => before + 1 + k).join(', ')}`,
    );
  }
  toString = () => `create(${this.together})`;
}

class GetCommand implements fc.AsyncCommand<CrModel, CrReal> {
  constructor(
    readonly index: number,
    readonly byNumber: boolean,
  ) {}
  check = (m: Readonly<CrModel>) => m.crs.length > 0;
  run = (m: CrModel, r: CrReal) => readBack(r, pick(m, this.index), this.byNumber);
  toString = () => `get(${this.index}${this.byNumber ? ', by number' : ''})`;
}

class PatchStatusCommand implements fc.AsyncCommand<CrModel, CrReal> {
  constructor(
    readonly index: number,
    readonly status: Status,
  ) {}
  check = (m: Readonly<CrModel>) => m.crs.length > 0;
  async run(m: CrModel, r: CrReal): Promise<void> {
    const cr = pick(m, this.index);
    const from = cr.status;
    const exchange = await r.s.call('updateChangeRequestById', {
      params: params(r, cr.id),
      body: { status: this.status },
    });
    const what = () => `PATCH status ${this.status} of a ${from} change request: ${answer(exchange)}`;
    // docs/behaviour.md#change-request-lifecycle: merged is final and reached only by POST merge; draft, open and archived switch freely.
    const final = from === 'merged' || this.status === 'merged';
    if (!answered(r, exchange, final ? { refused: TRANSITIONS } : { accepted: TRANSITIONS }, what)) return;
    const body = shown(exchange);
    r.findings.require(PATCH, body.id === cr.id && body.status === this.status, () => `an accepted ${what()}`);
    if (isStatus(body.status)) cr.status = body.status;
    await readBack(r, cr, false);
  }
  toString = () => `patchStatus(${this.index}, ${this.status})`;
}

/** spec: mergeChangeRequest, updateChangeRequest — an accepted POST merge or update answers 200 {revision, result}. */
function requireResult(
  r: CrReal,
  id: string,
  exchange: Exchange,
  result: 'merge' | 'update',
  what: () => string,
): Shown {
  const body = shown(exchange);
  r.findings.require(
    id,
    exchange.status === 200 && body.result === result && typeof body.revision === 'string',
    () => `an accepted ${what()}`,
  );
  return body;
}

/** A command on change request `index` of the model (wrapping around): it applies once there is one. */
abstract class OnChangeRequest implements fc.AsyncCommand<CrModel, CrReal> {
  constructor(readonly index: number) {}
  check = (m: Readonly<CrModel>) => m.crs.length > 0;
  run = (m: CrModel, r: CrReal) => this.on(pick(m, this.index), r);
  protected abstract on(cr: ModelChangeRequest, r: CrReal): Promise<void>;
}

class PatchSubjectCommand extends OnChangeRequest {
  protected override async on(cr: ModelChangeRequest, r: CrReal): Promise<void> {
    const subject = uniqueName(100);
    const exchange = await r.s.call('updateChangeRequestById', { params: params(r, cr.id), body: { subject } });
    const what = () => `PATCH subject of a ${cr.status} change request: ${answer(exchange)}`;
    const expected =
      cr.status === 'merged' ? { refused: TRANSITIONS } : { accepted: named(cr.status) ? PATCH : TRANSITIONS };
    if (!answered(r, exchange, expected, what)) return;
    r.findings.require(PATCH, shown(exchange).subject === subject, () => `an accepted ${what()}`);
    cr.subject = subject;
    await readBack(r, cr, false);
  }
  override toString = () => `patchSubject(${this.index})`;
}

class MergeCommand extends OnChangeRequest {
  protected override async on(cr: ModelChangeRequest, r: CrReal): Promise<void> {
    const exchange = await r.s.call('mergeChangeRequest', { params: params(r, cr.id) });
    const what = () => `merge of a ${cr.status} change request: ${answer(exchange)}`;
    const expected =
      cr.status === 'merged'
        ? { refused: MERGED_409 }
        : cr.status === 'archived'
          ? { refused: TRANSITIONS }
          : { accepted: cr.status === 'open' ? MERGE : TRANSITIONS };
    if (!answered(r, exchange, expected, what)) return;
    const body = requireResult(r, MERGE, exchange, 'merge', what);
    if (cr.status === 'merged') return;
    // docs/behaviour.md#change-request-lifecycle: a merge makes the change request `merged`, with the resulting revision as revisionMerged.
    cr.status = 'merged';
    if (typeof body.revision === 'string') cr.revisionMerged = body.revision;
    await readBack(r, cr, false);
  }
  override toString = () => `merge(${this.index})`;
}

class UpdateCommand extends OnChangeRequest {
  protected override async on(cr: ModelChangeRequest, r: CrReal): Promise<void> {
    const exchange = await r.s.call('updateChangeRequest', { params: params(r, cr.id) });
    const what = () => `update of a ${cr.status} change request: ${answer(exchange)}`;
    const closed = cr.status === 'merged' || cr.status === 'archived';
    const expected = closed ? { refused: TRANSITIONS } : { accepted: cr.status === 'open' ? UPDATE : TRANSITIONS };
    if (!answered(r, exchange, expected, what)) return;
    const body = requireResult(r, UPDATE, exchange, 'update', what);
    // docs/behaviour.md#change-request-lifecycle: an update pulls main in where main moved since the last one.
    const main = await mainRevision(r);
    if (main !== undefined && main !== (cr.ancestor ?? cr.revisionInitial)) cr.ancestor = main;
    const after = await r.s.call('getChangeRequestById', { params: params(r, cr.id) });
    r.findings.require(
      REVISIONS,
      shown(after).revision === body.revision,
      () => `update answered revision ${String(body.revision)}; GET of the change request: ${answer(after)}`,
    );
    await readBack(r, cr, false);
  }
  override toString = () => `update(${this.index})`;
}

/** Lists the space's change requests without `status` (the default) and with each status. */
class ListCommand implements fc.AsyncCommand<CrModel, CrReal> {
  check = () => true;
  async run(m: CrModel, r: CrReal): Promise<void> {
    for (const status of [undefined, ...STATUSES]) {
      const exchange = await r.s.call('listChangeRequestsForSpace', {
        params: { spaceId: r.spaceId },
        query: { limit: 1000, status },
      });
      // spec: listChangeRequestsForSpace — the list filter `status` defaults to `open`.
      const wanted = status ?? 'open';
      const expected = m.crs
        .filter((cr) => cr.status === wanted)
        .map((cr) => cr.id)
        .sort();
      const listed = itemsOf(exchange)
        .map((item) => String((item as { id?: unknown }).id))
        .sort();
      r.findings.require(
        named(wanted) ? LIST : TRANSITIONS,
        exchange.status === 200 && JSON.stringify(listed) === JSON.stringify(expected),
        () =>
          `the list ${status === undefined ? 'without status' : `with status=${status}`} holds ${listed.join(', ') || 'nothing'}; the ${wanted} change requests are ${expected.join(', ') || 'none'}: ${answer(exchange)}`,
      );
    }
  }
  toString = () => 'list';
}

const index = fc.nat(7);
const commands = [
  fc.constant(new CreateCommand(1)),
  fc.integer({ min: 2, max: 3 }).map((n) => new CreateCommand(n)),
  fc.tuple(index, fc.boolean()).map(([i, byNumber]) => new GetCommand(i, byNumber)),
  fc.tuple(index, fc.constantFrom(...STATUSES)).map(([i, status]) => new PatchStatusCommand(i, status)),
  fc.tuple(index, fc.constantFrom(...STATUSES)).map(([i, status]) => new PatchStatusCommand(i, status)),
  index.map((i) => new PatchSubjectCommand(i)),
  index.map((i) => new MergeCommand(i)),
  index.map((i) => new MergeCommand(i)),
  index.map((i) => new UpdateCommand(i)),
  fc.constant(new ListCommand()),
];

/** Transitions, numbering and the refusals of merged and archived change requests: "Transitions: not shown". */
const lifecycle = behaviour('change-request-lifecycle');

/** What the requirements of the lifecycle share: where they stand and the operations the machine calls. */
interface CrBase {
  section: string;
  profile: 'change-requests';
  operations: string[];
  category: 'state';
}

/** How change requests are numbered. */
const numberingRequirements = (base: CrBase): Requirement[] => [
  {
    ...base,
    id: NUMBER,
    level: 'MUST',
    source: changeRequestNumber,
    readsIn: { createChangeRequest: ['number'], getChangeRequestById: ['number'] },
    statement:
      'a new change request answers 201 with a number no other change request of the space has, above every earlier one, also when several are created at once; GET with the number in place of the id answers that change request',
  },
  {
    ...base,
    id: SEQUENCE,
    level: 'SHOULD',
    source: lifecycle,
    statement:
      'the change requests of a space are numbered 1, 2, 3, … in creation order: no gap, no number reused, also under concurrent creation (reference choice)',
  },
];

/** What the contract states of the operations on a change request: PATCH, the list, merge and update. */
const operationRequirements = (base: CrBase): Requirement[] => [
  {
    ...base,
    id: PATCH,
    level: 'MUST',
    source: contract('Endpoints › Change requests', 'subject? string max 100, status? enum'),
    judges: ['subject', 'status'],
    readsIn: { updateChangeRequestById: ['subject', 'status'], getChangeRequestById: ['subject', 'status'] },
    statement:
      'PATCH of the subject of a draft or open change request answers 200 with it; every accepted PATCH answers the change request with the subject and status sent, and GET shows the last ones accepted',
  },
  {
    ...base,
    id: LIST,
    level: 'MUST',
    source: contract('Endpoints › Change requests', 'status? (default `open`)'),
    statement:
      'the list without `status` holds exactly the open change requests of the space (default `open`); with status=draft or open, exactly those',
  },
  {
    ...base,
    id: MERGE,
    level: 'MUST',
    source: contract(SECTION, 'POST merge responds `{revision, result}` with `result` = `merge`.'),
    readsIn: { mergeChangeRequest: ['result'] },
    statement:
      'POST merge of an open change request answers 200; every accepted merge answers {revision, result: "merge"}',
  },
  {
    ...base,
    id: UPDATE,
    level: 'MUST',
    source: contract(
      SECTION,
      'POST update (pulls primary content into the change request) responds `{revision, result}` with `result` = `update`.',
    ),
    readsIn: { updateChangeRequest: ['result'] },
    statement:
      'POST update of an open change request answers 200; every accepted update answers {revision, result: "update"}',
  },
];

/** The reference's transition table (docs/behaviour.md#change-request-lifecycle): refusals, revisions, statuses. */
const transitionRequirements = (base: CrBase): Requirement[] => [
  {
    ...base,
    id: MERGED_409,
    level: 'SHOULD',
    source: lifecycle,
    statement:
      'merging an already merged change request answers 409 with the error body (docs/behaviour.md#change-request-lifecycle)',
  },
  {
    ...base,
    id: REVISIONS,
    level: 'SHOULD',
    source: lifecycle,
    operations: [...base.operations, 'getSpaceById'],
    readsIn: {
      createChangeRequest: ['revisionInitial', 'revisionMergedAncestor'],
      getChangeRequestById: ['revisionInitial', 'revisionMergedAncestor', 'revision'],
      updateChangeRequest: ['revision'],
    },
    statement:
      "a change request's revisionInitial is main's revision when it was created and never changes; revisionMergedAncestor is absent until an update from main that moved, then main's revision at that update; after an update, GET shows the revision the update answered (reference choice)",
  },
  {
    ...base,
    id: TRANSITIONS,
    level: 'SHOULD',
    source: lifecycle,
    readsIn: { mergeChangeRequest: ['revision'], getChangeRequestById: ['status', 'revisionMerged'] },
    statement:
      'draft, open and archived switch freely with PATCH (subject edits too); a merge makes the change request merged with revisionMerged; PATCH to merged, PATCH or update of a merged one, merge or update of an archived one answer 409 with the error body; the archived and merged filters list exactly those (reference choice)',
  },
];

/** A new space with one change request, and the model of it. */
async function arrange(s: Session, findings: Findings): Promise<{ model: CrModel; real: CrReal }> {
  const spaceId = await newSpace(s);
  const model: CrModel = { crs: [] };
  const real: CrReal = { s, spaceId, findings };
  await new CreateCommand(1).run(model, real);
  return { model, real };
}

/** The requirements of the change request lifecycle and the model-based check that decides them. */
export function changeRequestLifecycle(spec: ApiSpec): Built {
  const operations = [
    'createChangeRequest',
    'getChangeRequestById',
    'updateChangeRequestById',
    'mergeChangeRequest',
    'updateChangeRequest',
    'listChangeRequestsForSpace',
  ].filter((id) => spec.has(id));
  const base: CrBase = { section: SECTION, profile: 'change-requests', operations, category: 'state' };
  const requirements = [
    ...numberingRequirements(base),
    ...operationRequirements(base),
    ...transitionRequirements(base),
  ];
  return judgedByModel(spec, requirements, {
    name: 'state machine: change request lifecycle',
    // Each example on objects of its own: the examples run at once.
    independent: true,
    commands,
    maxCommands: 16,
    numRuns: 6,
    setup: arrange,
  });
}
