/**
 * Defaults of a site's structure — a model-based test. Commands add and delete sections and site spaces,
 * move the defaults by PATCH, and read them back: the site's sections (`default`) and the site spaces that
 * `default=true` keeps (spec: listSiteSpaces `default`). The model knows which section and which site
 * space of each section is the default, or that it does not know (after the default was deleted: another
 * one must take over, the model learns which on the next read).
 *
 * Level: that a site keeps one default section, one default site space per section, and that the defaults
 * follow deletions is the reference's choice (the contract only has the `default` fields and filter): SHOULD.
 */
import fc from 'fast-check';
import { SetupFailed } from '../../engine/errors.js';
import type { Findings } from '../../engine/property.js';
import type { Built } from '../../engine/module.js';
import { idOf, type OperationId, type Session } from '../../engine/session.js';
import type { Params } from '../../engine/session-registry.js';
import { contract } from '../../engine/sources.js';
import type { Requirement } from '../../engine/types.js';
import type { ApiSpec } from '../../contract/operations.js';
import { createInOrganization } from '../fresh-objects.js';
import { answer, is2xx, itemsOf, judgedByModel } from '../entries-and-answers.js';
import { uniqueName } from '../names.js';
import { addSiteSpace, runSpace, type SiteParams } from './objects.js';

export const DEFAULT_SECTION = 'STATE-site.default-section';
export const DEFAULT_SITE_SPACE = 'STATE-site.default-site-space';

/** A default the model knows, none (nothing to be default), or `unknown` (one must be: learnt on the next read). */
type Known = string | null | 'unknown';

interface Section {
  id: string;
  siteSpaces: string[];
  defaultSiteSpace: Known;
}

interface DefaultsModel {
  sections: Section[];
  defaultSection: Known;
}

interface DefaultsReal {
  s: Session;
  findings: Findings;
  site: SiteParams;
}

const MAX_SECTIONS = 3;
const MAX_SITE_SPACES = 3;

/** A structure change the model needs to happen; anything but a 2xx stops the example as a setup failure. */
async function mustChange(r: DefaultsReal, operationId: OperationId, params: Params): Promise<void> {
  const exchange = await r.s.callRaw(operationId, { params });
  if (!is2xx(exchange)) throw new SetupFailed(`${operationId} (a step of the model) answered ${answer(exchange)}`);
}

const sectionAt = (m: Readonly<DefaultsModel>, index: number): Section | undefined =>
  m.sections[index % Math.max(m.sections.length, 1)];

/** After removing `removed` from a level whose default was `current`: unchanged, none left, or unknown. */
const afterRemoval = (current: Known, removed: string, remaining: number): Known =>
  remaining === 0 ? null : current === removed ? 'unknown' : current;

class AddSectionCommand implements fc.AsyncCommand<DefaultsModel, DefaultsReal> {
  check = (m: Readonly<DefaultsModel>) => m.sections.length < MAX_SECTIONS;
  async run(m: DefaultsModel, r: DefaultsReal): Promise<void> {
    const created = await r.s.must('addSectionToSite', { params: r.site, body: { spaceId: await runSpace(r.s) } });
    const id = idOf(created);
    // spec schema SiteSection `siteSpaces` — the site space made from `spaceId`; else found by its `section`.
    let held = (created.json as { siteSpaces?: { id?: unknown }[] }).siteSpaces;
    if (!Array.isArray(held)) {
      const listed = await r.s.must('listSiteSpaces', { params: r.site, query: { limit: 1000 } });
      held = (itemsOf(listed) as { id?: unknown; section?: unknown }[]).filter((item) => item.section === id);
    }
    const siteSpaces = held.map((item) => String(item.id));
    m.sections.push({ id, siteSpaces, defaultSiteSpace: siteSpaces.length === 0 ? null : 'unknown' });
    if (m.defaultSection === null) m.defaultSection = 'unknown';
  }
  toString = () => 'addSection';
}

class AddSiteSpaceCommand implements fc.AsyncCommand<DefaultsModel, DefaultsReal> {
  constructor(readonly section: number) {}
  check = (m: Readonly<DefaultsModel>) =>
    (sectionAt(m, this.section)?.siteSpaces.length ?? MAX_SITE_SPACES) < MAX_SITE_SPACES;
  async run(m: DefaultsModel, r: DefaultsReal): Promise<void> {
    const section = sectionAt(m, this.section);
    if (section === undefined) return;
    section.siteSpaces.push(await addSiteSpace(r.s, r.site, section.id));
    if (section.defaultSiteSpace === null) section.defaultSiteSpace = 'unknown';
  }
  toString = () => `addSiteSpace(section ${this.section})`;
}

/** A command on section `section` (wrapping around): it applies while the site has sections. */
abstract class OnSection implements fc.AsyncCommand<DefaultsModel, DefaultsReal> {
  constructor(readonly section: number) {}
  check = (m: Readonly<DefaultsModel>) => m.sections.length > 0;
  async run(m: DefaultsModel, r: DefaultsReal): Promise<void> {
    const section = sectionAt(m, this.section);
    if (section !== undefined) await this.on(section, m, r);
  }
  protected abstract on(section: Section, m: DefaultsModel, r: DefaultsReal): Promise<void>;
}

/** A command on site space `siteSpace` of section `section` (both wrapping around): it applies while that section holds one. */
abstract class OnSiteSpace implements fc.AsyncCommand<DefaultsModel, DefaultsReal> {
  constructor(
    readonly section: number,
    readonly siteSpace: number,
  ) {}
  check = (m: Readonly<DefaultsModel>) => (sectionAt(m, this.section)?.siteSpaces.length ?? 0) > 0;
  async run(m: DefaultsModel, r: DefaultsReal): Promise<void> {
    const section = sectionAt(m, this.section);
    const id = section?.siteSpaces[this.siteSpace % section.siteSpaces.length];
    if (section !== undefined && id !== undefined) await this.on(section, id, r);
  }
  protected abstract on(section: Section, siteSpaceId: string, r: DefaultsReal): Promise<void>;
}

class DeleteSectionCommand extends OnSection {
  protected override async on(section: Section, m: DefaultsModel, r: DefaultsReal): Promise<void> {
    await mustChange(r, 'deleteSiteSectionById', { ...r.site, siteSectionId: section.id });
    m.sections = m.sections.filter((s) => s !== section);
    m.defaultSection = afterRemoval(m.defaultSection, section.id, m.sections.length);
  }
  override toString = () => `deleteSection(${this.section})`;
}

class DeleteSiteSpaceCommand extends OnSiteSpace {
  protected override async on(section: Section, id: string, r: DefaultsReal): Promise<void> {
    await mustChange(r, 'deleteSiteSpaceById', { ...r.site, siteSpaceId: id });
    section.siteSpaces = section.siteSpaces.filter((s) => s !== id);
    section.defaultSiteSpace = afterRemoval(section.defaultSiteSpace, id, section.siteSpaces.length);
  }
  override toString = () => `deleteSiteSpace(section ${this.section}, ${this.siteSpace})`;
}

class SetDefaultSectionCommand extends OnSection {
  protected override async on(section: Section, m: DefaultsModel, r: DefaultsReal): Promise<void> {
    const exchange = await r.s.call('updateSiteById', { params: r.site, body: { defaultSiteSection: section.id } });
    r.findings.require(
      DEFAULT_SECTION,
      exchange.status === 200,
      () => `PATCH site defaultSiteSection: ${answer(exchange)}`,
    );
    if (is2xx(exchange)) m.defaultSection = section.id;
  }
  override toString = () => `setDefaultSection(${this.section})`;
}

class SetDefaultSiteSpaceCommand extends OnSiteSpace {
  protected override async on(section: Section, id: string, r: DefaultsReal): Promise<void> {
    const params = { ...r.site, siteSectionId: section.id };
    const exchange = await r.s.call('updateSiteSectionById', { params, body: { defaultSiteSpace: id } });
    r.findings.require(
      DEFAULT_SITE_SPACE,
      exchange.status === 200,
      () => `PATCH section defaultSiteSpace: ${answer(exchange)}`,
    );
    if (is2xx(exchange)) section.defaultSiteSpace = id;
  }
  override toString = () => `setDefaultSiteSpace(section ${this.section}, ${this.siteSpace})`;
}

/** Whether `found` is the one default the model expects (learning it when unknown). */
function judge(expected: Known, found: string[]): { ok: boolean; learnt: Known } {
  if (expected === null) return { ok: found.length === 0, learnt: null };
  const [only] = found;
  if (found.length !== 1 || only === undefined) return { ok: false, learnt: expected };
  return { ok: expected === 'unknown' || expected === only, learnt: only };
}

class ReadSectionsCommand implements fc.AsyncCommand<DefaultsModel, DefaultsReal> {
  check = () => true;
  async run(m: DefaultsModel, r: DefaultsReal): Promise<void> {
    const exchange = await r.s.call('listSiteSections', { params: r.site, query: { limit: 1000 } });
    const items = itemsOf(exchange) as { id?: unknown; default?: unknown }[];
    const listed = items.map((item) => String(item.id)).sort();
    const held = m.sections.map((s) => s.id).sort();
    r.findings.require(
      DEFAULT_SECTION,
      JSON.stringify(listed) === JSON.stringify(held),
      () => `the site lists sections ${listed.join(', ')}; the model holds ${held.join(', ')}: ${answer(exchange)}`,
    );
    const defaults = items.filter((item) => item.default === true).map((item) => String(item.id));
    const { ok, learnt } = judge(m.defaultSection, defaults);
    r.findings.require(
      DEFAULT_SECTION,
      ok,
      () =>
        `default sections [${defaults.join(', ')}], expected ${m.defaultSection === null ? 'none' : m.defaultSection === 'unknown' ? 'exactly one' : m.defaultSection}: ${answer(exchange)}`,
    );
    m.defaultSection = learnt;
  }
  toString = () => 'readSections';
}

class ReadDefaultSiteSpacesCommand implements fc.AsyncCommand<DefaultsModel, DefaultsReal> {
  check = () => true;
  async run(m: DefaultsModel, r: DefaultsReal): Promise<void> {
    const exchange = await r.s.call('listSiteSpaces', { params: r.site, query: { limit: 1000, default: true } });
    const defaults = itemsOf(exchange).map((item) => String((item as { id?: unknown }).id));
    const stray = defaults.filter((id) => !m.sections.some((section) => section.siteSpaces.includes(id)));
    r.findings.require(
      DEFAULT_SITE_SPACE,
      exchange.status === 200 && stray.length === 0,
      () => `default=true lists site spaces the site no longer has (${stray.join(', ')}): ${answer(exchange)}`,
    );
    for (const section of m.sections) {
      const found = defaults.filter((id) => section.siteSpaces.includes(id));
      const { ok, learnt } = judge(section.defaultSiteSpace, found);
      const expected =
        section.defaultSiteSpace === null
          ? 'none'
          : section.defaultSiteSpace === 'unknown'
            ? 'exactly one'
            : section.defaultSiteSpace;
      r.findings.require(
        DEFAULT_SITE_SPACE,
        ok,
        () =>
          `section ${section.id} has default site spaces [${found.join(', ')}], expected ${expected}: ${answer(exchange)}`,
      );
      section.defaultSiteSpace = learnt;
    }
  }
  toString = () => 'readDefaultSiteSpaces';
}

const index = fc.nat(MAX_SECTIONS - 1);
const pair = fc.tuple(index, fc.nat(MAX_SITE_SPACES - 1));
// Adding site spaces and reading the defaults back are what the machine is about: they come up most often.
const commands = [
  fc.constant(new AddSectionCommand()),
  fc.constant(new AddSectionCommand()),
  index.map((i) => new AddSiteSpaceCommand(i)),
  index.map((i) => new AddSiteSpaceCommand(i)),
  index.map((i) => new AddSiteSpaceCommand(i)),
  index.map((i) => new DeleteSectionCommand(i)),
  pair.map(([i, j]) => new DeleteSiteSpaceCommand(i, j)),
  pair.map(([i, j]) => new DeleteSiteSpaceCommand(i, j)),
  index.map((i) => new SetDefaultSectionCommand(i)),
  pair.map(([i, j]) => new SetDefaultSiteSpaceCommand(i, j)),
  fc.constant(new ReadSectionsCommand()),
  fc.constant(new ReadSectionsCommand()),
  fc.constant(new ReadDefaultSiteSpacesCommand()),
  fc.constant(new ReadDefaultSiteSpacesCommand()),
];

/** A new site with no section yet, and the model of its structure. */
async function arrange(s: Session, findings: Findings): Promise<{ model: DefaultsModel; real: DefaultsReal }> {
  const site = {
    organizationId: s.fixtures.organizationId,
    siteId: await createInOrganization(s, 'createSite', { title: uniqueName(128) }),
  };
  const model: DefaultsModel = { sections: [], defaultSection: null };
  return { model, real: { s, findings, site } };
}

/** The requirements of the structure's defaults and the model-based check that decides them. */
export function structureDefaults(spec: ApiSpec): Built {
  const base = { profile: 'sites' as const, category: 'state' as const, level: 'SHOULD' as const };
  const requirements: Requirement[] = [
    {
      ...base,
      id: DEFAULT_SECTION,
      // The contract names the default; how it moves and passes on is the reference's.
      source: contract('Resources and their fields › SiteSection', '`default` | boolean | default section of the site'),
      section: 'Site sections',
      operations: ['listSiteSections', 'addSectionToSite', 'deleteSiteSectionById', 'updateSiteById'],
      judges: ['defaultSiteSection'],
      readsIn: { listSiteSections: ['default'] },
      statement:
        'while a site has sections exactly one is its default: PATCH site `defaultSiteSection` moves it, adding or deleting another section leaves it, deleting the default passes it to a remaining section',
    },
    {
      ...base,
      id: DEFAULT_SITE_SPACE,
      source: contract(
        'Endpoints › Site spaces',
        'default? boolean (true: only the default site space; false: only the others; omitted: all)',
      ),
      section: 'Site spaces',
      operations: ['listSiteSpaces', 'addSpaceToSite', 'deleteSiteSpaceById', 'updateSiteSectionById'],
      judges: ['defaultSiteSpace'],
      readsIn: { listSiteSpaces: ['default'] },
      statement:
        'each section holding site spaces has exactly one default (GET site-spaces `default=true`): PATCH section `defaultSiteSpace` moves it, deleting the default passes it to a remaining site space of the section',
    },
  ];
  return judgedByModel(spec, requirements, {
    name: 'state machine: defaults of a site structure',
    // Each example on objects of its own: the examples run at once.
    independent: true,
    commands,
    maxCommands: 20,
    numRuns: 3,
    setup: arrange,
    // The state the commands left: its defaults are read once more.
    async after(model, real) {
      await new ReadSectionsCommand().run(model, real);
      await new ReadDefaultSiteSpacesCommand().run(model, real);
    },
  });
}
