/** Arrange helpers of the collections and spaces tests: users with chosen roles, content made through the API. */
import { expect } from 'vitest';
import { hashToken, newId, newToken } from '../src/ids.js';
import { client, type Client, type TestServer } from './helpers.js';

/** Adds a user with the given memberships (role null = guest) and returns a client for a fresh token. */
export async function addUser(server: TestServer, name: string, memberships: [string, string | null][]): Promise<{ api: Client; id: string }> {
  const prisma = server.app.services.prisma;
  const id = newId();
  await prisma.user.create({ data: { id, displayName: name, email: `${name.toLowerCase()}-${id}@acme.test` } });
  for (const [organizationId, role] of memberships) {
    await prisma.member.create({ data: { id: newId(), organizationId, userId: id, role, joinedAt: new Date() } });
  }
  const token = newToken();
  await prisma.apiToken.create({ data: { id: newId(), tokenHash: hashToken(token), userId: id } });
  return { api: client(server, token), id };
}

export const ids = (items: { id: string }[]): string[] => items.map((i) => i.id);

export interface SpaceBody {
  id: string;
  revision: string;
  title: string;
  parent?: string;
  visibility: string;
}

/** POST a space in `organizationId`, expecting 201. */
export async function createSpace(api: Client, organizationId: string, body: Record<string, unknown> = {}): Promise<SpaceBody> {
  const res = await api.post(`/v1/orgs/${organizationId}/spaces`, body);
  expect(res.status, res.text).toBe(201);
  return res.body as SpaceBody;
}

/** POST a collection in `organizationId`, expecting 201; returns its id. */
export async function createCollection(api: Client, organizationId: string, title: string, parent?: string): Promise<string> {
  const res = await api.post(`/v1/orgs/${organizationId}/collections`, { title, ...(parent !== undefined ? { parent } : {}) });
  expect(res.status, res.text).toBe(201);
  return res.body.id as string;
}
