/**
 * spec: publishSite, unpublishSite, tag Site share links, docs/behaviour.md#share-links; spec parameter `shareKey` (docs/behaviour.md#share-links) — a
 * model-based test. A `share-link` site publishing one space, with two share links: commands publish and
 * unpublish the site, switch links on and off, and visit the published site and its space as a non-member
 * (the outsider) with a link's key, an unknown key or none. The model names the expected answer of each visit:
 * open exactly while the site is published and the link is active.
 *
 * Levels: toggling `active` is the contract's Share link table (MUST); that a share-link site "is reached with
 * a secret token" makes an active link's key open it and an unknown key open nothing (MUST). publishSite and
 * unpublishSite are beyond the contract, and what an inactive link or an unpublished site still opens is not
 * stated: those, and the 404 of a refusal (docs/behaviour.md#error-body-and-failure-statuses), are SHOULD.
 */
import fc from 'fast-check';
import type { Findings } from '../../engine/property.js';
import type { Built } from '../../engine/module.js';
import type { Session } from '../../engine/session.js';
import { behaviour, beyondContract, contract } from '../../engine/sources.js';
import type { Exchange, Requirement } from '../../engine/types.js';
import type { ApiSpec } from '../../contract/operations.js';
import { newSpace } from '../fresh-objects.js';
import { answer, is2xx, isStatusWithErrorBody, itemsOf, judgedByModel } from '../entries-and-answers.js';
import { addShareLink, freshSite, type SiteParams } from './objects.js';
import { shareKeyOf } from './share-key.js';

export const PUBLISHED = 'STATE-site.published';
export const UNPUBLISHED_CLOSED = 'STATE-site.unpublished-closed';
export const LINK_ACTIVE = 'STATE-share-link.active';
export const KEY_OPENS = 'STATE-share-link.opens';
export const INACTIVE_CLOSED = 'STATE-share-link.inactive';
export const UNKNOWN_KEY = 'STATE-share-link.unknown-key';
export const REFUSED_404 = 'STATE-share-link.refused.404';

interface SiteModel {
  published: boolean;
  active: boolean[];
}

interface SiteReal {
  s: Session;
  findings: Findings;
  site: SiteParams;
  spaceId: string;
  links: { id: string; key: string }[];
}

type Target = 'published' | 'space';
/** A link's index, or a visit without a valid key: a key no link has, or no key at all. */
type Key = number | 'unknown' | 'none';

const field = (exchange: Exchange, name: string): unknown =>
  (exchange.json as Record<string, unknown> | undefined)?.[name];

class SetPublishedCommand implements fc.AsyncCommand<SiteModel, SiteReal> {
  constructor(readonly published: boolean) {}
  check = () => true;
  async run(m: SiteModel, r: SiteReal): Promise<void> {
    const exchange = await r.s.call(this.published ? 'publishSite' : 'unpublishSite', { params: r.site });
    const ok = exchange.status === 200 && field(exchange, 'published') === this.published;
    r.findings.require(PUBLISHED, ok, () => `${this.toString()}: ${answer(exchange)}`);
    if (!is2xx(exchange)) return;
    m.published = this.published;
    // What GET site answers afterwards: the state the transition reached.
    const read = await r.s.call('getSiteById', { params: r.site });
    r.findings.require(
      PUBLISHED,
      read.status === 200 && field(read, 'published') === m.published,
      () => `GET site after ${this.toString()}: ${answer(read)}`,
    );
  }
  toString = () => (this.published ? 'publish' : 'unpublish');
}

class SetActiveCommand implements fc.AsyncCommand<SiteModel, SiteReal> {
  constructor(
    readonly index: number,
    readonly active: boolean,
  ) {}
  check = () => true;
  async run(m: SiteModel, r: SiteReal): Promise<void> {
    const params = { ...r.site, shareLinkId: r.links[this.index]?.id ?? '' };
    const exchange = await r.s.call('updateSiteShareLinkById', { params, body: { active: this.active } });
    const ok = exchange.status === 200 && field(exchange, 'active') === this.active;
    r.findings.require(LINK_ACTIVE, ok, () => `PATCH active=${this.active}: ${answer(exchange)}`);
    if (is2xx(exchange)) m.active[this.index] = this.active;
  }
  toString = () => `setActive(${this.index}, ${this.active})`;
}

class ListLinksCommand implements fc.AsyncCommand<SiteModel, SiteReal> {
  check = () => true;
  async run(m: SiteModel, r: SiteReal): Promise<void> {
    const exchange = await r.s.call('listSiteShareLinks', { params: r.site, query: { limit: 1000 } });
    const items = itemsOf(exchange) as { id?: unknown; active?: unknown }[];
    r.links.forEach((link, index) => {
      const listed = items.find((item) => item.id === link.id);
      const ok = exchange.status === 200 && listed?.active === m.active[index];
      r.findings.require(
        LINK_ACTIVE,
        ok,
        () =>
          `the list shows link ${index} as ${JSON.stringify(listed?.active)}, not ${m.active[index]}: ${answer(exchange)}`,
      );
    });
  }
  toString = () => 'listLinks';
}

class VisitCommand implements fc.AsyncCommand<SiteModel, SiteReal> {
  constructor(
    readonly target: Target,
    readonly unknownKey: string | undefined,
  ) {}
  check = () => true;
  /** Visits with every link's key, then with a key no link has (or none). */
  async run(m: SiteModel, r: SiteReal): Promise<void> {
    for (const index of r.links.keys()) await this.visit(m, r, index);
    await this.visit(m, r, this.unknownKey === undefined ? 'none' : 'unknown');
  }
  private async visit(m: SiteModel, r: SiteReal, key: Key): Promise<void> {
    const shareKey = key === 'none' ? undefined : key === 'unknown' ? this.unknownKey : r.links[key]?.key;
    const query = shareKey === undefined ? {} : { shareKey };
    const exchange =
      this.target === 'published'
        ? await r.s.call('getPublishedContentSite', { params: r.site, query, as: 'outsider' })
        : await r.s.call('getSpaceById', { params: { spaceId: r.spaceId }, query, as: 'outsider' });
    const state =
      typeof key === 'number'
        ? `the site ${m.published ? 'published' : 'unpublished'}, link ${key} ${m.active[key] ? 'active' : 'inactive'}`
        : `key ${key}`;
    const what = () =>
      `a non-member reading the ${this.target === 'published' ? 'published site' : 'space'} (${state}): ${answer(exchange)}`;
    if (typeof key === 'number' && m.published && m.active[key] === true) {
      const served =
        this.target === 'published'
          ? (field(exchange, 'site') as { id?: unknown } | undefined)?.id === r.site['siteId']
          : field(exchange, 'id') === r.spaceId;
      r.findings.require(KEY_OPENS, exchange.status === 200 && served, what);
      return;
    }
    const closedBy =
      typeof key !== 'number' ? UNKNOWN_KEY : m.active[key] === true ? UNPUBLISHED_CLOSED : INACTIVE_CLOSED;
    r.findings.require(closedBy, !is2xx(exchange), what);
    if (!is2xx(exchange)) r.findings.require(REFUSED_404, isStatusWithErrorBody(exchange, 404), what);
  }
  toString = () => `visit(${this.target}${this.unknownKey === undefined ? ', no key' : ''})`;
}

const LINKS = 2;
const link = fc.nat(LINKS - 1);
const target = fc.constantFrom<Target>('published', 'space');
const visits = fc
  .tuple(target, fc.option(fc.stringMatching(/^[A-Za-z0-9]{32}$/), { nil: undefined }))
  .map(([where, unknown]) => new VisitCommand(where, unknown));
const commands = [
  fc.constant(new SetPublishedCommand(true)),
  fc.constant(new SetPublishedCommand(true)),
  fc.constant(new SetPublishedCommand(false)),
  fc.constant(new SetPublishedCommand(false)),
  fc.tuple(link, fc.boolean()).map(([index, active]) => new SetActiveCommand(index, active)),
  fc.tuple(link, fc.boolean()).map(([index, active]) => new SetActiveCommand(index, active)),
  fc.constant(new ListLinksCommand()),
  visits,
  visits,
  visits,
];

/** A share-link site publishing a fresh space (published or not), with LINKS share links in a known `active` state. */
async function arrange(
  s: Session,
  findings: Findings,
  publish: boolean,
): Promise<{ model: SiteModel; real: SiteReal }> {
  const spaceId = await newSpace(s);
  const site = await freshSite(s, { visibility: 'share-link', spaces: [spaceId] });
  const created = await s.must('getSiteById', { params: site });
  const links: SiteReal['links'] = [];
  const active: boolean[] = [];
  for (let i = 0; i < LINKS; i++) {
    const { id, body } = await addShareLink(s, site);
    links.push({ id, key: shareKeyOf(body) });
    // spec schema ShareLink `active` — the state a new link starts in is not stated: read it, or set it.
    const state = (body as { active?: unknown }).active;
    if (typeof state !== 'boolean')
      await s.must('updateSiteShareLinkById', { params: { ...site, shareLinkId: id }, body: { active: true } });
    active.push(typeof state === 'boolean' ? state : true);
  }
  const model = { published: field(created, 'published') === true, active };
  const real = { s, findings, site, spaceId, links };
  // Half of the examples start from a published site, so that unpublishing comes up as often as publishing.
  if (publish) await new SetPublishedCommand(true).run(model, real);
  return { model, real };
}

const secretToken = contract(
  'Authentication',
  'Sites with `visibility` = `share-link` are reached with a secret token in the URL.',
);

const publishedBase = {
  section: 'States and transitions › Site `published`',
  profile: 'sites' as const,
  category: 'state' as const,
};
const linkBase = {
  section: 'States and transitions › Share link',
  profile: 'sites' as const,
  category: 'state' as const,
};
const visitBase = { ...linkBase, section: 'Authentication', operations: ['getPublishedContentSite', 'getSpaceById'] };

/** Publishing and unpublishing a site, and what an unpublished one still opens. */
const publishingRequirements = (): Requirement[] => [
  {
    ...publishedBase,
    id: PUBLISHED,
    level: 'SHOULD',
    source: beyondContract,
    operations: ['publishSite', 'unpublishSite', 'getSiteById'],
    reads: ['published'],
    statement:
      'publishSite and unpublishSite answer 200 with `published` true / false, and GET site answers that value until the next change',
  },
  {
    ...publishedBase,
    id: UNPUBLISHED_CLOSED,
    level: 'SHOULD',
    source: behaviour('share-links'),
    operations: visitBase.operations,
    statement:
      'while a share-link site is unpublished, no share key opens it or its spaces to a non-member (reference choice)',
  },
];

/** Switching a share link off and on. */
const activeRequirement = (): Requirement => ({
  ...linkBase,
  id: LINK_ACTIVE,
  level: 'MUST',
  source: contract('States and transitions › Share link', 'active | PATCH `active` = false | inactive'),
  operations: ['updateSiteShareLinkById', 'listSiteShareLinks'],
  judges: ['active'],
  reads: ['active'],
  statement:
    'PATCH `active` false makes a share link inactive and true active again: the answer (200) and the list of links show the new state',
});

/** A non-member's visits with a share key: what an active link's key opens, and what nothing else does. */
const visitRequirements = (): Requirement[] => [
  {
    ...visitBase,
    id: KEY_OPENS,
    level: 'MUST',
    judges: ['?shareKey'],
    source: secretToken,
    statement:
      'the key of an active share link of a published share-link site lets a non-member GET the published site and the spaces it publishes with `shareKey` (200)',
  },
  {
    ...visitBase,
    id: INACTIVE_CLOSED,
    level: 'SHOULD',
    source: behaviour('share-links'),
    statement:
      'the key of an inactive share link opens nothing to a non-member (reference choice: the contract names the state, not its effect)',
  },
  {
    ...visitBase,
    id: UNKNOWN_KEY,
    level: 'MUST',
    source: secretToken,
    statement:
      'without a share key, or with a key no link has, a non-member cannot read a share-link site or its spaces (no 2xx)',
  },
  {
    ...visitBase,
    id: REFUSED_404,
    level: 'SHOULD',
    source: behaviour('share-links'),
    statement: 'a non-member refused by a share-link site or its space is answered 404 with the error body',
  },
];

/** The requirements of site publishing and share-link access, and the model-based check that decides them. */
export function shareLinks(spec: ApiSpec): Built {
  const requirements = [...publishingRequirements(), activeRequirement(), ...visitRequirements()];
  const operations = [
    'createSite',
    'createSiteShareLink',
    'publishSite',
    'unpublishSite',
    'getSiteById',
    'updateSiteShareLinkById',
    'listSiteShareLinks',
    'getPublishedContentSite',
    'getSpaceById',
  ];
  return judgedByModel(spec, requirements, {
    name: 'state machine: site publishing and share links',
    calls: operations,
    // Each example on objects of its own: the examples run at once.
    independent: true,
    commands,
    maxCommands: 20,
    numRuns: 5,
    draw: fc.boolean(),
    setup: (s, findings, publish) => arrange(s, findings, publish),
    // The state the commands left: every key is tried once more on both.
    async after(model, real) {
      for (const where of ['published', 'space'] as const)
        await new VisitCommand(where, 'conformance-unknown-key').run(model, real);
    },
  });
}
