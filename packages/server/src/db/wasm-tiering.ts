/**
 * How V8 compiles the server's WebAssembly (PGlite's PostgreSQL, Prisma's query compiler). By default V8 compiles
 * each function with its baseline compiler (Liftoff) when first called and, once it has run a while, again with its
 * optimizing compiler (TurboFan) on background threads. Both modules are large, and their optimizing compiles come
 * at the worst moment: while a server opens its database, migrates and seeds it, they compete with the start for
 * the CPU and keep the memory they used in the C allocator's arenas afterwards. Measured on this machine (2 cores;
 * docs/development.md), the baseline compiler only:
 * - `serve --database-url memory:// --seed demo` to /readyz 2.6 → 1.6 s; PostgreSQL with an existing database
 *   0.77 → 0.70 s;
 * - idle RSS after the demo seed 316 → 203 MiB on PGlite, 148 → 95 MiB on PostgreSQL;
 * - writes on PGlite some 5–10 % slower once warm; on PostgreSQL (whose SQL runs outside WebAssembly) and for a
 *   full conformance run, no difference.
 * `optimizeWasm` (serve --optimize-wasm) keeps V8's default for servers that would rather have the last writes per
 * second. The flag belongs to the process: it applies to every module compiled, and every function first called,
 * from then on, and is never set back.
 */
import { setFlagsFromString } from 'node:v8';

let baselineOnly = false;

/** From now on, WebAssembly in this process is compiled with V8's baseline compiler only (see above). */
export function useBaselineWasmCompiler(): void {
  if (baselineOnly) return;
  baselineOnly = true;
  setFlagsFromString('--liftoff-only');
}
