// The engine's part of a `serve --database-url memory:// --seed demo` start (bench/start.ts): a Node process that
// opens a database from the demo template exactly as the server does (the built dist/db modules: the same template
// read, settings and file system, WebAssembly compiled the same way) and runs one statement, then exits. Plain
// JavaScript run by `node` itself, so that nothing but Node and PGlite is in its time. Prints, as one JSON line, the
// milliseconds since the process began at which PGlite was loaded, was ready and had answered, and the answer (the
// demo's spaces).
import { performance } from 'node:perf_hooks';

const { useBaselineWasmCompiler } = await import('../dist/db/wasm-tiering.js');
const { readTemplate } = await import('../dist/db/pglite-template.js');
const { pgliteOptions } = await import('../dist/db/pglite-options.js');

useBaselineWasmCompiler();
const template = readTemplate('demo');
if (template === undefined) throw new Error('the demo template is missing or stale: build the server first');
const engine = await import('@electric-sql/pglite');
const loaded = performance.now();
const db = new engine.PGlite(pgliteOptions(engine, 'memory', template));
await db.waitReady;
const ready = performance.now();
const { rows } = await db.query('SELECT count(*)::int AS spaces FROM "Space"');
const answered = performance.now();
process.stdout.write(`${JSON.stringify({ loaded, ready, answered, spaces: rows[0].spaces })}\n`);
// (Not db.close(): a server is not closed either, and the figure is the time to the answer.)
process.exit(0);
