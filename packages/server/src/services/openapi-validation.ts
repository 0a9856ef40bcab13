/**
 * Parsing (JSON or YAML) and validation (@apidevtools/swagger-parser) of a fetched OpenAPI document,
 * off the main thread: swagger-parser compiles the OpenAPI meta-schema on every call, which takes
 * hundreds of milliseconds of CPU and would stall every request the server is answering meanwhile.
 * Each validation runs in its own short-lived worker (at most MAX_WORKERS at once), with a memory cap
 * and a time limit; a worker that fails, runs out of memory or overruns counts as an invalid document.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** Longest a single parse and validation may take. */
export const VALIDATION_TIMEOUT_MS = 30_000;
const MAX_WORKERS = 2;
const WORKER_MEMORY_MB = 256;

export type ValidationResult = { valid: true; isJson: boolean } | { valid: false; reason: string };

const resolve = createRequire(import.meta.url).resolve;
const modules = { swaggerParser: resolve('@apidevtools/swagger-parser'), yaml: resolve('yaml') };

// CommonJS, evaluated by the worker. External $refs are never followed: they could reach files of this
// host or private addresses. A document must be an object (not a list or a scalar).
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const SwaggerParser = require(workerData.modules.swaggerParser);
const YAML = require(workerData.modules.yaml);
(async () => {
  const text = workerData.text;
  const isJson = text.trimStart().startsWith('{');
  let document;
  try {
    document = isJson ? JSON.parse(text) : YAML.parse(text);
  } catch (error) {
    return parentPort.postMessage({ valid: false, reason: 'not JSON or YAML: ' + String(error && error.message) });
  }
  if (document === null || typeof document !== 'object' || Array.isArray(document)) {
    return parentPort.postMessage({ valid: false, reason: 'the document is not an object' });
  }
  try {
    await SwaggerParser.validate(document, { resolve: { external: false } });
    parentPort.postMessage({ valid: true, isJson });
  } catch (error) {
    parentPort.postMessage({ valid: false, reason: String(error && error.message) });
  }
})();
`;

let running = 0;
const waiting: (() => void)[] = [];

async function slot(): Promise<() => void> {
  if (running >= MAX_WORKERS) await new Promise<void>((resume) => waiting.push(resume));
  running++;
  return () => {
    running--;
    waiting.shift()?.();
  };
}

function runWorker(text: string): Promise<ValidationResult> {
  return new Promise((settle) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { text, modules },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_MEMORY_MB },
    });
    let done = false;
    const finish = (result: ValidationResult) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      void worker.terminate();
      settle(result);
    };
    const timer = setTimeout(
      () => finish({ valid: false, reason: `validation took longer than ${VALIDATION_TIMEOUT_MS} ms` }),
      VALIDATION_TIMEOUT_MS,
    );
    worker.once('message', (result: ValidationResult) => finish(result));
    worker.once('error', (error) => finish({ valid: false, reason: error.message }));
    worker.once('exit', (code) => finish({ valid: false, reason: `the validation worker exited with ${code}` }));
  });
}

/** Parses `text` as JSON (when it starts with `{`) or YAML and validates it as an OpenAPI 3.x or Swagger 2.0 document. */
export async function validateOpenAPIDocument(text: string): Promise<ValidationResult> {
  const release = await slot();
  try {
    return await runWorker(text);
  } finally {
    release();
  }
}
