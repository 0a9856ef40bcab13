// Generated from @docs-api/spec by scripts/generate.ts. Do not edit: run `pnpm build`.

export interface paths {
    "/__test/tenants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the tenants, oldest first */
        get: operations["listTenants"];
        put?: never;
        /**
         * Create a tenant and answer its fixtures
         * @description No body, or no `seed`, means `demo`. Every caller of the fixtures gets a new API token. The tenant’s state right after seeding is what `POST /__test/tenants/{tenantId}/reset` returns to. 409 when a server-wide reset or snapshot restore removed the tenant while it was being created (create it again).
         */
        post: operations["createTenant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__test/tenants/{tenantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a tenant */
        get: operations["getTenant"];
        put?: never;
        post?: never;
        /**
         * Remove a tenant and everything of it
         * @description Its organizations, users and everything in them; its tokens answer 401 from then on, on every instance. Its snapshots go too, and on this instance the fault rules naming it and its request journal entries.
         */
        delete: operations["deleteTenant"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__test/seed.schema.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The JSON Schema of seed documents
         * @description What `seed` of createTenant and `serve --seed <file>` take (docs/stand-in.md › Seed files), built from the contract: its enums and limits are the API’s.
         */
        get: operations["getSeedSchema"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__test/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the server’s global clock */
        get: operations["getClock"];
        put?: never;
        /**
         * Move the server’s global clock forward
         * @description Moves every time-based behaviour of every tenant forward (the 7-day restore window, share-link expiry).
         */
        post: operations["advanceClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__test/tenants/{tenantId}/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a tenant’s clock */
        get: operations["getTenantClock"];
        put?: never;
        /**
         * Move a tenant’s clock forward
         * @description Moves only this tenant’s time-based behaviour; every instance on the database sees it.
         */
        post: operations["advanceTenantClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__test/tenants/{tenantId}/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bring one tenant back to what it was seeded with
         * @description Its rows, tokens and clock as right after createTenant answered (the same ids and tokens); no other tenant and none of the server’s own data is touched, so other processes may work in their tenants meanwhile.
         */
        post: operations["resetTenant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__test/tenants/{tenantId}/snapshots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List one tenant’s snapshots, oldest first */
        get: operations["listTenantSnapshots"];
        put?: never;
        /**
         * Take a snapshot of one tenant
         * @description Copies the tenant’s rows of every table (organizations, users, tokens, content, …) and its clock. 409 when the tenant has a snapshot of this name; names are per tenant.
         */
        post: operations["createTenantSnapshot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__test/tenants/{tenantId}/snapshots/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one of a tenant’s snapshots */
        delete: operations["deleteTenantSnapshot"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__test/tenants/{tenantId}/snapshots/{name}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bring one tenant back to one of its snapshots
         * @description The tenant’s rows and clock as they were when the snapshot was taken, in one transaction; other tenants and the server’s own data are not touched. Every instance on the database drops its caches.
         */
        post: operations["restoreTenantSnapshot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__test/snapshots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the whole-server snapshots, oldest first */
        get: operations["listSnapshots"];
        put?: never;
        /**
         * Take a snapshot of the whole server
         * @description Copies the data of every tenant and of the server’s own organizations, with the global clock. 409 when a snapshot has this name. Server-wide: it also changes every other tenant, so a suite whose files run at once uses the tenant operations (`/__test/tenants/{tenantId}/…`) instead.
         */
        post: operations["createSnapshot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__test/snapshots/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a snapshot */
        delete: operations["deleteSnapshot"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__test/snapshots/{name}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bring the whole server back to a snapshot
         * @description Every tenant, organization, space and token is as it was when the snapshot was taken (a tenant created since is gone and its tokens answer 401); the global clock returns to its time then; every instance on the database drops its caches. A tenant being created meanwhile answers 409. Server-wide: it also changes every other tenant, so a suite whose files run at once uses the tenant operations (`/__test/tenants/{tenantId}/…`) instead.
         */
        post: operations["restoreSnapshot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__test/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bring the whole server back to its state right after start-up
         * @description As a restore of the snapshot taken at start-up, after the migrations and the seed; also this instance’s fault rules and request journal. A tenant being created meanwhile answers 409. Server-wide: it also changes every other tenant, so a suite whose files run at once uses the tenant operations (`/__test/tenants/{tenantId}/…`) instead.
         */
        post: operations["resetServer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__test/faults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the fault rules, with how often each matched and fired */
        get: operations["listFaultRules"];
        put?: never;
        /**
         * Add a fault rule for /v1 requests
         * @description The first rule (in the order added) that matches a request and fires acts on it. A rule with a `seed` meets the same sequence of requests with the same sequence of faults; added again, it starts again. A `tenantId` that names no tenant is a 404; a tenant’s rules go when the tenant is deleted.
         */
        post: operations["addFaultRule"];
        /**
         * Remove every fault rule, or those of one tenant
         * @description With `tenantId`, only the rules naming that tenant go (other processes’ tenants keep theirs); 404 when there is no such tenant.
         */
        delete: operations["clearFaultRules"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__test/faults/{faultRuleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove one fault rule */
        delete: operations["removeFaultRule"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__test/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the requests this server answered, newest first
         * @description A `tenantId` that names no tenant is a 404 (a tenant’s entries go when the tenant is deleted).
         */
        get: operations["listRequests"];
        put?: never;
        post?: never;
        /**
         * Empty the request journal, or remove one tenant’s entries
         * @description With `tenantId`, only that tenant’s entries go; 404 when there is no such tenant.
         */
        delete: operations["clearRequests"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__test/mutants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The catalogue of behaviour mutants, in a stable order */
        get: operations["listMutants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Error: {
            error: {
                /** @description The HTTP status */
                code: number;
                /** @description Human readable text */
                message: string;
            };
        };
        /** @description List envelope shared by every list operation; `next` is absent on the last page */
        ListEnvelope: {
            next?: {
                /** @description The value to pass as query `page` */
                page: string;
            };
            /** @description Total number of items in the whole list */
            count: number;
        };
        CreateTenant: {
            /** @description The data the tenant starts with: `demo` (the demo organizations, members, teams, collections and spaces; the default), `empty` (the organizations and their members only) or a seed document (the JSON Schema served at `/__test/seed.schema.json`, docs/stand-in.md › Seed files) */
            seed?: ("demo" | "empty") | components["schemas"]["SeedDocument"];
            /** @description Behaviour mutants (ids of `GET /__test/mutants`) that act on this tenant’s /v1 requests only: each changes one observable behaviour of one operation or field (README › Mutation score). An unknown id answers 400 */
            mutants?: string[];
        };
        /** @description The fixtures of the tenant, in the shape of the conformance suite’s fixtures.json, and its id */
        TenantFixtures: {
            tenantId: string;
            /** Format: uri */
            baseUrl: string;
            /** @description The organization of the admin and the reader */
            organizationId: string;
            /** @description The outsider’s organization, of the same tenant */
            otherOrganizationId: string;
            tokens: {
                admin: string;
                reader: string;
                outsider: string;
            } & {
                [key: string]: string;
            };
        };
        /** @description The fixtures of a tenant seeded from a seed document (docs/stand-in.md › Seed files): a token per user by the name in the document, `admin`/`reader`/`outsider` and the organization ids where its `fixtures` names them, and the ids of every named object: organizations, users, collections, spaces, change requests (with their numbers) and pages */
        SeedTenantFixtures: {
            tenantId: string;
            /** Format: uri */
            baseUrl: string;
            organizationId?: string;
            otherOrganizationId?: string;
            tokens: {
                [key: string]: string;
            };
            organizations: {
                [key: string]: string;
            };
            users: {
                [key: string]: string;
            };
            /** @description Organization name → space name → space id */
            spaces: {
                [key: string]: {
                    [key: string]: string;
                };
            };
            /** @description Organization name → collection name (a nested one: its parents’ names and its own, joined by `/`) → id */
            collections: {
                [key: string]: {
                    [key: string]: string;
                };
            };
            /** @description Organization name → space name → the space’s change requests in the order of the document */
            changeRequests: {
                [key: string]: {
                    [key: string]: {
                        id: string;
                        number: number;
                        subject: string;
                    }[];
                };
            };
            /** @description Organization name → space name → page path (slugs joined by `/`) → page id, in the space’s content once seeded */
            pages: {
                [key: string]: {
                    [key: string]: {
                        [key: string]: string;
                    };
                };
            };
        };
        Tenant: {
            /** @constant */
            object: "tenant";
            id: string;
            /** Format: date-time */
            createdAt: string;
            /** @enum {string} */
            seed: "demo" | "empty" | "document";
            /**
             * Format: date-time
             * @description The tenant clock’s current time
             */
            now: string;
            /** @description The ids of its organizations */
            organizations: string[];
        };
        ClockNow: {
            /**
             * Format: date-time
             * @description The clock’s current time
             */
            now: string;
        };
        AdvanceClock: {
            /** @description How far to move the clock forward, in seconds */
            advanceSeconds: number;
        };
        /** @description Moves the tenant’s clock forward by `advanceSeconds`, or to `now` (never backward: 409) */
        SetTenantClock: {
            /** @description How far to move it, in seconds */
            advanceSeconds: number;
        } | {
            /**
             * Format: date-time
             * @description The time the clock moves to
             */
            now: string;
        };
        Snapshot: {
            /** @description The name the snapshot is restored by (letters, digits, `.`, `_`, `-`) */
            name: string;
            /**
             * Format: date-time
             * @description When the snapshot was taken
             */
            createdAt: string;
        };
        CreateSnapshot: {
            /** @description The name the snapshot is restored by (letters, digits, `.`, `_`, `-`) */
            name: string;
        };
        SnapshotList: components["schemas"]["ListEnvelope"] & {
            items: components["schemas"]["Snapshot"][];
        };
        /** @description What to match (an `operationId`, or a `path` pattern with an optional `method`; optionally a `tenantId`) and what to do: answer a `status`, `reset` the connection, and/or hold the request `delayMs`. */
        FaultRuleInput: {
            /** @description Matches the requests of this operation of the API */
            operationId?: string;
            /**
             * @description Matches this method
             * @enum {string}
             */
            method?: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";
            /** @description Matches request paths: `*` or `{name}` stands for one segment, a final `/**` for any rest (`/v1/spaces/*\/content/**`); literal segments compare case-insensitively */
            path?: string;
            /** @description Matches only requests whose caller belongs to this tenant */
            tenantId?: string;
            /** @description Answers with this status instead */
            status?: number;
            /** @description The answer body (any JSON); default: the error body `{"error": {"code", "message"}}` */
            body?: unknown;
            /** @description Retry-After seconds; sent with a 429 or 503 always (default 1), with other statuses when given */
            retryAfter?: number;
            /** @description Holds the request this long, or a duration drawn in [min, max], before answering */
            delayMs?: number | {
                min: number;
                max: number;
            };
            /**
             * @description Closes the connection without an answer
             * @constant
             */
            reset?: true;
            /** @description Fires on this share of the requests it matches (default 1) */
            probability?: number;
            /** @description Seeds the draws of `probability` and of a delay range; the same requests meet the same faults */
            seed?: number;
            /** @description Stops firing after this many times */
            times?: number;
        } & ((unknown | unknown) & (unknown | unknown | unknown) & unknown);
        FaultRule: {
            /** @constant */
            object: "faultRule";
            id: string;
            /** @description Matches the requests of this operation of the API */
            operationId?: string;
            /**
             * @description Matches this method
             * @enum {string}
             */
            method?: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";
            /** @description Matches request paths: `*` or `{name}` stands for one segment, a final `/**` for any rest (`/v1/spaces/*\/content/**`); literal segments compare case-insensitively */
            path?: string;
            /** @description Matches only requests whose caller belongs to this tenant */
            tenantId?: string;
            /** @description Answers with this status instead */
            status?: number;
            /** @description The answer body (any JSON); default: the error body `{"error": {"code", "message"}}` */
            body?: unknown;
            /** @description Retry-After seconds; sent with a 429 or 503 always (default 1), with other statuses when given */
            retryAfter?: number;
            /** @description Holds the request this long, or a duration drawn in [min, max], before answering */
            delayMs?: number | {
                min: number;
                max: number;
            };
            /**
             * @description Closes the connection without an answer
             * @constant
             */
            reset?: true;
            /** @description Fires on this share of the requests it matches (default 1) */
            probability?: number;
            /** @description The seed its draws use (chosen at random when not given) */
            seed: number;
            /** @description Stops firing after this many times */
            times?: number;
            /** @description Requests it matched */
            matched: number;
            /** @description Requests it acted on */
            fired: number;
        };
        RequestRecord: {
            /** @constant */
            object: "request";
            id: string;
            /**
             * Format: date-time
             * @description When the answer was sent (or the connection closed)
             */
            at: string;
            method: string;
            /** @description Path and query; capability paths, tokens and share keys redacted */
            path: string;
            operationId: string | null;
            tenantId: string | null;
            /** @description 0 when no answer was sent (a reset, or the client left) */
            status: number;
            durationMs: number;
            /** @description A fault rule fired on the request (answered, reset or delayed it) */
            faulted: boolean;
            /** @description The fault rule that fired */
            faultRuleId?: string;
        };
        Mutant: {
            /** @description Stable: `<operator>:<operationId or Schema.field>[:<detail>]` */
            id: string;
            /** @description The kind of change (param-ignored, field-frozen, …) */
            operator: string;
            /** @description The operation it changes, when it changes one */
            operationId?: string;
            /** @description The response field it changes (`Schema.field`), when it changes one */
            field?: string;
            /** @description The operationIds whose answers it can change: the requirements using them judge it */
            touches: string[];
            /** @description Of `touches`, the operations whose requirements judge it first (a field’s: those answering its object) */
            first?: string[];
            /** @description What it changes, in one sentence */
            description: string;
            /** @description Why no answer can differ from the reference’s: such a mutant is left out of the score */
            equivalent?: string;
        };
        /** Seed file of the Docs Workspace Management API reference server */
        SeedDocument: {
            $schema?: string;
            /** @description Users by name; the name keys tokens.<name> in the fixtures */
            users: {
                [key: string]: components["schemas"]["SeedUser"];
            };
            /** @description Organizations by name */
            organizations: {
                [key: string]: components["schemas"]["SeedOrganization"];
            };
            /** @description Which names fill the conformance fixtures (fixtures.json) */
            fixtures?: {
                /** @description The organization of fixtures.organizationId */
                organization?: string;
                /** @description The organization of fixtures.otherOrganizationId */
                otherOrganization?: string;
                /** @description The user whose token is tokens.admin */
                admin?: string;
                /** @description The user whose token is tokens.reader */
                reader?: string;
                /** @description The user whose token is tokens.outsider */
                outsider?: string;
            };
        };
        SeedUser: {
            displayName: string;
            /** Format: email */
            email: string;
        };
        SeedOrganization: {
            title: string;
            /** @enum {string} */
            type?: "business" | "community";
            hostname?: string;
            emailDomains?: string[];
            /** @description User name → role in the organization */
            members?: {
                [key: string]: "admin" | "create" | "edit" | "review" | "comment" | "read" | null;
            };
            /** @description Teams by name */
            teams?: {
                [key: string]: components["schemas"]["SeedTeam"];
            };
            /** @description Top-level collections by name */
            collections?: {
                [key: string]: components["schemas"]["SeedCollection"];
            };
            /** @description Spaces outside any collection by name */
            spaces?: {
                [key: string]: components["schemas"]["SeedSpace"];
            };
            /** @description Sites by name */
            sites?: {
                [key: string]: components["schemas"]["SeedSite"];
            };
        };
        SeedTeam: {
            title: string;
            /** @description User name → role in the team */
            members?: {
                [key: string]: "owner" | "member";
            };
        };
        SeedCollection: {
            title: string;
            description?: string;
            /** @enum {unknown} */
            defaultLevel?: "admin" | "create" | "edit" | "review" | "comment" | "read" | null;
            /** @description Nested collections by name */
            collections?: {
                [key: string]: components["schemas"]["SeedCollection"];
            };
            /** @description Spaces of this collection by name */
            spaces?: {
                [key: string]: components["schemas"]["SeedSpace"];
            };
        };
        /** @description A space; its key is unique in its organization and names it in sites and sections */
        SeedSpace: {
            title: string;
            emoji?: string;
            /** @enum {string} */
            visibility?: "public" | "unlisted" | "share-link" | "visitor-auth" | "in-collection" | "private";
            /** @enum {string} */
            editMode?: "live" | "locked";
            /** @enum {unknown} */
            defaultLevel?: "admin" | "create" | "edit" | "review" | "comment" | "read" | null;
            pages?: components["schemas"]["SeedPage"][];
            comments?: components["schemas"]["SeedComment"][];
            changeRequests?: components["schemas"]["SeedChangeRequest"][];
        };
        SeedPage: {
            title: string;
            /** @description Default: from the title */
            slug?: string;
            markdown?: string;
            pages?: components["schemas"]["SeedPage"][];
        };
        SeedComment: {
            /** @description A member of the organization */
            author: string;
            /** @description The path of the page commented on (slugs joined by /) */
            page?: string;
            /** @description Markdown */
            markdown: string;
            resolved?: boolean;
            replies?: components["schemas"]["SeedReply"][];
        };
        SeedReply: {
            /** @description A member of the organization */
            author: string;
            /** @description Markdown */
            markdown: string;
        };
        SeedChangeRequest: {
            subject: string;
            /** @description A member with the edit level */
            author: string;
            /** @enum {unknown} */
            status?: "open" | "merged";
            /** @description Who merges it (review level); default: the author */
            mergedBy?: string;
            /** @description Pages added, or changed when their path exists in the space */
            pages?: components["schemas"]["SeedPage"][];
            comments?: components["schemas"]["SeedComment"][];
        };
        SeedSite: {
            title: string;
            /** @enum {string} */
            type?: "basic" | "premium" | "ultimate" | "sponsored" | "legacy-basic" | "legacy-premium";
            /** @enum {string} */
            visibility?: "public" | "unlisted" | "share-link" | "visitor-auth";
            published?: boolean;
            sections?: components["schemas"]["SeedSection"][];
            shareLinks?: components["schemas"]["SeedShareLink"][];
        };
        SeedSection: {
            /** @description A space of the organization */
            space: string;
            title?: string;
        };
        SeedShareLink: {
            name: string;
        };
    };
    responses: {
        /** @description The request is malformed (the message names the field) */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": 400,
                 *         "message": "body.advanceSeconds must be >= 0"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The server was started with --test-api-token and the request does not carry it */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": 401,
                 *         "message": "Missing or invalid test API token"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The resource does not exist */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": 404,
                 *         "message": "Tenant not found"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The action conflicts with the current state */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": 409,
                 *         "message": "The clock only moves forward"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request body is not JSON */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": 415,
                 *         "message": "Request bodies must be JSON (Content-Type: application/json)"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type Error = components['schemas']['Error'];
export type ListEnvelope = components['schemas']['ListEnvelope'];
export type CreateTenant = components['schemas']['CreateTenant'];
export type TenantFixtures = components['schemas']['TenantFixtures'];
export type SeedTenantFixtures = components['schemas']['SeedTenantFixtures'];
export type Tenant = components['schemas']['Tenant'];
export type ClockNow = components['schemas']['ClockNow'];
export type AdvanceClock = components['schemas']['AdvanceClock'];
export type SetTenantClock = components['schemas']['SetTenantClock'];
export type Snapshot = components['schemas']['Snapshot'];
export type CreateSnapshot = components['schemas']['CreateSnapshot'];
export type SnapshotList = components['schemas']['SnapshotList'];
export type FaultRuleInput = components['schemas']['FaultRuleInput'];
export type FaultRule = components['schemas']['FaultRule'];
export type RequestRecord = components['schemas']['RequestRecord'];
export type Mutant = components['schemas']['Mutant'];
export type SeedDocument = components['schemas']['SeedDocument'];
export type SeedUser = components['schemas']['SeedUser'];
export type SeedOrganization = components['schemas']['SeedOrganization'];
export type SeedTeam = components['schemas']['SeedTeam'];
export type SeedCollection = components['schemas']['SeedCollection'];
export type SeedSpace = components['schemas']['SeedSpace'];
export type SeedPage = components['schemas']['SeedPage'];
export type SeedComment = components['schemas']['SeedComment'];
export type SeedReply = components['schemas']['SeedReply'];
export type SeedChangeRequest = components['schemas']['SeedChangeRequest'];
export type SeedSite = components['schemas']['SeedSite'];
export type SeedSection = components['schemas']['SeedSection'];
export type SeedShareLink = components['schemas']['SeedShareLink'];
export type ResponseBadRequest = components['responses']['BadRequest'];
export type ResponseUnauthorized = components['responses']['Unauthorized'];
export type ResponseNotFound = components['responses']['NotFound'];
export type ResponseConflict = components['responses']['Conflict'];
export type ResponseUnsupportedMediaType = components['responses']['UnsupportedMediaType'];
export type $defs = Record<string, never>;
export interface operations {
    listTenants: {
        parameters: {
            query?: {
                /** @description The cursor from `next.page` of the previous page */
                page?: string;
                /** @description Maximum number of items in the page */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        items: components["schemas"]["Tenant"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    createTenant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CreateTenant"];
            };
        };
        responses: {
            /** @description The tenant’s fixtures: TenantFixtures for `demo` and `empty`, SeedTenantFixtures for a document */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantFixtures"] | components["schemas"]["SeedTenantFixtures"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getTenant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant id */
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tenant"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteTenant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant id */
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content: done, no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getSeedSchema: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A JSON Schema (draft 2020-12) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClockNow"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    advanceClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdvanceClock"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClockNow"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getTenantClock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant id */
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClockNow"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    advanceTenantClock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant id */
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetTenantClock"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClockNow"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    resetTenant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant id */
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content: done, no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listTenantSnapshots: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant id */
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SnapshotList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    createTenantSnapshot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant id */
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSnapshot"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Snapshot"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    deleteTenantSnapshot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant id */
                tenantId: string;
                /** @description The name of a snapshot */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content: done, no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    restoreTenantSnapshot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant id */
                tenantId: string;
                /** @description The name of a snapshot */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content: done, no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listSnapshots: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SnapshotList"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    createSnapshot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSnapshot"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Snapshot"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    deleteSnapshot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The name of a snapshot */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content: done, no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    restoreSnapshot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The name of a snapshot */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content: done, no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    resetServer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content: done, no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listFaultRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        items: components["schemas"]["FaultRule"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    addFaultRule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FaultRuleInput"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FaultRule"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    clearFaultRules: {
        parameters: {
            query?: {
                /** @description Only the rules that name this tenant */
                tenantId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content: done, no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    removeFaultRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The fault rule id */
                faultRuleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content: done, no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listRequests: {
        parameters: {
            query?: {
                /** @description Only requests of this operation */
                operationId?: string;
                /** @description Only requests of callers in this tenant */
                tenantId?: string;
                /** @description Only answers with this status */
                status?: number;
                /** @description Only requests answered at or after */
                since?: string;
                /** @description Maximum number of items in the page */
                limit?: number;
                /** @description The cursor from `next.page` of the previous page */
                page?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        items: components["schemas"]["RequestRecord"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    clearRequests: {
        parameters: {
            query?: {
                /** @description Only the entries of callers in this tenant */
                tenantId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content: done, no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listMutants: {
        parameters: {
            query?: {
                /** @description Only the mutants of this operator */
                operator?: string;
                /** @description Only the mutants touching this operation */
                operationId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Mutant"][];
                        count: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
}
