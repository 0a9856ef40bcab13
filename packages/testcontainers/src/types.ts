/** The test API's shapes this module takes and answers, by their names in the test API document (@docs-api/spec). */
import type { components, operations } from './generated/test-api.js';

type Schemas = components['schemas'];

/** A tenant made with the `demo` or `empty` seed (createTenant): its id, base URL, organizations and tokens. */
export type TenantFixtures = Schemas['TenantFixtures'];
/** A tenant made from a seed document: a token per user by name, the ids of every named object. */
export type SeedTenantFixtures = Schemas['SeedTenantFixtures'];
/** A seed document (what `serve --seed <file>` reads, as an object): docs/stand-in.md › Seed files. */
export type SeedDocument = Schemas['SeedDocument'];
export type FaultRuleInput = Schemas['FaultRuleInput'];
export type FaultRule = Schemas['FaultRule'];
export type RequestRecord = Schemas['RequestRecord'];
/** The filters of the request journal (listRequests). */
export type RequestQuery = NonNullable<operations['listRequests']['parameters']['query']>;

/** What the server writes to --fixtures-out when it seeds the demo: the fixtures of the demo organization. */
export type DemoFixtures = Omit<TenantFixtures, 'tenantId'>;
/** What the server writes to --fixtures-out when it seeds a seed file. */
export type SeedFileFixtures = Omit<SeedTenantFixtures, 'tenantId'>;

/** A tenant, by its fixtures or anything else that carries its id. */
export interface TenantRef {
  tenantId: string;
}
