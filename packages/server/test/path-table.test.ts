import { describe, expect, it } from 'vitest';
import { PathTable } from '../src/http/path-table.js';

describe('PathTable (how a request path finds its operation)', () => {
  const table = new PathTable<string>();
  for (const template of [
    '/v1/spaces/{spaceId}',
    '/v1/spaces/{spaceId}/change-requests/{changeRequestId}',
    '/v1/orgs/{organizationId}/openapi/{specSlug}/versions/latest',
    '/v1/orgs/{organizationId}/openapi/{specSlug}/versions/{versionId}',
    '/v1/orgs/{organizationId}/openapi/{specSlug}/versions/{versionId}/content',
  ])
    table.add(template, template);

  it.each([
    ['/v1/spaces/s1', '/v1/spaces/{spaceId}', { spaceId: 's1' }],
    ['/v1/spaces/s1/', '/v1/spaces/{spaceId}', { spaceId: 's1' }],
    ['/V1/Spaces/S1', '/v1/spaces/{spaceId}', { spaceId: 'S1' }],
    ['/v1/spaces/a%20b', '/v1/spaces/{spaceId}', { spaceId: 'a b' }],
    [
      '/v1/spaces/s1/change-requests/7',
      '/v1/spaces/{spaceId}/change-requests/{changeRequestId}',
      {
        spaceId: 's1',
        changeRequestId: '7',
      },
    ],
    [
      '/v1/orgs/o/openapi/x/versions/latest',
      '/v1/orgs/{organizationId}/openapi/{specSlug}/versions/latest',
      {
        organizationId: 'o',
        specSlug: 'x',
      },
    ],
    [
      '/v1/orgs/o/openapi/x/versions/v2',
      '/v1/orgs/{organizationId}/openapi/{specSlug}/versions/{versionId}',
      {
        organizationId: 'o',
        specSlug: 'x',
        versionId: 'v2',
      },
    ],
    // The literal branch does not go on to /content: the parameter branch does.
    [
      '/v1/orgs/o/openapi/x/versions/latest/content',
      '/v1/orgs/{organizationId}/openapi/{specSlug}/versions/{versionId}/content',
      {
        organizationId: 'o',
        specSlug: 'x',
        versionId: 'latest',
      },
    ],
  ])('finds %s as %s', (path, template, params) => {
    expect(table.match(path)).toEqual({ value: template, params });
  });

  it.each([
    '/v1/spaces',
    '/v1/spaces//',
    '/v1//spaces/s1',
    '/v1/spaces/s1//',
    '/v1/spaces/s1/x',
    'v1/spaces/s1',
    '/v1/sp%61ces/s1',
  ])('finds nothing for %s', (path) => {
    expect(table.match(path)).toBeUndefined();
  });

  it('throws URIError for a parameter with a malformed percent-escape', () => {
    expect(() => table.match('/v1/spaces/%E0%A4%A')).toThrow(URIError);
  });

  it('refuses a template added twice', () => {
    expect(() => table.add('/v1/spaces/{spaceId}', 'again')).toThrow(/twice/);
  });
});
