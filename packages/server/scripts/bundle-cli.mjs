// Build step, after tsc: rewrites dist/cli/main.js (the `docs-api-server` command) as one file holding the CLI and
// every module it loads, the lazily loaded ones included (esbuild keeps them lazy). Node then reads and links one
// file instead of some 550, which is most of what a start spent before it opened the database
// (docs/development.md). The other files of dist/ stay as tsc wrote them: the package's library entry points import
// those.
//
// Left out, loaded from node_modules at run time: packages that read files beside their own code (PGlite's
// wasm and data, pdfkit's fonts, the Prisma query compiler's wasm), the PostgreSQL driver and the tools only some
// starts use (pino-pretty). Every module of the bundle sits where dist/cli/main.js does, two levels under the
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
// ASCII only. esbuild escapes what strings hold, but keeps comments and regular expressions as written, and one
// character beyond Latin-1 (a `›` in a comment) makes V8 hold the whole 3.4 MB source as a two-byte string: twice
// the memory, and a slower decode and parse at every start. An escape means the same character in a regular
// expression, a string or an identifier, and nothing in a comment. (Without the `u` flag, the pattern below matches
// UTF-16 code units: a character beyond the BMP becomes its two surrogates' escapes, the same character again.)
// eslint-disable-next-line no-control-regex -- the whole ASCII range, NUL included, is kept as it is
const ascii = output.text.replace(/[^\x00-\x7f]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`);
const before = readFileSync(main).length;
writeFileSync(main, ascii);
console.log(`dist/cli/main.js bundled: ${kib(before)} KiB → ${kib(Buffer.byteLength(ascii))} KiB`);
