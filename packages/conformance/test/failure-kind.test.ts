/** How failures are grouped into kinds, so a systematic fault is shrunk once and not once per operation. */
import { describe, expect, it } from 'vitest';
import { failureKind } from '../src/engine/property.js';

const html = '<!doctype html><html><head><title>400</title></head><body><h1>Error 400</h1></body></html>';

describe('failureKind', () => {
  it('puts one error answer seen by different requirements and operations in one kind', () => {
    const kinds = new Set([
      failureKind('LIM-space.title.max.400', `updateSpaceById: PATCH /v1/spaces/AbCdEf answered 400 ${html}`),
      failureKind('ENUM-member.role.400', `listMembers: "ADMIN": GET /v1/orgs/x1/members answered 400 ${html}`),
      failureKind(
        'PAG-LIMIT.listSiteSections.400',
        `GET /v1/orgs/o/sites/SnhMQmVUdBmnSVXvcVeH/sections answered 400 ${html}`,
      ),
    ]);
    expect(kinds.size).toBe(1);
  });

  it('keeps answers with another status or another body apart', () => {
    const json = '{"error":{"code":500,"message":"Internal error"}}';
    expect(failureKind('LIM-a.max.400', `POST /v1/x answered 500 ${json}`)).not.toBe(
      failureKind('LIM-a.max.400', `POST /v1/x answered 400 ${html}`),
    );
    expect(failureKind('LIM-a.max.400', `POST /v1/x answered 400 ${json}`)).not.toBe(
      failureKind('LIM-a.max.400', `POST /v1/x answered 400 ${html}`),
    );
  });

  it('groups any other failure by requirement family and message, values blanked', () => {
    expect(failureKind('LIM-space.title.max', 'createSpace: 1025 was accepted')).toBe(
      failureKind('LIM-collection.title.max', 'createSpace: 65537 was accepted'),
    );
    expect(failureKind('LIM-space.title.max', 'createSpace: 1025 was accepted')).not.toBe(
      failureKind('ENUM-space.visibility', 'createSpace: 1025 was accepted'),
    );
    // A success answer is the operation's own: a create that accepts too much is not grouped with another's.
    expect(failureKind('LIM-space.title.max', 'createSpace: "x" answered 201 {"id":"a"}')).not.toBe(
      failureKind('LIM-site.title.max', 'createSite: "x" answered 201 {"id":"a"}'),
    );
  });
});
