/** Arrange helpers of the collections and spaces tests: content made through the API (users: arrangeUser in helpers.ts). */
import { expect } from 'vitest';
import type { Client } from './helpers.js';

export const ids = (items: { id: string }[]): string[] => items.map((i) => i.id);

export interface SpaceBody {
  id: string;
  revision: string;
  title: string;
  parent?: string;
  visibility: string;
}

/** POST a space in `organizationId`, expecting 201. */
export async function createSpace(
  api: Client,
  organizationId: string,
  body: Record<string, unknown> = {},
): Promise<SpaceBody> {
  const res = await api.post(`/v1/orgs/${organizationId}/spaces`, body);
  expect(res.status, res.text).toBe(201);
  return res.body as SpaceBody;
}

/** POST a collection in `organizationId`, expecting 201; returns its id. */
export async function createCollection(
  api: Client,
  organizationId: string,
  title: string,
  parent?: string,
): Promise<string> {
  const res = await api.post(`/v1/orgs/${organizationId}/collections`, {
    title,
    ...(parent !== undefined ? { parent } : {}),
  });
  expect(res.status, res.text).toBe(201);
  return res.body.id as string;
}
