/**
 * The certification bundle (`run --bundle out/`, README › Certification bundle): every report of the run,
 * `implementation.json` (what was tested, with which catalogue and tool, and which profiles it claims) and
 * `manifest.json`, the sha256 of each file, so that `verify` can tell an edited bundle from the one written. Long
 * parts of the reports' curl lines are files of the bundle too (`bodies/`), hashed like the rest.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Catalogue } from '../catalogue.js';
import type { RunResult } from '../engine/runner.js';
import { htmlReport } from '../reporters/html.js';
import { jsonReport } from '../reporters/json.js';
import { junitReport } from '../reporters/junit.js';
import { markdownReport } from '../reporters/markdown.js';
import { Spill, SPILL_DIR } from '../reporters/spill.js';
import { passed, type Invocation } from '../reporters/summary.js';
import type { Profile } from '../contract/profiles.js';
import { catalogueIdentity, sha256, type CatalogueIdentity } from './catalogue-hash.js';

export const BUNDLE_FILES = {
  report: 'report.json',
  junit: 'junit.xml',
  html: 'report.html',
  summary: 'summary.md',
  implementation: 'implementation.json',
} as const;
export const MANIFEST = 'manifest.json';

export interface Implementation {
  name: string;
  version: string;
  url: string;
  /** The profiles the implementation claims: every MUST of each must pass for `verify` to accept the bundle. */
  profiles: Profile[];
  catalogue: CatalogueIdentity;
  tool: { name: string; version: string };
  /** When the run started (ISO 8601). */
  date: string;
  seed: number;
  passed: boolean;
}

export interface Manifest {
  /** File name → sha256 of its bytes. */
  files: Record<string, string>;
}

/** Writes the bundle into `dir` (created if need be); returns the implementation it names. */
export async function writeBundle(
  dir: string,
  catalogue: Catalogue,
  result: RunResult,
  invocation: Invocation,
  claim: { name: string; version: string; url: string; profiles: Profile[] },
): Promise<Implementation> {
  const implementation: Implementation = {
    ...claim,
    catalogue: catalogueIdentity(catalogue),
    tool: { ...result.tool },
    date: result.startedAt,
    seed: result.seed,
    passed: passed(result, invocation.strict === true, invocation.strictErrors === true),
  };
  await mkdir(dir, { recursive: true });
  const spill = new Spill(join(dir, SPILL_DIR));
  const own = { ...invocation, spill };
  const contents: Record<string, string> = {
    [BUNDLE_FILES.report]: jsonReport(result, own),
    [BUNDLE_FILES.junit]: junitReport(result, own),
    [BUNDLE_FILES.html]: htmlReport(result, own),
    [BUNDLE_FILES.summary]: markdownReport(result, own),
    [BUNDLE_FILES.implementation]: `${JSON.stringify(implementation, null, 2)}\n`,
  };
  const manifest: Manifest = { files: {} };
  for (const [name, text] of Object.entries(contents)) {
    await writeFile(join(dir, name), text);
    manifest.files[name] = sha256(text);
  }
  for (const [path, text] of spill.written) manifest.files[relative(dir, path).split('\\').join('/')] = sha256(text);
  await writeFile(join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return implementation;
}
