/**
 * The Prisma query compiler's WebAssembly, as a file. Prisma's generated client ships it as a 4.5 MB JavaScript
 * module holding the wasm in base64: every start read, decoded and parsed that module, decoded the base64 and
 * compiled the wasm, all on the main thread (some 100 ms before the first query). `pnpm run generate`
 * (scripts/prisma-query-compiler.mjs) writes the decoded bytes to dist/ once, and points the generated client
 * here: the file is read and compiled asynchronously (off the main thread). Without the file (a build that did
 * not write it) the client loads the module as Prisma does.
 * createApp starts that compilation before it opens the database (prefetchQueryCompiler), so it runs on another core
 * while the database starts instead of after it, when the first query waits for it (some 50 ms of a start); and a
 * process compiles it once, however many apps it starts (the tests).
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** dist/prisma-query-compiler.wasm of the server package (the same path from src/db, dist/db and the CLI bundle). */
export const queryCompilerPath = fileURLToPath(new URL('../../dist/prisma-query-compiler.wasm', import.meta.url));

/** WebAssembly as far as this module uses it (the project's types, Node's without the DOM's, do not declare it). */
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<unknown> } }).WebAssembly;

let compiled: Promise<unknown> | undefined;

/** Starts compiling the query compiler from queryCompilerPath (once a process); undefined when there is no file. */
export function prefetchQueryCompiler(): Promise<unknown> {
  compiled ??= readFile(queryCompilerPath).then(
    (bytes) => wasm.compile(bytes),
    () => undefined,
  );
  return compiled;
}

/** The compiled query compiler, from queryCompilerPath, else the way Prisma loads it (`prismaWay`). */
export async function queryCompilerModule<M>(prismaWay: () => Promise<M>): Promise<M> {
  const module = (await prefetchQueryCompiler()) as M | undefined;
  return module === undefined ? prismaWay() : module;
}
