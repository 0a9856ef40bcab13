/**
 * Who is calling and what they may do. Token → user and user → memberships are cached: the instance
 * that changes a membership invalidates at once; every instance on the database (this one included)
 * also hears each change of a token, user or membership from the database's triggers (LISTEN/NOTIFY,
 * see heard()), milliseconds after it commits. `cacheTtlMs` only bounds how long an entry lives should
 * a notification be lost (while the listening connection is lost or being replaced, every entry is dropped
 * before each request).
 */
import { ReadThroughCache } from '../cache.js';
import type { PrismaClient } from '../db/client.js';
import { asLevel, type Level } from '../domain/permissions.js';
import { ApiError, notFound } from '../errors.js';
import { hashToken } from '../ids.js';
import { findUserByTokenHash, listMembershipsOfUser } from '../repositories/identity.js';

export interface Caller {
  userId: string;
  tokenId: string;
  user: { id: string; displayName: string; email: string; photoURL: string | null };
  /** The test API tenant of the user (null = the server's own data) and how far its clock runs ahead of the server's. */
  tenantId: string | null;
  clockOffsetMs: number;
}

export interface Membership {
  memberId: string;
  role: Level;
}

export class Access {
  private readonly tokens: ReadThroughCache<string, Caller | null>;
  private readonly memberships: ReadThroughCache<string, Map<string, Membership>>;

  constructor(
    private readonly prisma: PrismaClient,
    ttlMs: number,
  ) {
    this.tokens = new ReadThroughCache(ttlMs);
    this.memberships = new ReadThroughCache(ttlMs);
  }

  /** The caches, by name, for their hit and miss counts (metrics). */
  caches(): Record<string, { hits: number; misses: number }> {
    return { tokens: this.tokens, memberships: this.memberships };
  }

  /** The caller of a bearer token; 401 when missing, unknown or revoked. */
  async authenticate(authorization: string | undefined): Promise<Caller> {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    if (!match?.[1]) throw new ApiError(401, 'Missing Authorization: Bearer token');
    const hash = hashToken(match[1]);
    const caller = await this.tokens.get(hash, async () => {
      const row = await findUserByTokenHash(this.prisma, hash);
      if (!row) return null;
      const { id, displayName, email, photoURL, tenantId, tenant } = row.user;
      return {
        userId: row.userId,
        tokenId: row.id,
        user: { id, displayName, email, photoURL },
        tenantId,
        clockOffsetMs: Number(tenant?.clockOffsetMs ?? 0),
      };
    });
    // RFC 6750 §3.1: a token that was sent but is not accepted is an invalid_token.
    if (caller === null)
      throw new ApiError(401, 'Unknown or revoked API token', { 'WWW-Authenticate': 'Bearer error="invalid_token"' });
    return caller;
  }

  /** The caller's memberships by organization id (disabled members excluded). */
  membershipsOf(userId: string): Promise<Map<string, Membership>> {
    return this.memberships.get(userId, async () => {
      const rows = await listMembershipsOfUser(this.prisma, userId);
      return new Map(
        rows.filter((r) => !r.disabled).map((r) => [r.organizationId, { memberId: r.id, role: asLevel(r.role) }]),
      );
    });
  }

  /** The caller's membership of `organizationId`; 404 (never a leak) when they are not a member. */
  async member(caller: Caller, organizationId: string, what = 'Organization'): Promise<Membership> {
    const membership = (await this.membershipsOf(caller.userId)).get(organizationId);
    if (membership === undefined) throw notFound(what);
    return membership;
  }

  /** Forgets what is cached for a user (call after changing their memberships or tokens). */
  invalidateUser(userId: string): void {
    this.memberships.delete(userId);
  }

  invalidateAll(): void {
    this.memberships.clear();
    this.tokens.clear();
  }

  /**
   * A change notified by the database (`member` userId, `token` hash, `user` userId, `tenant` id, `all` after a
   * restore): forgets what it touches.
   */
  heard(kind: string, key: string): void {
    if (kind === 'all') this.invalidateAll();
    else if (kind === 'member') this.memberships.delete(key);
    else if (kind === 'token') this.tokens.delete(key);
    // A user's profile, and their tenant's clock, are inside every cached caller of their tokens; both rarely change.
    else if (kind === 'user' || kind === 'tenant') this.tokens.clear();
  }
}
