/** The catalogue's identity for a certification bundle: the API spec version and a hash of every requirement. */
import { createHash } from 'node:crypto';
import type { Catalogue } from '../catalogue.js';

export interface CatalogueIdentity {
  /** info.version of the OpenAPI document the catalogue is built from. */
  version: string;
  /** sha256 of the requirements (ID, level, profile, section, operations, category, statement, needs), sorted by ID. */
  hash: string;
  requirements: number;
}

export function catalogueIdentity(catalogue: Catalogue): CatalogueIdentity {
  const requirements = [...catalogue.requirements]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((r) => [r.id, r.level, r.profile, r.section, r.operations, r.category, r.statement, r.needs ?? []]);
  const hash = createHash('sha256')
    .update(JSON.stringify([catalogue.spec.document.info.version, requirements]))
    .digest('hex');
  return { version: catalogue.spec.document.info.version, hash: `sha256:${hash}`, requirements: requirements.length };
}

export const sha256 = (data: string | Buffer): string => `sha256:${createHash('sha256').update(data).digest('hex')}`;
