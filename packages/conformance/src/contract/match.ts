/** Which operation of the spec a request is: its method and path matched against every path template. */
import { METHODS, type Method } from '@docs-api/spec';
import type { ApiSpec, Operation } from './operations.js';

export type Match =
  | { kind: 'operation'; op: Operation; pathParams: Record<string, string> }
  /** The path is a template of the spec, the method is not one of its operations there. */
  | { kind: 'method'; allowed: string[] }
  | { kind: 'path' };

interface Template {
  pattern: RegExp;
  names: string[];
  /** Literal characters: among templates that match, the most literal wins (`/spaces/search` over `/spaces/{id}`). */
  literal: number;
  byMethod: Map<Method, Operation>;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How many segments a path has, a trailing slash left out (a template's `{name}` is one segment). */
const segments = (path: string): number => path.replace(/\/$/, '').split('/').length;

/** Matches request lines to operations; built once per spec. */
export class OperationMatcher {
  /** The templates by their number of segments, the most literal first: a request tries only those of its length. */
  private readonly templates = new Map<number, Template[]>();

  constructor(spec: ApiSpec) {
    const byPath = new Map<string, Template>();
    for (const op of spec.operations) {
      let template = byPath.get(op.path);
      if (template === undefined) {
        const names: string[] = [];
        const source = op.path
          .split(/(\{\w+\})/)
          .map((part) => {
            const name = /^\{(\w+)\}$/.exec(part)?.[1];
            if (name === undefined) return escape(part);
            names.push(name);
            return '([^/]+)';
          })
          .join('');
        template = {
          pattern: new RegExp(`^${source}/?$`),
          names,
          literal: op.path.replace(/\{\w+\}/g, '').length,
          byMethod: new Map(),
        };
        byPath.set(op.path, template);
        const count = segments(op.path);
        this.templates.set(count, [...(this.templates.get(count) ?? []), template]);
      }
      template.byMethod.set(op.method, op);
    }
    for (const list of this.templates.values()) list.sort((a, b) => b.literal - a.literal);
  }

  /** The operation of a method and a path (without its query); HEAD is the GET operation of the path. */
  match(method: string, path: string): Match {
    const wanted = (method.toLowerCase() === 'head' ? 'get' : method.toLowerCase()) as Method;
    let allowed: string[] | undefined;
    for (const template of this.templates.get(segments(path)) ?? []) {
      const found = template.pattern.exec(path);
      if (found === null) continue;
      const op = template.byMethod.get(wanted);
      if (op === undefined) {
        allowed ??= METHODS.filter((m) => template.byMethod.has(m)).map((m) => m.toUpperCase());
        continue;
      }
      const pathParams: Record<string, string> = {};
      template.names.forEach((name, i) => {
        const raw = found[i + 1] ?? '';
        try {
          pathParams[name] = decodeURIComponent(raw);
        } catch {
          pathParams[name] = raw;
        }
      });
      return { kind: 'operation', op, pathParams };
    }
    return allowed !== undefined ? { kind: 'method', allowed } : { kind: 'path' };
  }
}
