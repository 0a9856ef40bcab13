/**
 * The reports of a run that fails: behind a target whose error bodies are HTML, every report format (pretty,
 * JSON, JUnit, HTML) keeps the tokens and share keys masked, the JSON report validates against its published
 * schema, JUnit counts a failed SHOULD as a failure only under --strict, and the HTML report renders in a real
 * headless Chromium without console errors (a screenshot is saved under reports/).
 */
import { mkdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCatalogue,
  htmlReport,
  jsonReport,
  junitReport,
  Masker,
  prettyReport,
  runSuite,
  type Invocation,
  type RunResult,
} from '../src/index.js';
import { startProxy, type RunningProxy } from './support/fault-proxy.js';
import { startReference, type Reference } from './support/reference.js';
import { foreignErrorBodies } from './support/systematic-faults.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const reportsDir = fileURLToPath(new URL('../../../reports/', import.meta.url));

/** A share key as the reference makes them, in a URL and in a JSON body of one exchange added to a failure. */
const SHARE_KEY = 'k8Hq2ZpX4vNw7LmR3tYs9DfG6bJc1Ae5';

describe('the reports of a failing run', () => {
  let reference: Reference;
  let proxy: RunningProxy;
  let result: RunResult;
  let invocation: Invocation;
  let secrets: string[];

  beforeAll(async () => {
    reference = await startReference();
    proxy = await startProxy(reference.server.url, foreignErrorBodies);
    const fixtures = { ...reference.fixtures, baseUrl: proxy.url };
    result = await runSuite(buildCatalogue(), { fixtures, selection: { profiles: ['collections'] }, seed: 11 });
    // A failure that also shows a share link's key (the suite reads them on sites; here put in by hand).
    const failed = result.results.find(
      ({ verdict }) => verdict.failure !== undefined && verdict.failure.exchanges.length > 0,
    );
    failed?.verdict.failure?.exchanges.push({
      request: {
        method: 'GET',
        url: `${proxy.url}/v1/orgs/o/sites/s/published?shareKey=${SHARE_KEY}`,
        headers: { Authorization: `Bearer ${fixtures.tokens.outsider}` },
      },
      status: 200,
      headers: {},
      bodyText: JSON.stringify({
        object: 'share-link',
        key: SHARE_KEY,
        urls: { published: `https://docs.example.com/?share=${SHARE_KEY}` },
      }),
      bodyBytes: 10,
    });
    secrets = [...Object.values(fixtures.tokens), SHARE_KEY];
    invocation = {
      base: `pnpm conformance run --target ${proxy.url} --fixtures fixtures.json`,
      mask: new Masker(fixtures),
    };
  }, 300_000);

  afterAll(async () => {
    await proxy?.stop();
    await reference?.server.stop();
  });

  it('fails the SHOULDs that name the error body, and no MUST', () => {
    const failed = result.results.filter(({ verdict }) => verdict.status === 'fail' || verdict.status === 'error');
    expect(failed.length).toBeGreaterThan(0);
    expect(
      failed.filter(({ requirement }) => requirement.level === 'MUST').map(({ requirement }) => requirement.id),
    ).toEqual([]);
  });

  it('shows no token or share key in any format, and curl lines refer to the token variables', () => {
    const style = { color: false };
    const outputs = {
      pretty: prettyReport(result, invocation, style, true),
      json: jsonReport(result, invocation),
      junit: junitReport(result, invocation),
      'junit --strict': junitReport(result, { ...invocation, strict: true }),
      html: htmlReport(result, invocation),
    };
    for (const [format, text] of Object.entries(outputs)) {
      for (const secret of secrets) expect(text.includes(secret), `${format} shows a secret`).toBe(false);
      // Plain JUnit reports the failed SHOULDs as skipped, with the message only: no request to mask.
      if (format !== 'junit') expect(text, format).toContain('…****');
    }
    expect(outputs.pretty).toContain('-H "Authorization: Bearer $DOCS_API_TOKEN_ADMIN"');
    expect(outputs.pretty).toContain(`-H 'User-Agent: docs-api-conformance/`);
  });

  it('shows the secrets with --show-secrets', () => {
    const shown = prettyReport(
      result,
      { ...invocation, mask: new Masker(reference.fixtures, true) },
      { color: false },
      true,
    );
    expect(shown).toContain(SHARE_KEY);
    expect(shown).toContain(`Bearer ${reference.fixtures.tokens.admin}`);
  });

  it('writes a JSON report that validates against its published schema', async () => {
    const schema = JSON.parse(
      await readFile(new URL('../schema/report.schema.json', import.meta.url), 'utf8'),
    ) as object;
    const ajv = addFormats(new Ajv2020({ allErrors: true, strict: false }));
    const validate = ajv.compile(schema);
    const report = JSON.parse(jsonReport(result, invocation)) as {
      toolVersion: string;
      specVersion: string;
      startedAt: string;
      results: { durationMs: number }[];
    };
    expect(validate(report), JSON.stringify(validate.errors?.slice(0, 5))).toBe(true);
    expect(report.toolVersion).toMatch(/^\d+\.\d+\.\d+/);
    expect(report.specVersion).toMatch(/^\d+\.\d+\.\d+/);
    expect(report.results.some((r) => r.durationMs > 0)).toBe(true);
  });

  it('counts a failed SHOULD in JUnit as skipped with the reason, and as a failure under --strict', () => {
    const plain = junitReport(result, invocation);
    const strict = junitReport(result, { ...invocation, strict: true });
    expect(plain).toMatch(
      /<testsuites [^>]*failures="0" errors="0"[^>]*time="[\d.]+" timestamp="\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d"/,
    );
    expect(plain).toContain('SHOULD not met (a failure only with --strict)');
    expect(strict).toMatch(/<testsuites [^>]*failures="[1-9]\d*"/);
  });

  it('renders the HTML report in headless Chromium without console errors', async () => {
    const browser = await chromium.launch({
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      // playwright adds --headless, --no-sandbox and the flags that keep Chromium off the network (no background
      // networking, component updates or sync) on its own.
      args: ['--disable-gpu'],
    });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await page.setContent(htmlReport(result, invocation), { waitUntil: 'load' });
      expect(await page.locator('h1').textContent()).toContain('conformance report');
      expect(await page.locator('table.matrix tbody tr').count()).toBeGreaterThan(5);
      expect(await page.locator('td.cell.should').count()).toBeGreaterThan(0);
      // What no requirement of the run reads, per operation.
      expect(await page.locator('h2#blind-spots').textContent()).toBe('Blind spots');
      expect(await page.locator('#blind-spots + p + details tbody tr').count()).toBeGreaterThan(0);
      // The target's failures; the run's own errors have a section of their own (details.error).
      expect(await page.locator('details.failure').count()).toBe(
        result.results.filter(({ verdict }) => verdict.status === 'fail').length,
      );
      expect(await page.locator('details.error').count()).toBe(
        result.results.filter(({ verdict }) => verdict.status === 'error').length,
      );
      await page
        .locator('details.failure')
        .first()
        .evaluate((element) => element.setAttribute('open', ''));
      expect(await page.locator('details.failure pre', { hasText: 'curl -sS -i' }).first().isVisible()).toBe(true);
      await mkdir(reportsDir, { recursive: true });
      await page.screenshot({ path: `${reportsDir}conformance-html-report.png`, fullPage: false });
      expect(problems).toEqual([]);
      expect(requests.filter((url) => !url.startsWith('about:') && !url.startsWith('data:'))).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
