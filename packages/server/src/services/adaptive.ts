/**
 * Adaptive content: the site's visitor schema and the conditions derived from it (
 * spec schema SiteAdaptiveSchema; spec tag Sites: adaptive-schema).
 */
import { siteFor } from '../access/resources.js';
import type {
  SiteAdaptiveJsonSchema,
  SiteAdaptiveSchema,
  SiteAdaptiveTemplateConditions,
} from '@docs-api/shared-types';
import { Ajv } from 'ajv';
import { badRequest, notFound } from '../errors.js';
import type { Prisma } from '../generated/prisma/client.js';
import * as repo from '../repositories/sites.js';
import type { Input, RequestContext } from '../http/handler.js';

/** The schema of a site that never had one: no claims, no additional properties. */
export const DEFAULT_ADAPTIVE_SCHEMA = {
  type: 'object',
  properties: { unsigned: { type: 'object', properties: {}, additionalProperties: false } },
  additionalProperties: false,
} as SiteAdaptiveJsonSchema;

/** A draft-07 validator (Ajv's default draft), used only to check that a submitted schema compiles. */
const draft07 = new Ajv({ strict: false, allErrors: false });

/**
 * The contract's shape beyond what the request validation already checks (each claim boolean, no
 * unknown keys in `unsigned`): the visitor object and its `unsigned` part must say `type: object` and
 * `additionalProperties: false` explicitly — a schema that leaves them out would allow other properties.
 */
function shapeProblem(schema: SiteAdaptiveJsonSchema): string | undefined {
  if (schema.type !== 'object') return 'body.jsonSchema.type must be "object"';
  if (schema.additionalProperties !== false)
    return 'body.jsonSchema.additionalProperties must be false (additional properties are not allowed)';
  const unsigned = schema.properties?.['unsigned'] as SiteAdaptiveJsonSchema | undefined;
  if (unsigned === undefined) return undefined;
  if (unsigned.type !== 'object') return 'body.jsonSchema.properties.unsigned.type must be "object"';
  if (unsigned.additionalProperties !== false)
    return 'body.jsonSchema.properties.unsigned.additionalProperties must be false';
  return undefined;
}

/** 400 unless `schema` compiles as JSON Schema draft-07. */
function requireDraft07(schema: SiteAdaptiveJsonSchema): void {
  try {
    draft07.compile(schema as object);
  } catch (error) {
    throw badRequest(`body.jsonSchema is not a valid JSON Schema draft-07 document: ${(error as Error).message}`);
  } finally {
    // Ajv keeps what it compiles; this instance only checks, so it forgets each schema again.
    draft07.removeSchema(schema as object);
  }
}

/**
 * spec schema SiteAdaptiveSchema: `jsonSchema` always with `type`, `properties` and `additionalProperties`
 * (docs/behaviour.md#fields-always-sent); a stored schema without `properties` is the same schema with `{}`.
 */
function present(schema: unknown, updatedAt: Date): SiteAdaptiveSchema {
  const stored = (schema ?? DEFAULT_ADAPTIVE_SCHEMA) as SiteAdaptiveSchema['jsonSchema'];
  return {
    object: 'site-adaptive-schema',
    jsonSchema: { ...stored, properties: stored.properties ?? {} },
    updatedAt: updatedAt.toISOString(),
  };
}

/** The stored schema, or DEFAULT_ADAPTIVE_SCHEMA (then `updatedAt` is the site's creation). */
export async function getSchema(
  ctx: RequestContext,
  { params: { organizationId, siteId } }: Input<'getSiteAdaptiveSchema'>,
): Promise<SiteAdaptiveSchema> {
  const { site } = await siteFor(ctx, { organizationId, siteId }, { need: 'read' });
  return present(site.adaptiveSchema, site.adaptiveSchemaAt ?? site.createdAt);
}

/** Replaces the schema after checking it as draft-07 and as the contract's shape (400 otherwise). */
export async function putSchema(
  ctx: RequestContext,
  { params: { organizationId, siteId }, body: { jsonSchema } }: Input<'updateSiteAdaptiveSchema'>,
): Promise<SiteAdaptiveSchema> {
  await siteFor(ctx, { organizationId, siteId }, { need: 'admin' });
  const problem = shapeProblem(jsonSchema);
  if (problem !== undefined) throw badRequest(problem);
  requireDraft07(jsonSchema);
  const now = ctx.clock.now();
  const updated = await repo.updateSite(ctx.prisma, siteId, {
    adaptiveSchema: jsonSchema as Prisma.InputJsonValue,
    adaptiveSchemaAt: now,
    updatedAt: now,
  });
  if (!updated) throw notFound('Site');
  return present(updated.adaptiveSchema, now);
}

/** `visitor.claims.name`, or `visitor.claims["odd-name"]` when the name is not an identifier. */
const access = (path: string, name: string): string =>
  /^[A-Za-z_$][\w$]*$/.test(name) ? `${path}.${name}` : `${path}[${JSON.stringify(name)}]`;

/**
 * One condition per boolean claim of the schema: signed claims first, then the `unsigned` ones, each
 * in name order (the stored document does not keep the order of its keys).
 */
export async function templateConditions(
  ctx: RequestContext,
  { params: { organizationId, siteId } }: Input<'listSiteAdaptiveTemplateConditions'>,
): Promise<SiteAdaptiveTemplateConditions> {
  const { site } = await siteFor(ctx, { organizationId, siteId }, { need: 'read' });
  const schema = (site.adaptiveSchema ?? DEFAULT_ADAPTIVE_SCHEMA) as SiteAdaptiveJsonSchema;
  const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const claims = Object.keys(schema.properties ?? {})
    .filter((name) => name !== 'unsigned')
    .sort(byName);
  const unsigned = Object.keys(schema.properties?.unsigned?.properties ?? {}).sort(byName);
  return {
    items: [
      ...claims.map((name) => ({
        description: `Visitor claim ${name} is true`,
        condition: `${access('visitor.claims', name)} === true`,
      })),
      ...unsigned.map((name) => ({
        description: `Unsigned visitor claim ${name} is true`,
        condition: `${access('visitor.claims.unsigned', name)} === true`,
      })),
    ],
  };
}
