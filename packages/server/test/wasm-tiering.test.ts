/**
 * Which compiler V8 uses for the databases' WebAssembly (db/wasm-tiering.ts): the built CLI serving memory:// with
 * the demo seed, as a process of its own, with V8 printing every function it compiles (which compiler, how long).
 */
import { describe, expect, it } from 'vitest';
import { serveProcess, untilReady } from '../src/server-process.js';

/** Functions V8 compiled with its optimizing compiler while the server started, seeded and answered a few reads. */
async function optimizedFunctions(extra: string[]): Promise<{ turbofan: number; liftoff: number }> {
  const served = await serveProcess(
    ['--database-url', 'memory://', '--seed', 'demo', '--no-metrics', '--log-level', 'warn', ...extra],
    { nodeArgs: ['--trace-wasm-compilation-times'] },
  );
  try {
    await untilReady(served);
  } finally {
    served.child.kill('SIGINT');
  }
  const { code } = await served.exited;
  expect(code).toBe(0);
  const count = (compiler: string) => served.output().split(`using ${compiler}`).length - 1;
  return { turbofan: count('TurboFan'), liftoff: count('Liftoff') };
}

describe("the databases' WebAssembly", () => {
  it('is compiled by the baseline compiler only, unless --optimize-wasm asks for V8 to optimize it', async () => {
    const baseline = await optimizedFunctions([]);
    expect(baseline.liftoff).toBeGreaterThan(1000);
    expect(baseline.turbofan).toBe(0);
    // The same start with V8's default: the seed alone runs functions long enough to be optimized.
    const optimized = await optimizedFunctions(['--optimize-wasm']);
    expect(optimized.turbofan).toBeGreaterThan(0);
  }, 120_000);
});
