/**
 * `list --blind-spots` tells what no requirement judges: a request field counts as read only where a requirement
 * judges its effect (`judges`, read-your-writes), never because a limit or enumeration check merely sends it.
 */
import { describe, expect, it } from 'vitest';
import { blindSpots, blindSpotsText, knownSpots } from '../src/blind-spots.js';
import { knownRules } from '../src/known-blind-spots.js';
import { buildCatalogue, type Requirement } from '../src/index.js';

describe('blind spots of request fields', () => {
  const { spec, requirements } = buildCatalogue();
  const requestFieldsOf = (selection: Requirement[], operation: string): string[] =>
    blindSpots(spec, selection).find((spot) => spot.operation === operation)?.requestFields ?? [];

  it('counts a query parameter that only limit and enumeration checks send as unread', () => {
    const sendOnly = requirements
      .filter((r) => r.operations.includes('listCommentsInSpace'))
      .filter((r) => r.id.startsWith('ENUM-') || r.id.startsWith('LIM-'))
      .map((r) => ({ ...r, judges: [] }));
    expect(sendOnly.some((r) => r.id.startsWith('ENUM-listCommentsInSpace.order'))).toBe(true);
    expect(requestFieldsOf(sendOnly, 'listCommentsInSpace')).toContain('?order');
  });

  it('counts a request field as read where a requirement judges its effect', () => {
    const judged: Requirement = {
      id: 'SORT-listCommentsInSpace',
      level: 'MUST',
      source: { kind: 'contract', section: 'Endpoints › Space comments', quote: 'order? (default `desc`)' },
      section: 'Comments',
      profile: 'comments',
      operations: ['listCommentsInSpace'],
      category: 'pagination',
      statement: 'the comments come in the asked order',
      judges: ['?order'],
    };
    expect(requestFieldsOf([judged], 'listCommentsInSpace')).not.toContain('?order');
  });
});

describe('blind spots of statuses and single-valued fields', () => {
  const { spec, requirements } = buildCatalogue();
  const spotOf = (selection: Requirement[], operation: string) =>
    blindSpots(spec, selection).find((spot) => spot.operation === operation);
  const of = (operation: string, prefix: string) =>
    requirements.filter((r) => r.operations[0] === operation && r.id.startsWith(prefix));

  it('counts a status as read where a requirement provokes and judges it (`statuses`)', () => {
    const media = of('createCollection', 'REQ-MEDIA-TYPE.');
    expect(spotOf(media, 'createCollection')?.statuses).not.toContain(415);
    expect(
      spotOf(
        media.map(({ statuses: _s, ...r }) => r),
        'createCollection',
      )?.statuses,
    ).toContain(415);
  });

  it('counts the fields of a GET a write is read back through (`readsIn`) as read there, and nowhere else', () => {
    const transfer = requirements.filter((r) => r.id === 'EFFECT-transferSpace');
    expect(transfer[0]?.readsIn?.['getSpaceById']).toContain('organization');
    const responseOf = (selection: Requirement[], operation: string) =>
      blindSpots(spec, [...selection, ...of(operation, 'RSP-SCHEMA.')]).find((s) => s.operation === operation)
        ?.responseFields ?? [];
    expect(responseOf(transfer, 'getSpaceById')).not.toContain('organization');
    expect(responseOf([], 'getSpaceById')).toContain('organization');
    expect(responseOf(transfer, 'listSpacesInOrganizationById')).not.toContain('items[].organization');
    expect(responseOf(transfer, 'listSpacesInCollectionById')).toContain('items[].organization');
  });

  it('counts `object` (a const) as read by response schema validation, and nothing else it validates', () => {
    const schema = of('getCollectionById', 'RSP-SCHEMA.');
    expect(schema).toHaveLength(1);
    const spot = spotOf(schema, 'getCollectionById');
    expect(spot?.responseFields).not.toContain('object');
    expect(spot?.responseFields).toContain('title');
  });
});

describe('known blind spots', () => {
  const { spec, requirements } = buildCatalogue();

  it('are printed apart, and never among the open ones', () => {
    const known = knownSpots(spec, requirements);
    const open = blindSpots(spec, requirements);
    expect(known.map((k) => k.name)).toContain('403 on a request every member may send');
    for (const group of known)
      for (const { operation, element } of group.elements) {
        const spot = open.find((s) => s.operation === operation);
        expect([...(spot?.statuses ?? []), ...(spot?.responseFields ?? [])]).not.toContain(element);
      }
    const text = blindSpotsText(open, known, false);
    expect(text).toMatch(/Known blind spots, not decidable from outside/);
    const apart = text.slice(text.indexOf('Known blind spots'), text.lastIndexOf('\n\n'));
    expect(apart.split('\n').every((line) => line.length <= 120)).toBe(true);
  });

  it('every rule explains something in the whole catalogue', () => {
    expect(knownSpots(spec, requirements).map((k) => k.name)).toEqual(knownRules.map((r) => r.name));
  });

  it('a status a requirement provokes is not explained away: 403 of a write stays open without its ACL check', () => {
    const withoutAcl = requirements.filter((r) => !r.id.startsWith('ACL-READ-ONLY.updateSpaceById'));
    const spot = blindSpots(spec, withoutAcl).find((s) => s.operation === 'updateSpaceById');
    expect(spot?.statuses).toContain(403);
  });
});

describe('answers compared with a GET (`mirrors`)', () => {
  const { spec, requirements } = buildCatalogue();
  const same = requirements.find((r) => r.id === 'SAME-Collection');
  const unread = (selection: Requirement[]) =>
    blindSpots(spec, selection).find((s) => s.operation === 'updateCollectionById')?.responseFields ?? [];

  it('read what the GET reads, and nothing the GET does not', () => {
    expect(Object.keys(same?.mirrors ?? {})).toEqual(['getCollectionById']);
    const location = requirements.filter((r) => r.id === 'LOCATION-Collection');
    // Alone, SAME reads nothing: agreeing with a GET nobody judges proves nothing.
    expect(unread([same as Requirement])).toContain('urls');
    // With the GET's urls judged (LOCATION), the PATCH's answer's urls count as read too.
    expect(unread([same as Requirement, ...location])).not.toContain('urls');
  });

  it('lend a GET what the answers compared with it read: equal to a judged value, a value is judged', () => {
    const reply = requirements.find((r) => r.id === 'SAME-CommentReply') as Requirement;
    expect(Object.keys(reply.mirrors ?? {})).toEqual(['getCommentReplyInSpace', 'getCommentReplyInChangeRequest']);
    const unreadIn = (operation: string, selection: Requirement[]) =>
      blindSpots(spec, selection).find((s) => s.operation === operation)?.responseFields ?? [];
    const time = requirements.filter((r) =>
      ['TIME-CommentReply', 'RSP-SCHEMA.listCommentRepliesInChangeRequest'].includes(r.id),
    );
    // TIME reads postedAt on the GETs and the posts; the list of a change request's replies reads it through SAME.
    expect(unreadIn('listCommentRepliesInChangeRequest', time)).toContain('items[].postedAt');
    expect(unreadIn('listCommentRepliesInChangeRequest', [...time, reply])).not.toContain('items[].postedAt');
  });
});
