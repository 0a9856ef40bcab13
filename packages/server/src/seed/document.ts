/**
 * A seed file (docs/stand-in.md › Seed files): parsed as YAML (JSON is YAML too), checked against the schema of
 * seed/schema.ts, then its references (a member names a user, a section names a space…) resolved. Every
 * error names the path in the file and its line, e.g. `organizations.acme.spaces.handbook.editMode (line 12)`.
 */
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { isMap, isNode, isScalar, isSeq, LineCounter, parseDocument, type Document } from 'yaml';
import { buildSeedSchema } from './schema.js';

type Role = 'admin' | 'create' | 'edit' | 'review' | 'comment' | 'read';

export interface SeedPage {
  title: string;
  slug?: string;
  markdown?: string;
  pages?: SeedPage[];
}
export interface SeedComment {
  author: string;
  page?: string;
  markdown: string;
  resolved?: boolean;
  replies?: { author: string; markdown: string }[];
}
export interface SeedChangeRequest {
  subject: string;
  author: string;
  status?: 'open' | 'merged';
  mergedBy?: string;
  pages?: SeedPage[];
  comments?: SeedComment[];
}
export interface SeedSpace {
  title: string;
  emoji?: string;
  visibility?: 'public' | 'unlisted' | 'share-link' | 'visitor-auth' | 'in-collection' | 'private';
  editMode?: 'live' | 'locked';
  defaultLevel?: Role | null;
  pages?: SeedPage[];
  comments?: SeedComment[];
  changeRequests?: SeedChangeRequest[];
}
export interface SeedCollection {
  title: string;
  description?: string;
  defaultLevel?: Role | null;
  collections?: Record<string, SeedCollection>;
  spaces?: Record<string, SeedSpace>;
}
export interface SeedSite {
  title: string;
  type?: 'basic' | 'premium' | 'ultimate' | 'sponsored' | 'legacy-basic' | 'legacy-premium';
  visibility?: 'public' | 'unlisted' | 'share-link' | 'visitor-auth';
  published?: boolean;
  sections?: { space: string; title?: string }[];
  shareLinks?: { name: string }[];
}
export interface SeedOrganization {
  title: string;
  type?: 'business' | 'community';
  hostname?: string;
  emailDomains?: string[];
  members?: Record<string, Role | null>;
  teams?: Record<string, { title: string; members?: Record<string, 'owner' | 'member'> }>;
  collections?: Record<string, SeedCollection>;
  spaces?: Record<string, SeedSpace>;
  sites?: Record<string, SeedSite>;
}
export interface SeedDocument {
  users: Record<string, { displayName: string; email: string }>;
  organizations: Record<string, SeedOrganization>;
  fixtures?: {
    organization?: string;
    otherOrganization?: string;
    admin?: string;
    reader?: string;
    outsider?: string;
  };
}

/** A seed file that cannot be used: `path` in the file (dotted), its `line` (1-based) when known. */
export class SeedError extends Error {
  constructor(
    readonly path: string,
    readonly line: number | undefined,
    readonly reason: string,
  ) {
    super(`${path === '' ? 'the seed file' : path}${line !== undefined ? ` (line ${line})` : ''}: ${reason}`);
  }
}

let validate: ReturnType<Ajv2020['compile']> | undefined;
function validator(): ReturnType<Ajv2020['compile']> {
  if (validate === undefined) {
    const ajv = new Ajv2020({ allErrors: false, strict: true, allowUnionTypes: true });
    addFormats.default(ajv, ['email']);
    validate = ajv.compile(buildSeedSchema());
  }
  return validate;
}

/** Where a path of the document starts in the text (the key's line for a mapping entry). */
export type LineOf = (path: readonly (string | number)[]) => number | undefined;

function lineFinder(doc: Document.Parsed, counter: LineCounter): LineOf {
  const lineAt = (node: unknown): number | undefined =>
    isNode(node) && node.range ? counter.linePos(node.range[0]).line : undefined;
  // The line of the deepest part of the path that exists: a mapping entry's key, a sequence's item.
  return (path) => {
    let node: unknown = doc.contents;
    let line = lineAt(node);
    for (const key of path) {
      if (isMap(node)) {
        const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(key));
        if (pair === undefined) break;
        line = lineAt(pair.key) ?? line;
        node = pair.value;
      } else if (isSeq(node) && typeof key === 'number' && node.items[key] !== undefined) {
        node = node.items[key];
        line = lineAt(node) ?? line;
      } else break;
    }
    return line;
  };
}

const dotted = (path: readonly (string | number)[]): string =>
  path.map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? key : `.${key}`)).join('');

/** The SeedError of the schema's first complaint. */
function schemaError(error: ErrorObject | undefined, lineOf: LineOf): SeedError {
  const path = (error?.instancePath ?? '')
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  // An unknown property is named by its own path (and line).
  const unknown =
    error?.params && 'additionalProperty' in error.params ? String(error.params['additionalProperty']) : undefined;
  if (unknown !== undefined) path.push(unknown);
  const extra = unknown !== undefined ? ` (${unknown})` : '';
  const allowed =
    error?.params && 'allowedValues' in error.params ? `: ${JSON.stringify(error.params['allowedValues'])}` : '';
  return new SeedError(dotted(path), lineOf(path), `${error?.message ?? 'is invalid'}${extra}${allowed}`);
}

/** Parses and validates a seed file's text (YAML or JSON); a SeedError names the path and the line. */
export function parseSeed(text: string): { seed: SeedDocument; lineOf: LineOf } {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, prettyErrors: false, uniqueKeys: true });
  const syntax = doc.errors[0];
  if (syntax !== undefined) {
    throw new SeedError('', counter.linePos(syntax.pos[0]).line, syntax.message.split('\n')[0] ?? syntax.message);
  }
  const lineOf = lineFinder(doc, counter);
  const value: unknown = doc.toJS();
  const check = validator();
  if (!check(value)) throw schemaError(check.errors?.[0], lineOf);
  return { seed: value as SeedDocument, lineOf };
}

/** Validates a seed document given as a value (a request body): its errors name the path, without a line. */
export function checkSeed(value: unknown): { seed: SeedDocument; lineOf: LineOf } {
  const check = validator();
  const lineOf: LineOf = () => undefined;
  if (!check(value)) throw schemaError(check.errors?.[0], lineOf);
  return { seed: value as SeedDocument, lineOf };
}

/** A SeedError for `path`, with its line. */
export const seedError = (lineOf: LineOf, path: readonly (string | number)[], reason: string): SeedError =>
  new SeedError(dotted(path), lineOf(path), reason);
