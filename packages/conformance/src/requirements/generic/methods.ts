/**
 * Methods a path does not allow. RFC 9110 §15.5.6: a 405 MUST carry `Allow` with the methods the target
 * resource supports; so a 405 names (at least) the methods the spec defines on the path and not the one refused
 * (MUST). That such a request is refused at all, with a 405 and the error body, is a SHOULD: the contract says
 * further operations exist that it does not show, and RFC 9110 §9.1 asks for the 405 with a SHOULD.
 */
import type { Check } from '../../engine/check.js';
import { Session } from '../../engine/session.js';
import { failureStatuses, rfc } from '../../engine/sources.js';
import { TargetUnreachable } from '../../engine/transport.js';
import type { Exchange, Requirement, Verdict } from '../../engine/types.js';
import { fillPath, type ApiSpec, type Method, type Operation } from '../../contract/operations.js';
import { about, answer, isStatusWithErrorBody } from '../entries-and-answers.js';
import { paramsOrPlaceholders } from './locks-and-params.js';
import { stillUp, unanswered } from './unanswered.js';

const METHODS: Method[] = ['get', 'put', 'post', 'patch', 'delete'];

export const allowId = (op: Operation): string => `ROB-ALLOW.${op.id}`;
export const allow405Id = (op: Operation): string => `${allowId(op)}.405`;

/** Each path with its operations; the first (a GET where there is one) names the path's requirements. */
function paths(spec: ApiSpec): { path: string; ops: Operation[]; first: Operation }[] {
  const byPath = new Map<string, Operation[]>();
  for (const op of spec.operations) byPath.set(op.path, [...(byPath.get(op.path) ?? []), op]);
  return [...byPath.entries()].map(([path, ops]) => ({
    path,
    ops,
    first: ops.find((op) => op.method === 'get') ?? (ops[0] as Operation),
  }));
}

const allowed = (exchange: Exchange): string[] => {
  const header = exchange.headers['allow'];
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  return text
    .split(',')
    .map((m) => m.trim().toLowerCase())
    .filter((m) => m !== '');
};

export function methodRequirements(spec: ApiSpec): Requirement[] {
  return paths(spec).flatMap(({ path, ops, first }) => {
    const methods = ops.map((op) => op.method.toUpperCase()).join(', ');
    return [
      about(first, {
        id: allowId(first),
        level: 'MUST',
        source: rfc(
          'RFC 9110 §15.5.6',
          "The origin server MUST generate an Allow header field in a 405 response containing a list of the target resource's currently supported methods.",
        ),
        section: 'Errors',
        category: 'robustness',
        operations: ops.map((op) => op.id),
        statement: `a 405 to a method ${path} does not allow carries Allow naming ${methods}, and not that method`,
      }),
      about(first, {
        id: allow405Id(first),
        level: 'SHOULD',
        source: failureStatuses,
        section: 'Errors',
        category: 'robustness',
        operations: ops.map((op) => op.id),
        statement: `a method ${path} does not allow is refused: answered 405 with the error body`,
      }),
    ];
  });
}

export function methodChecks(spec: ApiSpec): Check[] {
  return paths(spec).map(({ path, ops, first }): Check => ({
    name: `methods of ${path}`,
    covers: [allowId(first), allow405Id(first)],
    async run(run) {
      const ids = [allowId(first), allow405Id(first)].filter((id) => run.selected.has(id));
      const s = new Session(run.env);
      const params = await paramsOrPlaceholders(s, first, 'shared', { orWhenSetupFails: true });
      const defined = ops.map((op) => op.method);
      const broken = new Map<string, { message: string; exchange: Exchange }>();
      for (const method of METHODS.filter((m) => !defined.includes(m))) {
        const target = fillPath(path, params);
        let exchange: Exchange;
        try {
          exchange = await s.request(method.toUpperCase(), target);
        } catch (error) {
          if (!(error instanceof TargetUnreachable)) throw error;
          exchange = unanswered(method.toUpperCase(), `${s.fixtures.baseUrl}${target}`, undefined, error);
          if (!(await stillUp(run, `${method.toUpperCase()} ${target}`))) {
            broken.set(allow405Id(first), {
              message: `${method.toUpperCase()} ${target}: ${exchange.bodyText}, and the target stopped answering after it`,
              exchange,
            });
            break;
          }
        }
        const names = allowed(exchange);
        const missing = defined.filter((m) => !names.includes(m));
        if (exchange.status === 405 && (missing.length > 0 || names.includes(method))) {
          const header =
            exchange.headers['allow'] === undefined ? 'no Allow header' : `Allow: ${names.join(', ').toUpperCase()}`;
          broken.set(allowId(first), {
            message: `${method.toUpperCase()} ${target} answered 405 with ${header}; the path allows ${defined.join(', ').toUpperCase()}`,
            exchange,
          });
        }
        if (!isStatusWithErrorBody(exchange, 405))
          broken.set(allow405Id(first), { message: `${answer(exchange)}: not a 405 with the error body`, exchange });
      }
      return ids.map((id): Verdict => {
        const found = broken.get(id);
        return found === undefined
          ? { id, status: 'pass', check: `methods of ${path}` }
          : {
              id,
              status: 'fail',
              check: `methods of ${path}`,
              failure: { message: found.message, exchanges: [found.exchange] },
            };
      });
    },
  }));
}
