/** OpenAPISpec and OpenAPISpecVersion rows → the contract's shapes. */
import type { OpenAPISpec, OpenAPISpecVersion, OpenAPISpecVersionContent } from '@docs-api/shared-types';
import { atLeast, type Level } from '../domain/permissions.js';
import type { OpenAPISpec as SpecRow, OpenAPISpecVersion as VersionRow } from '../generated/prisma/client.js';
import { valued } from './fields.js';

/** Viewing needs the read role, editing the create role (organization permission createOpenAPISpec). */
export const specPermissions = (role: Level) => ({ view: atLeast(role, 'read'), edit: atLeast(role, 'create') });

const specLocation = (baseUrl: string, row: { organizationId: string; slug: string }) =>
  `${baseUrl}/v1/orgs/${row.organizationId}/openapi/${encodeURIComponent(row.slug)}`;

export function presentSpec(row: SpecRow, callerRole: Level, baseUrl: string): OpenAPISpec {
  return {
    object: 'openapi-spec',
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    slug: row.slug,
    sourceURL: row.sourceURL,
    processingState: row.processingState as OpenAPISpec['processingState'],
    ...valued({ lastVersion: row.lastVersionId, lastProcessedAt: row.lastProcessedAt?.toISOString() }),
    ...(row.lastProcessErrorCode !== null
      ? { lastProcessErrorCode: row.lastProcessErrorCode as NonNullable<OpenAPISpec['lastProcessErrorCode']> }
      : {}),
    permissions: specPermissions(callerRole),
    urls: {
      location: specLocation(baseUrl, row),
      app: `${baseUrl}/o/${row.organizationId}/openapi/${encodeURIComponent(row.slug)}`,
    },
  };
}

export function presentVersion(row: VersionRow, spec: SpecRow, baseUrl: string): OpenAPISpecVersion {
  return {
    object: 'openapi-spec-version',
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    url: row.url,
    urls: { location: `${specLocation(baseUrl, spec)}/versions/${row.id}` },
  };
}

/** spec schema OpenAPISpecVersionContent `{filesystem, url}` — the fetched files by name and the URL they came from. */
export function presentVersionContent(row: VersionRow): OpenAPISpecVersionContent {
  // The spec types `filesystem` as an object of unstated properties: file name → file text.
  const content = row.content as { filesystem?: OpenAPISpecVersionContent['filesystem'] };
  return { filesystem: content.filesystem ?? {}, url: row.url };
}
