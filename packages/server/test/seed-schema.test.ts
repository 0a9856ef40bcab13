import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { document } from '@docs-api/spec';
import { describe, expect, it } from 'vitest';
import { parseSeed, SeedError } from '../src/seed/document.js';
import { checkReferences } from '../src/seed/references.js';
import { buildSeedSchema } from '../src/seed/schema.js';
import { seedSchemaText } from '../src/seed/write-schema.js';

const published = new URL('../schema/seed.schema.json', import.meta.url);
const world = readFileSync(new URL('../../../examples/world.yaml', import.meta.url), 'utf8');

/** The SeedError that checking `text` throws. */
function refusal(text: string): SeedError {
  try {
    const { seed, lineOf } = parseSeed(text);
    checkReferences(seed, lineOf);
  } catch (error) {
    if (error instanceof SeedError) return error;
    throw error;
  }
  throw new Error('the seed file was accepted');
}

const base = `users:
  ada: { displayName: Ada, email: ada@acme.test }
organizations:
  acme:
    title: Acme Docs
    members: { ada: admin }
`;

describe('schema/seed.schema.json', () => {
  it('is the schema built from the contract (run the build after a spec change)', () => {
    expect(readFileSync(published, 'utf8')).toBe(seedSchemaText());
  });

  it("takes its enums and limits from the contract's component schemas", () => {
    const schemas = document.components?.schemas as Record<string, { properties: Record<string, object> }>;
    const defs = buildSeedSchema()['$defs'] as Record<string, { properties: Record<string, Record<string, unknown>> }>;
    expect(defs['space']?.properties['visibility']?.['enum']).toEqual(
      (schemas['Space']?.properties['visibility'] as { enum: string[] }).enum,
    );
    expect(defs['space']?.properties['editMode']?.['enum']).toEqual(
      (schemas['Space']?.properties['editMode'] as { enum: string[] }).enum,
    );
    expect(defs['site']?.properties['title']).toMatchObject({ minLength: 2, maxLength: 128 });
    expect(defs['team']?.properties['members']).toMatchObject({
      additionalProperties: { enum: (schemas['TeamMember']?.properties['role'] as { enum: string[] }).enum },
    });
  });

  it('accepts examples/world.yaml and the same document as JSON', () => {
    const { seed } = parseSeed(world);
    expect(Object.keys(seed.organizations)).toEqual(['acme', 'other']);
    expect(parseSeed(JSON.stringify(seed)).seed).toEqual(seed);
  });
});

describe('a seed file that cannot be used', () => {
  it.each([
    {
      why: 'a value outside an enum',
      text: `${base}    spaces:\n      handbook:\n        title: Handbook\n        editMode: frozen\n`,
      path: 'organizations.acme.spaces.handbook.editMode',
      line: 10,
      reason: /must be equal to one of the allowed values.*live/,
    },
    {
      why: 'a property the schema does not know',
      text: `${base}    colour: blue\n`,
      path: 'organizations.acme.colour',
      line: 7,
      reason: /additional properties \(colour\)/,
    },
    {
      why: 'a missing required property',
      text: `${base}    teams:\n      writers: { members: { ada: owner } }\n`,
      path: 'organizations.acme.teams.writers',
      line: 8,
      reason: /must have required property 'title'/,
    },
    {
      why: 'a title longer than the contract allows',
      text: `${base}    spaces:\n      handbook: { title: "${'x'.repeat(51)}" }\n`,
      path: 'organizations.acme.spaces.handbook.title',
      line: 8,
      reason: /must NOT have more than 50 characters/,
    },
    {
      why: 'a member who is no user of the file',
      text: `${base.replace('{ ada: admin }', '{ ada: admin, bob: read }')}`,
      path: 'organizations.acme.members.bob',
      line: 6,
      reason: /names no user of the file/,
    },
    {
      why: 'a section naming no space',
      text: `${base}    sites:\n      docs:\n        title: Docs\n        sections:\n          - space: nowhere\n`,
      path: 'organizations.acme.sites.docs.sections[0].space',
      line: 11,
      reason: /names no space/,
    },
    {
      why: 'two spaces of one organization with one name',
      text: `${base}    spaces:\n      notes: { title: A }\n    collections:\n      c:\n        title: C\n        spaces:\n          notes: { title: B }\n`,
      path: 'organizations.acme.collections.c.spaces.notes',
      line: 13,
      reason: /unique in their organization/,
    },
    {
      why: 'broken YAML',
      text: `${base}    spaces: [unclosed\n`,
      path: '',
      line: 8,
      reason: /./,
    },
  ])('refuses $why, naming the path and the line', ({ text, path, line, reason }) => {
    const error = refusal(text);
    expect(error.path).toBe(path);
    expect(error.line).toBe(line);
    expect(error.reason).toMatch(reason);
    expect(error.message).toContain(`(line ${line})`);
  });
});

describe('docs-api-server serve --seed <bad file>', () => {
  it('exits 2 and names the path and the line', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'seed-')), 'world.yaml');
    writeFileSync(file, `${base}    spaces:\n      handbook:\n        title: Handbook\n        visibility: secret\n`);
    const cli = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
    const run = spawnSync(process.execPath, [cli, 'serve', '--database-url', 'memory://', '--seed', file], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('organizations.acme.spaces.handbook.visibility (line 10)');
  });
});
