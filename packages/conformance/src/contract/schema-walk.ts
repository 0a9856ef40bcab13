/** Helpers to read JSON Schemas of the OpenAPI document: the spec package's walker, under the names the suite uses. */
export {
  acceptsNull,
  branches,
  hasType,
  isRef,
  propertiesOf,
  refName,
  requiredOf,
  resolve,
  walkSchema,
  type Schema,
} from '@docs-api/spec';
