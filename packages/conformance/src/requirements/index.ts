/**
 * Every module of the suite, in one list. The spec-derived families apply to every operation; a profile
 * module adds its fixtures (how to make its objects) and its state models. A later profile plugs in here.
 */
import type { SuiteModule } from '../engine/module.js';
import { changeRequestsModule } from './change-requests/index.js';
import { collectionsModule } from './collections.js';
import { conflictsModule } from './generic/conflicts.js';
import { commentsModule } from './comments/index.js';
import { concurrencyModule } from './concurrency/index.js';
import { contentModule } from './content.js';
import { coreModule } from './core.js';
import { accessModule } from './generic/access.js';
import { answersModule } from './generic/answers.js';
import { atomicModule } from './generic/atomic.js';
import { authModule } from './generic/auth.js';
import { cascadesModule } from './generic/cascades.js';
import { deletesModule } from './generic/deletes.js';
import { disclosureModule } from './generic/disclosure.js';
import { effectsModule } from './generic/effects.js';
import { enumsModule } from './generic/enums.js';
import { hierarchyModule } from './generic/hierarchy.js';
import { httpSemanticsModule } from './generic/http-semantics.js';
import { filtersModule } from './generic/filters.js';
import { flagsModule } from './generic/flags.js';
import { limitsModule } from './generic/limits.js';
import { locationsModule } from './generic/locations.js';
import { paginationModule } from './generic/pagination.js';
import { refusalsModule } from './generic/refusals.js';
import { sortModule } from './generic/sort.js';
import { responsesModule } from './generic/responses.js';
import { negativeModule } from './generic/negative.js';
import { robustnessModule } from './generic/robustness.js';
import { membershipsModule } from './generic/memberships.js';
import { referencesModule } from './generic/references.js';
import { sameObjectModule } from './generic/same-object.js';
import { authorsModule } from './generic/authors.js';
import { searchModule } from './generic/search.js';
import { variantsModule } from './generic/variants.js';
import { viewerModule } from './generic/viewer.js';
import { patchSemanticsModule } from './generic/patch-semantics.js';
import { countsModule } from './generic/counts.js';
import { derivedModule } from './generic/derived.js';
import { readOnlyModule } from './generic/read-only.js';
import { readYourWritesModule } from './generic/read-your-writes.js';
import { timestampsModule } from './generic/timestamps.js';
import { instancesModule } from './instances.js';
import { membersTeamsModule } from './members-teams/index.js';
import { openapiModule } from './openapi/index.js';
import { perfModule } from './perf.js';
import { sitesModule } from './sites/index.js';
import { spacesModule } from './spaces/index.js';
import { ssoModule } from './sso.js';
import { translationsModule } from './translations.js';

export const suiteModules: SuiteModule[] = [
  // spec-derived families
  responsesModule,
  answersModule,
  disclosureModule,
  authModule,
  accessModule,
  viewerModule,
  locationsModule,
  sameObjectModule,
  authorsModule,
  referencesModule,
  membershipsModule,
  hierarchyModule,
  limitsModule,
  enumsModule,
  variantsModule,
  patchSemanticsModule,
  readYourWritesModule,
  effectsModule,
  countsModule,
  derivedModule,
  timestampsModule,
  atomicModule,
  readOnlyModule,
  paginationModule,
  sortModule,
  filtersModule,
  flagsModule,
  searchModule,
  deletesModule,
  cascadesModule,
  refusalsModule,
  conflictsModule,
  robustnessModule,
  httpSemanticsModule,
  perfModule,
  // profiles
  coreModule,
  spacesModule,
  collectionsModule,
  membersTeamsModule,
  ssoModule,
  changeRequestsModule,
  commentsModule,
  contentModule,
  sitesModule,
  openapiModule,
  translationsModule,
  // what a target may opt out of
  concurrencyModule,
  instancesModule,
  // last: a malformed request that takes a fragile target down should cost as few other verdicts as possible
  negativeModule,
];
