/**
 * OpenAPI specifications and their versions (spec tag OpenAPI specifications). Reading needs
 * the read role in the organization, creating, updating and deleting the create role (the organization
 * permission `createOpenAPISpec`); non-members get a 404. Processing runs in services/openapi-processing.ts.
 */
import { organizationFor } from '../access/organizations.js';
import type { CreateOpenAPISpecRequestBody, OpenAPISpec } from '@docs-api/shared-types';
import { badRequest, conflict, notFound } from '../errors.js';
import { newId } from '../ids.js';
import { presentSpec, presentVersion, presentVersionContent } from '../presenters/openapi-specs.js';
import * as repo from '../repositories/openapi-specs.js';
import type { Deps } from '../deps.js';
import { NEWEST_FIRST } from '../http/pagination.js';
import type { Input, RequestContext } from '../http/handler.js';
import { listInOrganization } from './organizations.js';
import { startProcessing } from './openapi-processing.js';

const SPEC = 'OpenAPI specification';
const VERSION = 'OpenAPI specification version';
/** The source URL; only http(s) can ever be fetched, so anything else is refused up front. */
function sourceUrlOf(source: CreateOpenAPISpecRequestBody['source']): string {
  const protocol = URL.canParse(source.url) ? new URL(source.url).protocol : undefined;
  if (protocol !== 'http:' && protocol !== 'https:') throw badRequest('body.source.url must be an http or https URL');
  return source.url;
}

async function specOf(s: Deps, organizationId: string, slug: string) {
  const spec = await repo.findSpecBySlug(s.prisma, organizationId, slug);
  if (!spec) throw notFound(SPEC);
  return spec;
}

/** The organization's specifications, oldest first. */
export const list = (ctx: RequestContext, input: Input<'listOpenAPISpecs'>) =>
  listInOrganization(ctx, input, 'openapi', { need: 'read', rows: repo.specRows(ctx.prisma), present: presentSpec });

/** Creates a spec (409 when the slug is taken in the organization) and starts processing it. */
export async function create(ctx: RequestContext, { params: { organizationId }, body }: Input<'createOpenAPISpec'>) {
  const { role } = await organizationFor(ctx, organizationId, { need: 'create' });
  const sourceURL = sourceUrlOf(body.source);
  const now = ctx.clock.now();
  const runId = newId();
  const row = await repo.insertSpec(ctx.prisma, {
    id: newId(),
    organizationId,
    slug: body.slug,
    sourceURL,
    processingState: 'pending',
    processingRunId: runId,
    createdAt: now,
    updatedAt: now,
  });
  if (!row) throw conflict(`An OpenAPI specification with the slug ${body.slug} already exists`);
  startProcessing(ctx, row.id, runId);
  return presentSpec(row, role, ctx.baseUrl);
}

/**
 * PUT: updates the source of the spec with this slug and processes it again, or creates it.
 * `created` tells which (201 or 200). Concurrent PUTs of a new slug: one creates, the others update.
 */
export async function put(
  ctx: RequestContext,
  { params: { organizationId, specSlug: slug }, body }: Input<'createOrUpdateOpenAPISpecBySlug'>,
): Promise<{ created: boolean; spec: OpenAPISpec }> {
  const { role } = await organizationFor(ctx, organizationId, { need: 'create' });
  const sourceURL = sourceUrlOf(body.source);
  // Each attempt loses only to a concurrent create or delete of the same slug, so a few always suffice.
  for (let attempt = 0; attempt < 5; attempt++) {
    const now = ctx.clock.now();
    const runId = newId();
    const existing = await repo.findSpecBySlug(ctx.prisma, organizationId, slug);
    const row = existing
      ? await repo.updateSpec(ctx.prisma, existing.id, {
          sourceURL,
          processingState: 'pending',
          processingRunId: runId,
          updatedAt: now,
        })
      : await repo.insertSpec(ctx.prisma, {
          id: newId(),
          organizationId,
          slug,
          sourceURL,
          processingState: 'pending',
          processingRunId: runId,
          createdAt: now,
          updatedAt: now,
        });
    if (row) {
      startProcessing(ctx, row.id, runId);
      return { created: !existing, spec: presentSpec(row, role, ctx.baseUrl) };
    }
  }
  throw conflict(`The OpenAPI specification ${slug} is being changed concurrently; try again`);
}

/** One specification by slug. */
export async function get(
  ctx: RequestContext,
  { params: { organizationId, specSlug: slug } }: Input<'getOpenAPISpecBySlug'>,
) {
  const { role } = await organizationFor(ctx, organizationId, { need: 'read' });
  return presentSpec(await specOf(ctx, organizationId, slug), role, ctx.baseUrl);
}

/** Deletes a specification and its versions; a processing run still in flight is discarded. */
export async function remove(
  ctx: RequestContext,
  { params: { organizationId, specSlug: slug } }: Input<'deleteOpenAPISpecBySlug'>,
) {
  await organizationFor(ctx, organizationId, { need: 'create' });
  if (!(await repo.deleteSpec(ctx.prisma, organizationId, slug))) throw notFound(SPEC);
}

/** The versions of a specification, newest first. */
export async function listVersions(
  ctx: RequestContext,
  { params: { organizationId, specSlug: slug }, query }: Input<'listOpenAPISpecVersions'>,
) {
  await organizationFor(ctx, organizationId, { need: 'read' });
  const spec = await specOf(ctx, organizationId, slug);
  return ctx.paginator.paginateWhere({
    list: `openapi-versions:${spec.id}`,
    query,
    sort: NEWEST_FIRST,
    where: { specId: spec.id },
    rows: repo.versionRows(ctx.prisma),
    present: (row) => presentVersion(row, spec, ctx.baseUrl),
  });
}

/** A version of the spec by id, or its latest one when the path has no `versionId` (404 before the first success). */
async function versionOf(
  ctx: RequestContext,
  params: { organizationId: string; specSlug: string; versionId?: string },
) {
  await organizationFor(ctx, params.organizationId, { need: 'read' });
  const spec = await specOf(ctx, params.organizationId, params.specSlug);
  const id = params.versionId ?? spec.lastVersionId;
  const version = id === null ? null : await repo.findVersion(ctx.prisma, spec.id, id);
  if (!version) throw notFound(VERSION);
  return { spec, version };
}

/** A version by id, or the latest one (getLatestOpenAPISpecVersion). */
export async function getVersion(
  ctx: RequestContext,
  { params }: Input<'getOpenAPISpecVersionById'> | Input<'getLatestOpenAPISpecVersion'>,
) {
  const { spec, version } = await versionOf(ctx, params);
  return presentVersion(version, spec, ctx.baseUrl);
}

/** spec schema OpenAPISpecVersionContent `{filesystem, url}` of a version by id, or of the latest one. */
export async function getVersionContent(
  ctx: RequestContext,
  { params }: Input<'getOpenAPISpecVersionContentById'> | Input<'getLatestOpenAPISpecVersionContent'>,
) {
  const { version } = await versionOf(ctx, params);
  return presentVersionContent(version);
}
