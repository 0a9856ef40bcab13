// Build step, after tsc: rewrites dist/cli/main.js (the `docs-api-server` command) as one file holding the CLI and
// every module it loads, the lazily loaded ones included (esbuild keeps them lazy). Node then reads and links one
// file instead of some 550, which is most of what a start spent before it opened the database (README ›
// Development). The other files of dist/ stay as tsc wrote them: the package's library entry points import those.
//
// Left out, loaded from node_modules at run time: packages that read files beside their own code (PGlite's
// wasm and data, pdfkit's fonts, the Prisma query compiler's wasm), the PostgreSQL driver and the tools only some
// starts use (pino-pretty, tar). Every module of the bundle sits where dist/cli/main.js does, two levels under the
// package, so the paths the server's modules resolve against their own URL (`../../assets/…`,
// `../../prisma/migrations/`) name the same files from the bundle.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const kib = (bytes) => Math.round(bytes / 1024);
const main = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));

const result = await build({
  entryPoints: [main],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  write: false,
  external: [
    '@electric-sql/pglite',
    'pglite-prisma-adapter',
    '@prisma/client/runtime/query_compiler_*',
    'pg',
    '@prisma/adapter-pg',
    'pdfkit',
    'pino-pretty',
    'tar',
  ],
  // The CommonJS modules inside require Node's built-ins (and `require` is not defined in an ES module).
  banner: {
    js: "import { createRequire as createRequireOfBundle } from 'node:module';\nconst require = createRequireOfBundle(import.meta.url);",
  },
  logLevel: 'warning',
});
const [output] = result.outputFiles;
// tsc's file starts with the shebang, which esbuild keeps first.
if (!output.text.startsWith('#!/usr/bin/env node')) throw new Error(`${main}: the bundle lost the shebang`);
const before = readFileSync(main).length;
writeFileSync(main, output.contents);
console.log(`dist/cli/main.js bundled: ${kib(before)} KiB → ${kib(output.contents.length)} KiB`);
