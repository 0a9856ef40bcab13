/**
 * `list --blind-spots` tells what no requirement judges: a request field counts as read only where a requirement
 * judges its effect (`judges`, read-your-writes), never because a limit or enumeration check merely sends it.
 */
import { describe, expect, it } from 'vitest';
import { blindSpots } from '../src/blind-spots.js';
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
