/**
 * The API reference at /docs in a real browser (Debian's Chromium through playwright-core): it renders the
 * operations from this origin only, and a token entered on the page sends a real request.
 * Screenshots go to reports/ (kept as test artifacts).
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './helpers.js';

const t = useTestServer();
const reports = fileURLToPath(new URL('../../../reports/', import.meta.url));

let browser: Browser;
beforeAll(async () => {
  // playwright starts Chromium headless, without sandbox, with a fresh temporary profile and with the flags that
  // keep it off the network (no background networking, component updates or sync) on its own.
  browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: ['--disable-gpu'],
  });
  mkdirSync(reports, { recursive: true });
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

/** Opens /docs, recording console errors and every request that leaves the server's origin. */
async function openDocs(): Promise<{ page: Page; consoleErrors: string[]; outside: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  const consoleErrors: string[] = [];
  const outside: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${t.server.url}/`) && !url.startsWith('data:') && !url.startsWith('blob:')) outside.push(url);
  });
  await page.goto(`${t.server.url}/docs`);
  return { page, consoleErrors, outside };
}

describe('GET /docs in a browser', () => {
  it('renders every tag and the operations, with no console error and no request to another host', async () => {
    const { page, consoleErrors, outside } = await openDocs();
    await page.getByRole('heading', { name: 'Docs Workspace Management API' }).first().waitFor({ timeout: 30_000 });
    expect(await page.getByText(t.server.url, { exact: true }).count()).toBeGreaterThan(0);
    await page.getByText('List the organizations of the authenticated user').first().waitFor({ timeout: 30_000 });
    for (const tag of ['Organizations', 'Spaces', 'Change requests', 'Sites', 'Translation settings']) {
      await page
        .getByRole('button', { name: new RegExp(`Group - ${tag}$`) })
        .first()
        .waitFor();
    }
    await page.getByText('Test Request').first().waitFor();
    await page.screenshot({ path: join(reports, 'docs-overview.png') });
    await page.getByRole('button', { name: 'Open Group - Spaces' }).click();
    await page.getByText('Get a space', { exact: true }).first().click();
    await page.getByText('/v1/spaces/{spaceId}').first().waitFor();
    await page.screenshot({ path: join(reports, 'docs-operation.png') });
    expect(consoleErrors).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  }, 120_000);

  it('sends GET /v1/orgs with the bearer token entered on the page and shows the 200', async () => {
    const { page, consoleErrors, outside } = await openDocs();
    await page.getByPlaceholder('Token').first().fill(t.server.fixtures.tokens.admin);
    await page.getByRole('button', { name: /Test Request\s*\(get \/v1\/orgs\)/ }).click();
    const answered = page.waitForResponse(
      (res) => new URL(res.url()).pathname === '/v1/orgs' && res.request().method() === 'GET',
    );
    await page.getByRole('button', { name: /^Send/ }).first().click();
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(response.request().headers()['authorization']).toBe(`Bearer ${t.server.fixtures.tokens.admin}`);
    const body = (await response.json()) as { items: { id: string }[] };
    expect(body.items.map((org) => org.id)).toContain(t.server.fixtures.organizationId);
    await page.getByText('200', { exact: false }).first().waitFor();
    await page.screenshot({ path: join(reports, 'docs-send-request.png') });
    expect(consoleErrors).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  }, 120_000);
});
