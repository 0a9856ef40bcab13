/**
 * `docs-api-conformance verify out/`: a certification bundle is accepted when every file matches the manifest's
 * hash, it was made with the current catalogue, and every MUST of every profile it claims passed: none failed or
 * is a known failure, none errored (an error of the run is no failure of the target, but no pass either: run
 * again), and none was skipped because of the implementation or the run (a config-file skip, a 501, a spent time
 * budget, an interrupted run). MUSTs the suite cannot decide on any target (no fixture can make the object, a
 * capability such as the test clock is missing) are listed as undecided, not refused.
 */
import { readFile } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';
import type { Catalogue } from '../catalogue.js';
import { catalogueIdentity, sha256 } from './catalogue-hash.js';
import { BUNDLE_FILES, MANIFEST, type Implementation, type Manifest } from './write.js';

/** Skips that say the implementation or the run left the MUST out: they do not certify it. */
const OPTED_OUT = /skipped by the config file|501|time budget|interrupted|stopped/;

export interface Verification {
  ok: boolean;
  problems: string[];
  implementation?: Implementation;
  /** MUSTs checked across the claimed profiles. */
  musts: number;
  /** Claimed MUSTs the suite could not decide (listed by `verify`, not refused). */
  undecided: string[];
}

async function read(dir: string, name: string): Promise<Buffer | undefined> {
  try {
    return await readFile(join(dir, name));
  } catch {
    return undefined;
  }
}

/** The manifest's other files (the long parts of curl lines, `bodies/…`): each must match its hash. */
async function otherFiles(dir: string, manifest: Manifest): Promise<string[]> {
  const named = new Set<string>(Object.values(BUNDLE_FILES));
  const problems: string[] = [];
  for (const [name, expected] of Object.entries(manifest.files ?? {})) {
    if (named.has(name)) continue;
    if (name.split('/').includes('..') || isAbsolute(name)) {
      problems.push(`${MANIFEST} names ${name}, outside the bundle`);
      continue;
    }
    const data = await read(dir, name);
    if (data === undefined) problems.push(`${name} is missing`);
    else if (sha256(data) !== expected)
      problems.push(`${name} was changed after the bundle was written (hash mismatch)`);
  }
  return problems;
}

export async function verifyBundle(dir: string, catalogue: Catalogue): Promise<Verification> {
  const problems: string[] = [];
  const manifestBytes = await read(dir, MANIFEST);
  if (manifestBytes === undefined)
    return { ok: false, problems: [`${dir} has no ${MANIFEST}`], musts: 0, undecided: [] };
  let manifest: Manifest;
  try {
    manifest = JSON.parse(manifestBytes.toString('utf8')) as Manifest;
  } catch {
    return { ok: false, problems: [`${MANIFEST} is not JSON`], musts: 0, undecided: [] };
  }
  const bytes = new Map<string, Buffer>();
  for (const name of Object.values(BUNDLE_FILES)) {
    const expected = manifest.files?.[name];
    const data = await read(dir, name);
    if (expected === undefined) problems.push(`${MANIFEST} does not list ${name}`);
    else if (data === undefined) problems.push(`${name} is missing`);
    else if (sha256(data) !== expected)
      problems.push(`${name} was changed after the bundle was written (hash mismatch)`);
    if (data !== undefined) bytes.set(name, data);
  }
  problems.push(...(await otherFiles(dir, manifest)));
  let implementation: Implementation | undefined;
  let results: { id: string; status: string; reason?: string; known?: unknown }[] = [];
  try {
    implementation = JSON.parse(bytes.get(BUNDLE_FILES.implementation)?.toString('utf8') ?? '') as Implementation;
    results = (JSON.parse(bytes.get(BUNDLE_FILES.report)?.toString('utf8') ?? '') as { results: typeof results })
      .results;
  } catch {
    problems.push(`${BUNDLE_FILES.implementation} or ${BUNDLE_FILES.report} is not JSON`);
    return { ok: false, problems, musts: 0, undecided: [] };
  }
  const current = catalogueIdentity(catalogue);
  if (implementation.catalogue?.hash !== current.hash)
    problems.push(
      `made with another catalogue (${implementation.catalogue?.version ?? '?'} ${implementation.catalogue?.hash ?? '?'}; this tool has ${current.version} ${current.hash}): run the suite again`,
    );
  const claimed = new Set<string>(implementation.profiles ?? []);
  if (claimed.size === 0) problems.push(`${BUNDLE_FILES.implementation} claims no profile`);
  const byId = new Map(results.map((r) => [r.id, r]));
  const musts = catalogue.requirements.filter((r) => r.level === 'MUST' && claimed.has(r.profile));
  const undecided: string[] = [];
  for (const requirement of musts) {
    const result = byId.get(requirement.id);
    if (result === undefined) problems.push(`MUST ${requirement.id} (profile ${requirement.profile}) was not run`);
    else if (result.status === 'skip' && !OPTED_OUT.test(result.reason ?? ''))
      undecided.push(`${requirement.id}: ${result.reason ?? ''}`);
    else if (result.status === 'error')
      problems.push(
        `MUST ${requirement.id} (profile ${requirement.profile}) was not decided: an error of the run, not a failure of the target (run again): ${result.reason ?? ''}`.slice(
          0,
          400,
        ),
      );
    else if (result.status !== 'pass' || result.known !== undefined)
      problems.push(
        `MUST ${requirement.id} (profile ${requirement.profile}) did not pass: ${result.known !== undefined ? 'a known failure' : result.status}`,
      );
  }
  return { ok: problems.length === 0, problems, implementation, musts: musts.length, undecided };
}
