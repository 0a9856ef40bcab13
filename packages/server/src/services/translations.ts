/**
 * Translation settings (contract: Endpoints › Translation settings). Reading needs the read role in the
 * organization, writing the create role (the role that may create content and OpenAPI specifications);
 * non-members get a 404. The contract gives no way to set `languages`: they stay [].
 */
import type { CreateTranslationRequestBody, UpdateTranslationRequestBody } from '@docs-api/shared-types';
import { notFound } from '../errors.js';
import { newId } from '../ids.js';
import { orderByOf, type PageQuery } from '../http/pagination.js';
import { presentTranslation } from '../presenters/translations.js';
import * as repo from '../repositories/translations.js';
import type { Caller } from './access.js';
import type { Deps } from '../deps.js';

const WHAT = 'Translation settings';
const BY_CREATION = [
  { field: 'createdAt', direction: 'asc' as const },
  { field: 'id', direction: 'asc' as const },
];

/** The organization's translation settings, oldest first. */
export async function list(s: Deps, caller: Caller, organizationId: string, query: PageQuery, baseUrl: string) {
  const { role } = await s.access.requireRole(caller, organizationId, 'read');
  const where = { organizationId };
  return s.paginator.paginate({
    list: `translations:${organizationId}`,
    query,
    sort: BY_CREATION,
    fetch: (after, take) => repo.listTranslations(s.prisma, after ? { AND: [where, after] } : where, orderByOf(BY_CREATION), take),
    count: () => repo.countTranslations(s.prisma, where),
    present: (row) => presentTranslation(row, role, baseUrl),
  });
}

/** Creates translation settings with the given title. */
export async function create(s: Deps, caller: Caller, organizationId: string, body: CreateTranslationRequestBody, baseUrl: string) {
  const { role } = await s.access.requireRole(caller, organizationId, 'create');
  const now = s.clock.now();
  const row = await repo.createTranslation(s.prisma, { id: newId(), organizationId, title: body.title, languages: [], createdAt: now, updatedAt: now });
  return presentTranslation(row, role, baseUrl);
}

/** One translation settings object of the organization. */
export async function get(s: Deps, caller: Caller, organizationId: string, id: string, baseUrl: string) {
  const { role } = await s.access.requireRole(caller, organizationId, 'read');
  const row = await repo.findTranslation(s.prisma, organizationId, id);
  if (!row) throw notFound(WHAT);
  return presentTranslation(row, role, baseUrl);
}

/** Replaces the title (PUT: the whole writable shape, which is only `title`). */
export async function update(s: Deps, caller: Caller, organizationId: string, id: string, body: UpdateTranslationRequestBody, baseUrl: string) {
  const { role } = await s.access.requireRole(caller, organizationId, 'create');
  const row = await repo.updateTranslation(s.prisma, organizationId, id, { title: body.title, updatedAt: s.clock.now() });
  if (!row) throw notFound(WHAT);
  return presentTranslation(row, role, baseUrl);
}

/** Deletes translation settings. */
export async function remove(s: Deps, caller: Caller, organizationId: string, id: string) {
  await s.access.requireRole(caller, organizationId, 'create');
  if (!(await repo.deleteTranslation(s.prisma, organizationId, id))) throw notFound(WHAT);
}
