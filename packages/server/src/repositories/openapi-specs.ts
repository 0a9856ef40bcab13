/** OpenAPI specifications and their versions in Prisma. */
import type { OpenAPISpec, OpenAPISpecVersion, Prisma } from '../generated/prisma/client.js';
import type { Rows } from '../http/pagination.js';
import { modelRows } from './model-rows.js';
import type { Tx } from './organizations.js';

export const findSpecBySlug = (db: Tx, organizationId: string, slug: string) =>
  db.openAPISpec.findUnique({ where: { organizationId_slug: { organizationId, slug } } });

export const findSpec = (db: Tx, id: string) => db.openAPISpec.findUnique({ where: { id } });

/** OpenAPI specifications by filter, a page at a time. */
export const specRows = (db: Tx): Rows<Prisma.OpenAPISpecWhereInput, OpenAPISpec> => modelRows(db.openAPISpec);

/** Updates a spec by id and returns it; null when it no longer exists. */
export async function updateSpec(db: Tx, id: string, data: Prisma.OpenAPISpecUpdateInput) {
  try {
    return await db.openAPISpec.update({ where: { id }, data });
  } catch (error) {
    if ((error as { code?: string }).code === 'P2025') return null;
    throw error;
  }
}

/** Inserts a spec; null when its slug is already taken in the organization. */
export async function insertSpec(db: Tx, data: Prisma.OpenAPISpecUncheckedCreateInput) {
  try {
    return await db.openAPISpec.create({ data });
  } catch (error) {
    if ((error as { code?: string }).code === 'P2002') return null;
    throw error;
  }
}

/** Updates a spec only while `runId` is its current processing run; true when it did. */
export async function updateSpecOfRun(
  db: Tx,
  id: string,
  runId: string,
  data: Prisma.OpenAPISpecUpdateManyMutationInput,
): Promise<boolean> {
  const { count } = await db.openAPISpec.updateMany({ where: { id, processingRunId: runId }, data });
  return count > 0;
}

/** Deletes a spec of the organization and (by cascade) its versions; false when it did not exist. */
export async function deleteSpec(db: Tx, organizationId: string, slug: string): Promise<boolean> {
  const { count } = await db.openAPISpec.deleteMany({ where: { organizationId, slug } });
  return count > 0;
}

export const findVersion = (db: Tx, specId: string, id: string) =>
  db.openAPISpecVersion.findFirst({ where: { id, specId } });

/** Versions of specifications by filter, a page at a time. */
export const versionRows = (db: Tx): Rows<Prisma.OpenAPISpecVersionWhereInput, OpenAPISpecVersion> =>
  modelRows(db.openAPISpecVersion);

export const createVersion = (db: Tx, data: Prisma.OpenAPISpecVersionUncheckedCreateInput) =>
  db.openAPISpecVersion.create({ data });
