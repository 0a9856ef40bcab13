/** What the global setups (test/global-setup.ts, test/container-setup.ts) hand the test files (vitest `provide`). */
declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the tests reach the reference server. */
    docsApiUrl: string;
    /** The test API's token, when the server asks for one (in a container it does). */
    docsApiTestApiToken?: string;
  }
}

export {};
