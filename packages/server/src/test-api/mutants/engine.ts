/**
 * Behaviour mutants per tenant (createTenant `mutants`): the registry of which tenant has which, and the middleware
 * that applies them to that tenant's /v1 requests, right before the API router. A server with no mutated tenant
 * passes every request on at once; other tenants' requests pass on once their caller is known.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import type { Caller } from '../../access/callers.js';
import { document as contract } from '../../contract.js';
import type { Deps } from '../../deps.js';
import { ApiError } from '../../errors.js';
import { weakEtag } from '../../http/send-json.js';
import { operationTable } from '../../http/router.js';
import { compileValidators } from '../../http/validation.js';
import { mintTokens } from '../../repositories/demo.js';
import { findTenantRow } from '../../repositories/tenants.js';
import { behaviourOf, type Answer, type Behaviour, type MutatedRequest } from './behaviours.js';
import { buildCatalogue, type Mutant } from './catalogue.js';

/** Marks the requests the mutants send themselves (with this process's secret): they pass unmutated. */
const SELF_HEADER = 'x-mutants-self';

export class MutantRegistry {
  readonly catalogue: Mutant[] = buildCatalogue(contract);
  private readonly byId = new Map(this.catalogue.map((mutant) => [mutant.id, mutant]));
  private readonly tenants = new Map<string, { mutants: Mutant[]; behaviours: Behaviour[] }>();
  /** Admin tokens minted per organization for `access-dropped` (they live as long as the tenant). */
  readonly adminTokens = new Map<string, string>();
  readonly secret = randomBytes(16).toString('hex');

  get size(): number {
    return this.tenants.size;
  }

  /** Switches mutants on for a tenant; 400 naming the first unknown id. */
  set(tenantId: string, ids: string[]): void {
    const unknown = ids.find((id) => !this.byId.has(id));
    if (unknown !== undefined)
      throw new ApiError(400, `body.mutants: unknown mutant ${unknown} (GET /__test/mutants lists them)`);
    if (ids.length === 0) return;
    const mutants = ids.map((id) => this.byId.get(id) as Mutant);
    this.tenants.set(tenantId, { mutants, behaviours: mutants.map(behaviourOf) });
  }

  /** Checks ids without switching anything on (before a tenant is made). */
  check(ids: string[]): void {
    const unknown = ids.find((id) => !this.byId.has(id));
    if (unknown !== undefined)
      throw new ApiError(400, `body.mutants: unknown mutant ${unknown} (GET /__test/mutants lists them)`);
  }

  of(tenantId: string): Behaviour[] | undefined {
    return this.tenants.get(tenantId)?.behaviours;
  }

  mutantsOf(tenantId: string): string[] {
    return this.tenants.get(tenantId)?.mutants.map((m) => m.id) ?? [];
  }

  remove(tenantId: string): void {
    this.tenants.delete(tenantId);
  }

  clear(): void {
    this.tenants.clear();
    this.adminTokens.clear();
  }
}

const table = operationTable(contract);
/** The request validators of the contract, compiled when a mutant first needs one. */
let validators: ReturnType<typeof compileValidators> | undefined;

function validBody(operationId: string, body: unknown): boolean {
  validators ??= compileValidators(contract);
  try {
    validators.get(operationId)?.body(body);
    return true;
  } catch {
    return false;
  }
}

function matchOperation(
  method: string,
  path: string,
): { operationId: string; params: Record<string, string> } | undefined {
  try {
    const found = table.match(path);
    const operationId = found?.value.byMethod.get(method === 'HEAD' ? 'GET' : method);
    return found === undefined || operationId === undefined ? undefined : { operationId, params: found.params };
  } catch {
    return undefined;
  }
}

/** Sends a request to this server over the socket the request came on (its own address and port). */
function selfRequest(req: Request, secret: string): MutatedRequest['self'] {
  return (method, url, body, token) =>
    new Promise<Answer>((resolve, reject) => {
      const text = body === undefined ? undefined : JSON.stringify(body);
      const headers: Record<string, string> = {
        [SELF_HEADER]: secret,
        authorization: token !== undefined ? `Bearer ${token}` : (req.headers.authorization ?? ''),
        ...(text !== undefined
          ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) }
          : {}),
      };
      const sent = http.request(
        { host: req.socket.localAddress, port: req.socket.localPort, method, path: url, headers, agent: false },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown;
            try {
              parsed = raw === '' ? undefined : JSON.parse(raw);
            } catch {
              parsed = undefined;
            }
            resolve({ status: res.statusCode ?? 500, body: parsed });
          });
        },
      );
      sent.on('error', reject);
      sent.end(text);
    });
}

/** Tokens of an admin of each organization of the tenant the caller belongs to (with `role`) or does not. */
function adminTokensOf(
  services: Deps,
  registry: MutantRegistry,
  caller: Caller,
  tenantId: string,
): MutatedRequest['admins'] {
  return async (of, role) => {
    const tenant = await findTenantRow(services.prisma, tenantId);
    const memberships = await services.access.membershipsOf(caller.userId);
    const tokens: string[] = [];
    for (const { id: organizationId } of tenant?.organizations ?? []) {
      const membership = memberships.get(organizationId);
      const wanted =
        of === 'member'
          ? membership !== undefined && (role === undefined || membership.role === role)
          : membership === undefined;
      if (!wanted) continue;
      let token = registry.adminTokens.get(organizationId);
      if (token === undefined) {
        const admin = await services.prisma.member.findFirst({
          where: { organizationId, role: 'admin', disabled: false },
          orderBy: { joinedAt: 'asc' },
        });
        if (admin === null) continue;
        token = (await mintTokens(services.db.sql, { admin: admin.userId }, 'mutant access-dropped'))['admin'];
        if (token === undefined) continue;
        registry.adminTokens.set(organizationId, token);
      }
      tokens.push(token);
    }
    return tokens;
  };
}

const parse = (chunk: unknown): unknown => {
  if (chunk === undefined || chunk === null) return undefined;
  const text = Buffer.isBuffer(chunk) ? chunk.toString('utf8') : String(chunk);
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Writes a (changed) answer with the headers its body needs. */
function send(res: Response, end: (chunk?: string) => void, answer: Answer): void {
  res.statusCode = answer.status;
  if (answer.body === undefined) {
    res.removeHeader('Content-Type');
    res.removeHeader('ETag');
    res.setHeader('Content-Length', 0);
    end();
    return;
  }
  const text = JSON.stringify(answer.body);
  const length = Buffer.byteLength(text);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', length);
  if (res.hasHeader('ETag')) res.setHeader('ETag', weakEtag(text, length));
  end(text);
}

export function mutation(
  registry: MutantRegistry,
  services: Deps,
  callerOf: (req: Request, res: Response) => Promise<Caller | undefined>,
): RequestHandler {
  return async (req, res, next) => {
    if (registry.size === 0 || !req.path.startsWith('/v1/') || req.method === 'HEAD') return next();
    if (req.headers[SELF_HEADER] === registry.secret) return next();
    const caller = await callerOf(req, res);
    const tenantId = caller?.tenantId ?? undefined;
    const behaviours = tenantId === undefined ? undefined : registry.of(tenantId);
    const operation = matchOperation(req.method, req.path);
    if (caller === undefined || tenantId === undefined || behaviours === undefined || operation === undefined)
      return next();
    const request: MutatedRequest = {
      req,
      caller,
      tenantId,
      ...operation,
      self: selfRequest(req, registry.secret),
      valid: (body) => validBody(operation.operationId, body),
      admins: adminTokensOf(services, registry, caller, tenantId),
    };
    const end = res.end.bind(res) as (chunk?: string) => void;
    const finish = async (answer: Answer) => {
      for (const behaviour of behaviours)
        if (behaviour.after !== undefined) answer = await behaviour.after(request, answer);
      send(res, end, answer);
    };
    for (const behaviour of behaviours) {
      const instead = await behaviour.before?.(request);
      if (instead !== undefined) return finish(instead);
    }
    // The operation's answer is held until every mutant has seen it (a 304 passes as it is).
    res.end = ((chunk?: unknown) => {
      if (res.statusCode === 304) {
        end();
        return res;
      }
      finish({ status: res.statusCode, body: parse(chunk) }).catch((error: unknown) => {
        services.logger.error({ err: error }, 'a mutant failed');
        if (!res.headersSent) res.statusCode = 500;
        end();
      });
      return res;
    }) as typeof res.end;
    next();
  };
}
