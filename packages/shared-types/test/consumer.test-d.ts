import { describe, expectTypeOf, it } from 'vitest';
import type { GetSpaceByIdResponse, Space } from '../src/index.js';

describe('a consumer of @docs-api/shared-types', () => {
  it('imports Space and the response of getSpaceById, which is a Space', () => {
    expectTypeOf<GetSpaceByIdResponse>().toEqualTypeOf<Space>();
    expectTypeOf<Space['object']>().toEqualTypeOf<'space'>();
    expectTypeOf<Space['title']>().toEqualTypeOf<string>();
  });
});
