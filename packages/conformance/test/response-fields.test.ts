/**
 * The two readings of a response schema (src/engine/contract-schema.ts): a body that leaves out a field the
 * contract itself leaves optional fails only RSP-FIELDS (SHOULD), one that leaves out a field the contract marks
 * Required fails RSP-SCHEMA (MUST). Judged by the observer on the spec's own examples, edited.
 */
import { document, requiredBeyondContractKey } from '@docs-api/spec';
import { describe, expect, it } from 'vitest';
import { ResponseObserver } from '../src/engine/observer.js';
import { contractDocument } from '../src/engine/contract-schema.js';
import { ApiSpec, type Exchange } from '../src/index.js';

const spec = new ApiSpec(document);

/** The example the spec gives for an operation's 200 answer. */
function example(path: string): Record<string, unknown> {
  const content = document.paths?.[path]?.get?.responses?.['200']?.content?.['application/json'];
  return structuredClone(content?.example) as Record<string, unknown>;
}

function exchange(operationId: string, json: unknown): Exchange {
  const bodyText = JSON.stringify(json);
  const request = { method: 'GET', url: 'http://127.0.0.1/', headers: {} };
  return { operationId, request, status: 200, headers: {}, bodyText, bodyBytes: bodyText.length, json } as Exchange;
}

/** The verdicts of RSP-SCHEMA and RSP-FIELDS of one operation after it answered one body. */
function judge(operationId: string, body: unknown) {
  const observer = new ResponseObserver(spec);
  observer.observe(exchange(operationId, body));
  return {
    schema: observer.verdict(`RSP-SCHEMA.${operationId}`, operationId),
    fields: observer.verdict(`RSP-FIELDS.${operationId}`, operationId),
  };
}

describe('RSP-SCHEMA (MUST) and RSP-FIELDS (SHOULD)', () => {
  it('pass a body that sends every field the spec requires', () => {
    const { schema, fields } = judge('getSpaceById', example('/v1/spaces/{spaceId}'));
    expect([schema.status, fields.status]).toEqual(['pass', 'pass']);
  });

  it('fail only RSP-FIELDS for a list item without urls, naming the missing path', () => {
    const list = example('/v1/orgs/{organizationId}/spaces');
    const [space] = list['items'] as Record<string, unknown>[];
    delete space?.['urls'];
    const { schema, fields } = judge('listSpacesInOrganizationById', list);
    expect(schema.status).toBe('pass');
    expect(fields.status).toBe('fail');
    expect(fields.failure?.message).toContain('body/items/0/urls');
  });

  it('fail only RSP-FIELDS for a Space without permissions or urls.app', () => {
    const space = example('/v1/spaces/{spaceId}');
    delete space['permissions'];
    delete (space['urls'] as Record<string, unknown>)['app'];
    const { schema, fields } = judge('getSpaceById', space);
    expect(schema.status).toBe('pass');
    expect(fields.failure?.message).toContain('body/permissions');
    expect(fields.failure?.message).toContain('body/urls/app');
  });

  it('fail RSP-SCHEMA for a Space without its contract-Required title, and leave RSP-FIELDS to other bodies', () => {
    const space = example('/v1/spaces/{spaceId}');
    delete space['title'];
    const { schema, fields } = judge('getSpaceById', space);
    expect(schema.status).toBe('fail');
    expect(schema.failure?.message).toContain("must have required property 'title'");
    expect(fields.status).toBe('skip');
  });

  it('relaxes exactly the names the spec marks, keeping the contract-Required ones', () => {
    const relaxed = contractDocument(document).components?.schemas?.['Space'] as { required: string[] };
    const strict = document.components?.schemas?.['Space'] as Record<string, string[]>;
    const beyond = strict[requiredBeyondContractKey] ?? [];
    expect(beyond).toEqual(expect.arrayContaining(['urls', 'permissions']));
    expect(relaxed.required).toEqual(strict['required']?.filter((name) => !beyond.includes(name)));
    expect(relaxed.required).toContain('title');
  });
});
