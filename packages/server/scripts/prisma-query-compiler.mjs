// Build step, after `prisma generate`: writes the query compiler's WebAssembly that the generated client carries in
// base64 (@prisma/client/runtime/query_compiler_*.wasm-base64.mjs) to dist/prisma-query-compiler.wasm, and has
// the generated client load it through src/db/query-compiler.ts (why: see there). Fails when the generated code
// no longer has the shape this step expects (a new Prisma), rather than leave the client half changed.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const classFile = fileURLToPath(new URL('../src/generated/prisma/internal/class.ts', import.meta.url));
const wasmFile = fileURLToPath(new URL('../dist/prisma-query-compiler.wasm', import.meta.url));

const source = readFileSync(classFile, 'utf8');
const loader =
  /getQueryCompilerWasmModule: async \(\) => \{\n\s*const \{ wasm \} = await import\("(@prisma\/client\/runtime\/query_compiler_[a-z_]+\.postgresql\.wasm-base64\.mjs)"\)\n\s*return await decodeBase64AsWasm\(wasm\)\n\s*\},/;
const found = loader.exec(source);
if (found === null) throw new Error(`${classFile}: no getQueryCompilerWasmModule of the expected shape`);
const base64Module = found[1];

const { wasm } = await import(createRequire(import.meta.url).resolve(base64Module));
mkdirSync(fileURLToPath(new URL('../dist/', import.meta.url)), { recursive: true });
writeFileSync(wasmFile, Buffer.from(wasm, 'base64'));

writeFileSync(
  classFile,
  source.replace(
    loader,
    `getQueryCompilerWasmModule: async () =>
    (await import("../../../db/query-compiler.js")).queryCompilerModule(async () => {
      const { wasm } = await import("${base64Module}")
      return await decodeBase64AsWasm(wasm)
    }),`,
  ),
);
console.log(`${wasmFile}: the Prisma query compiler (${Math.round(Buffer.byteLength(wasm, 'base64') / 1024)} KiB)`);
