/** The Docs Workspace Management API contract as an OpenAPI 3.1 document. */
import { buildDocument } from './document.js';
import { buildTestApiDocument } from './test-api/document.js';
import { buildSeedSchema } from './test-api/seed-schema.js';

export { buildDocument } from './document.js';
export { buildTestApiDocument } from './test-api/document.js';
export { buildSeedSchema } from './test-api/seed-schema.js';
export { SEED_SCHEMA_REF } from './test-api/paths/tenants.js';
export { commonFailureStatuses, requestLimits } from './limits.js';
export {
  cascadeKey,
  cascadeOf,
  cascadeOperations,
  type Cascade,
  type CascadeGone,
  type CascadeUnlisted,
} from './cascades.js';
export {
  effectKey,
  effectOf,
  type DuplicateEffect,
  type Effect,
  type MembershipEffect,
  type MoveEffect,
  type Reading,
  type RestoreEffect,
  type SetsEffect,
  type SiblingList,
  type TransferEffect,
} from './effects.js';
export {
  derivedKey,
  derivedOf,
  derivedParamsOf,
  type CountDerivation,
  type Derivation,
  type DerivedMeaning,
  type DerivedParams,
  type EqualsDerivation,
  type ParamDerivation,
  type PresentWhenDerivation,
} from './derived.js';
export type { FilterMeaning, FilterOp, FilterVia, SearchMeaning } from './filters.js';
export { flagKey, flagOf, type FlagEffect, type FlagMeaning } from './flags.js';
export { instanceKey, instanceOf, withInstance, type InstanceMeaning } from './instance.js';
export { refersKey, refersOf, type RefersMeaning } from './refers.js';
export { conflictsKey, conflictsOf, type Conflict } from './conflicts.js';
export { permitsKey, permitsOf, type PermitsMeaning } from './permits.js';
export { nothingToRefuse } from './refusals.js';
export { requiredBeyondContract, requiredBeyondContractKey } from './required-beyond-contract.js';
export { sortKey, sortOf, withSort, type SortAnnotation, type SortBy } from './sorting.js';
export * from './walk.js';
export type * from 'openapi3-ts/oas31';

/** The document, built once. Treat as read-only. */
export const document = /* @__PURE__ */ buildDocument();

/** The test API's document (`/__test/*` of the reference server), built once. Treat as read-only. */
export const testApiDocument = /* @__PURE__ */ buildTestApiDocument();

/**
 * The JSON Schema of seed documents (`serve --seed <file>`, createTenant `seed`), built once from the contract;
 * the test API document refers to it as SEED_SCHEMA_REF. Treat as read-only.
 */
export const seedSchema = /* @__PURE__ */ buildSeedSchema(document);
