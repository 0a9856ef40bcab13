/**
 * `--operation X` selects the requirements about X — the first of their operations, or every operation of a field
 * family (LIM-, ENUM-) — not those that only use X to set up or read back: `--operation getSpaceById` selects
 * COUNT-PARENT.getSpaceById.* but not ATOMIC-moveSpace or STATE-share-link.*. `list` and `run` select the same
 * requirements (the CLI's `list`, from the sources, beside a run against the reference).
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue, runSuite, selectRequirements, type Catalogue } from '../src/index.js';
import { subjectOperations } from '../src/engine/subject.js';
import { startReference, type Reference } from './support/reference.js';

const tsx = fileURLToPath(new URL('../node_modules/tsx/dist/cli.mjs', import.meta.url));
const main = fileURLToPath(new URL('../src/cli/main.ts', import.meta.url));

/** The IDs `docs-api-conformance list … --json` prints, run from the sources. */
function listed(args: string[]): Promise<string[]> {
  return new Promise((resolve, reject) =>
    execFile(
      process.execPath,
      [tsx, main, 'list', ...args, '--json'],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) =>
        error === null ? resolve((JSON.parse(stdout) as { id: string }[]).map((r) => r.id)) : reject(error),
    ),
  );
}

describe('--operation', () => {
  let catalogue: Catalogue;
  const ids = (operations: string[], only?: string[]) =>
    selectRequirements(catalogue, { operations, ...(only !== undefined ? { only } : {}) }).map((r) => r.id);

  beforeAll(() => {
    catalogue = buildCatalogue();
  });

  it('names as subject the first operation, or every operation of a field family', () => {
    const byId = new Map(catalogue.requirements.map((r) => [r.id, r]));
    const subjects = (id: string) => {
      const requirement = byId.get(id);
      if (requirement === undefined) throw new Error(`the catalogue has no ${id}`);
      return subjectOperations(requirement);
    };
    expect(subjects('ATOMIC-moveSpace')).toEqual(['moveSpace']);
    expect(subjects('COUNT-PARENT.getSpaceById.comments')).toEqual(['getSpaceById']);
    expect(subjects('LIM-space.title.max')).toEqual(['createSpace', 'updateSpaceById']);
  });

  it('selects what is about the operation, not what only sets up or reads back with it', () => {
    const selected = ids(['getSpaceById']);
    expect(selected).toEqual(expect.arrayContaining(['COUNT-PARENT.getSpaceById.comments', 'RSP-STATUS.getSpaceById']));
    for (const id of ['ATOMIC-moveSpace', 'STATE-share-link.opens', 'TIME-Space', 'RO-FIELD-createSpace'])
      expect(selected).not.toContain(id);
    expect(ids(['createChangeRequest'])).not.toContain('COUNT-PARENT.getSpaceById.changeRequests');
    expect(ids(['updateSpaceById'])).toContain('LIM-space.title.max');
    // Every requirement is selected by its subject, and by no operation it only uses.
    for (const requirement of catalogue.requirements.slice(0, 400)) {
      const [subject = ''] = subjectOperations(requirement);
      expect(ids([subject], [requirement.id])).toEqual([requirement.id]);
      for (const other of requirement.operations.filter((op) => !subjectOperations(requirement).includes(op)))
        expect(ids([other], [requirement.id])).toEqual([]);
    }
  });

  describe('list and run agree', () => {
    let reference: Reference;

    beforeAll(async () => {
      reference = await startReference();
    });

    afterAll(async () => {
      await reference?.server.stop();
    });

    it('list and run select the same requirements', async () => {
      const only = ['ATOMIC-*', 'STATE-share-link.*', 'COUNT-PARENT.*', 'RSP-STATUS.*'];
      const fromList = await listed(['--operation', 'getSpaceById', '--only', only.join(',')]);
      const result = await runSuite(catalogue, {
        fixtures: reference.fixtures,
        selection: { operations: ['getSpaceById'], only },
        seed: 5,
        numRuns: 1,
      });
      expect(result.results.map(({ requirement }) => requirement.id)).toEqual(fromList);
      expect(fromList).toEqual(
        expect.arrayContaining(['COUNT-PARENT.getSpaceById.comments', 'RSP-STATUS.getSpaceById']),
      );
      expect(fromList.filter((id) => id.startsWith('ATOMIC-') || id.startsWith('STATE-share-link'))).toEqual([]);
    }, 300_000);
  });
});
