/**
 * HTML → markdown of one imported web page, off the main thread: a hostile page (deeply nested, huge,
 * binary) must not stall the requests the server is answering. Pages are parsed and converted by a
 * small pool of workers (MAX_WORKERS, one page at a time each) with a memory cap; a page that overruns
 * its time limit has its worker terminated (a fresh one takes the next page); a page nested deeper than
 * MAX_ELEMENT_DEPTH is refused before conversion. A failure is reported, never thrown.
 *
 * The worker rewrites every http(s) link of the main content to a placeholder `\uE000n\uE001` (n: the
 * index in `anchors`, the absolute URLs) so that the caller can turn links to other imported pages into
 * relative page paths once the import's layout is known, without parsing the page again.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** Longest the conversion of one page may take. */
export const CONVERSION_TIMEOUT_MS = 10_000;
/** Deepest element nesting of a page that is converted (deeper pages are not imported). */
export const MAX_ELEMENT_DEPTH = 256;
const MAX_WORKERS = 2;
const WORKER_MEMORY_MB = 192;

export type Conversion =
  { ok: true; title: string; links: string[]; markdown: string; anchors: string[] } | { ok: false; reason: string };

export const PLACEHOLDER = /\uE000(\d+)\uE001/g;

const resolve = createRequire(import.meta.url).resolve;
const modules = { htmlParser: resolve('node-html-parser'), turndown: resolve('turndown') };

// CommonJS, evaluated by the worker. NUL and the placeholder characters are removed from the page first.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { parse } = require(workerData.modules.htmlParser);
const TurndownService = require(workerData.modules.turndown);
const { maxDepth } = workerData;
const DROPPED = 'nav, script, style, header, footer, noscript, template';
const turndown = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-' });
parentPort.on('message', ({ html, url }) => {
try {
  const root = parse(html.replace(/[\\u0000\\uE000\\uE001]/g, ''));
  const stack = [[root, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop();
    if (depth > maxDepth) throw new Error('the page nests elements deeper than ' + maxDepth + ' levels');
    for (const child of node.childNodes) stack.push([child, depth + 1]);
  }
  const base = new URL(url);
  const absolute = (href) => { try { return new URL(href, base); } catch { return undefined; } };
  const clean = (text) => (text || '').replace(/\\s+/g, ' ').trim();
  const title = clean(root.querySelector('title')?.text) || clean(root.querySelector('h1')?.text);
  // Links are discovered in the whole page (navigation included); only the main content becomes markdown.
  const links = [];
  for (const anchor of root.querySelectorAll('a[href]')) {
    const href = absolute(anchor.getAttribute('href') || '');
    if (href) links.push(href.toString());
  }
  const main = root.querySelector('main') || root.querySelector('article') || root.querySelector('body') || root;
  for (const element of main.querySelectorAll(DROPPED)) element.remove();
  const anchors = [];
  for (const anchor of main.querySelectorAll('a[href]')) {
    const href = absolute(anchor.getAttribute('href') || '');
    if (!href || (href.protocol !== 'http:' && href.protocol !== 'https:')) continue;
    anchors.push(href.toString());
    anchor.setAttribute('href', '\\uE000' + (anchors.length - 1) + '\\uE001');
  }
  // Images stay on the site they come from: their sources become absolute URLs.
  for (const image of main.querySelectorAll('img[src]')) {
    const src = absolute(image.getAttribute('src') || '');
    if (src) image.setAttribute('src', src.toString());
  }
  const markdown = turndown.turndown(main.innerHTML).trim();
  parentPort.postMessage({ ok: true, title, links, markdown, anchors });
} catch (error) {
  parentPort.postMessage({ ok: false, reason: String((error && error.message) || error) });
}
});
`;

interface PoolWorker {
  worker: Worker;
  retired: boolean;
  /** Settles the page being converted: `healthy` false when the worker failed, overran or exited. */
  job?: (result: Conversion, healthy: boolean) => void;
}

const idle: PoolWorker[] = [];
const waiting: ((worker: PoolWorker) => void)[] = [];
let size = 0;

function spawn(): PoolWorker {
  size++;
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { maxDepth: MAX_ELEMENT_DEPTH, modules },
    resourceLimits: { maxOldGenerationSizeMb: WORKER_MEMORY_MB, stackSizeMb: 8 },
  });
  // An idle worker does not keep the process alive.
  worker.unref();
  const entry: PoolWorker = { worker, retired: false };
  worker.on('message', (result: Conversion) => entry.job?.(result, true));
  worker.on('error', (error) => entry.job?.({ ok: false, reason: error.message }, false));
  worker.once('exit', (code) => {
    entry.job?.({ ok: false, reason: `the conversion worker exited with ${code}` }, false);
    retire(entry);
  });
  return entry;
}

/** Takes a worker out of the pool for good and lets a waiting page have a fresh one. */
function retire(entry: PoolWorker): void {
  if (entry.retired) return;
  entry.retired = true;
  size--;
  const at = idle.indexOf(entry);
  if (at >= 0) idle.splice(at, 1);
  void entry.worker.terminate();
  const next = waiting.shift();
  if (next !== undefined) next(spawn());
}

function acquire(): Promise<PoolWorker> {
  const ready = idle.pop();
  if (ready !== undefined) return Promise.resolve(ready);
  if (size < MAX_WORKERS) return Promise.resolve(spawn());
  return new Promise((resume) => waiting.push(resume));
}

function release(entry: PoolWorker): void {
  const next = waiting.shift();
  if (next !== undefined) next(entry);
  else idle.push(entry);
}

/** Parses the HTML of the page at `url` and converts its main content to markdown, in a worker. */
export async function convertPage(html: string, url: string): Promise<Conversion> {
  const entry = await acquire();
  return new Promise<Conversion>((settle) => {
    const timer = setTimeout(
      () =>
        entry.job?.({ ok: false, reason: `converting the page took longer than ${CONVERSION_TIMEOUT_MS} ms` }, false),
      CONVERSION_TIMEOUT_MS,
    );
    entry.job = (result, healthy) => {
      entry.job = undefined;
      clearTimeout(timer);
      if (healthy) release(entry);
      else retire(entry);
      settle(result);
    };
    entry.worker.postMessage({ html, url });
  });
}

/**
 * Ends the idle conversion workers (graceful stop, after the requests in flight have been answered: no page
 * is being converted then). A later import starts fresh ones.
 */
export async function stopConversionWorkers(): Promise<void> {
  const ending = [...idle].map((entry) => {
    const exited = new Promise<void>((resolve) => entry.worker.once('exit', () => resolve()));
    retire(entry);
    return exited;
  });
  await Promise.all(ending);
}
