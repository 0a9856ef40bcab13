/**
 * The READMEs' figures come from the tool: each "`docs-api-conformance list …` selects N requirements" (or request
 * rules) is what that `list` selects from the catalogue, and the reference's figures (every requirement, MUST and
 * SHOULD passed / failed / skipped, documented statuses observed) are those of its committed certification bundle.
 * A figure that drifts fails here; the message says the figure to write.
 */
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue, requestRequirements, selectRequirements, type Catalogue } from '../src/index.js';
import { parseArguments } from '../src/cli/args.js';
import { catalogueTable, withCatalogueTable } from '../src/catalogue-table.js';

const READMES = ['../../../README.md', '../README.md'].map((path) => new URL(path, import.meta.url));
const BUNDLE_REPORT = new URL('../certification/reference/report.json', import.meta.url);

/** "`pnpm conformance list --profile core,spaces` selects 430 requirements" (its command line and its figure). */
const SELECTS =
  /`(?:pnpm conformance|pnpm exec docs-api-conformance|docs-api-conformance) (list[^`]*)`\s+selects\s+([\d,]+)\s+(requirements|request rules)/g;

/** A command line's words, quotes removed. */
const words = (line: string): string[] =>
  [...line.matchAll(/'([^']*)'|"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');

const figure = (text: string): number => Number(text.replace(/,/g, ''));

/** What a `list` command line selects. */
function selected(catalogue: Catalogue, line: string): number {
  const args = parseArguments(words(line));
  const listed = args.requests ? { ...catalogue, requirements: requestRequirements(catalogue.spec) } : catalogue;
  return selectRequirements(listed, {
    profiles: args.profiles,
    only: args.only,
    exclude: args.exclude,
    operations: args.operations,
  }).length;
}

describe('the READMEs', () => {
  let catalogue: Catalogue;
  let texts: { file: string; text: string }[];

  beforeAll(async () => {
    catalogue = buildCatalogue();
    texts = await Promise.all(READMES.map(async (url) => ({ file: url.pathname, text: await readFile(url, 'utf8') })));
  });

  it('state selection figures that list gives', () => {
    const figures = texts.flatMap(({ file, text }) =>
      [...text.replace(/\s*\n\s*/g, ' ').matchAll(SELECTS)].map((m) => ({
        file,
        line: m[1] ?? '',
        said: figure(m[2] ?? ''),
      })),
    );
    // Both READMEs state one at least: the test keeps reading them.
    expect(new Set(figures.map((f) => f.file)).size).toBe(READMES.length);
    for (const { file, line, said } of figures)
      expect(said, `${file}: \`${line}\` selects ${selected(catalogue, line)}, not ${said}`).toBe(
        selected(catalogue, line),
      );
  });

  it("state the reference's figures of its committed certification bundle", async () => {
    const report = JSON.parse(await readFile(BUNDLE_REPORT, 'utf8')) as {
      seed: number;
      results: unknown[];
      summary: Record<'MUST' | 'SHOULD', Record<'pass' | 'fail' | 'skip', number>>;
      coverage: { documented: number; observed: number };
    };
    const { MUST, SHOULD } = report.summary;
    const share = Math.round((report.coverage.observed / report.coverage.documented) * 100);
    const text = (texts.find(({ file }) => file.endsWith('conformance/README.md'))?.text ?? '').replace(
      /\s*\n\s*/g,
      ' ',
    );
    const bundle = `a full run (seed ${report.seed}): all ${report.results.length} requirements, MUST ${MUST.pass} passed, ${MUST.fail} failed, ${MUST.skip} skipped`;
    expect(text).toContain(bundle);
    expect(text).toContain(
      `SHOULD ${SHOULD.pass} passed, ${SHOULD.fail} failed, ${SHOULD.skip} skipped; ${report.coverage.observed} of ${report.coverage.documented} documented statuses observed`,
    );
    expect(text).toContain(
      `\`${report.coverage.observed} of ${report.coverage.documented} documented statuses observed (${share} %)\``,
    );
  });

  it('hold the catalogue table that the catalogue gives (one row per suite module)', () => {
    const readme = texts.find(({ file }) => file.endsWith('/conformance/README.md'));
    if (readme === undefined) throw new Error('the package README was not read');
    const current = withCatalogueTable(readme.text, catalogueTable(catalogue.requirements));
    expect(readme.text, 'run `pnpm -F @docs-api/conformance catalogue-table`').toBe(current);
  });
});
