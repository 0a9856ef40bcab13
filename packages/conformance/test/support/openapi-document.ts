/**
 * An OpenAPI document the reference server fetches in the package's own tests (fixtures `openapiDocumentUrl`):
 * a small valid document, served by the local site next to its pages.
 */
const document = {
  openapi: '3.0.3',
  info: { title: 'Conformance pets', version: '1.0.0' },
  paths: { '/pets': { get: { responses: { '200': { description: 'The pets' } } } } },
};

export const OPENAPI_PATH = '/openapi/pets.json';

/** The local site's page holding the document. */
export const openapiPages = { [OPENAPI_PATH]: { type: 'application/json', body: JSON.stringify(document) } };
