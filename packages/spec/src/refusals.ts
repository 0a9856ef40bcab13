/**
 * Which requests of an operation no schema can refuse: no body, and parameters that are free-form strings (ids,
 * keys). No request of the form the contract gives is malformed, so its 400 cannot be provoked (a wrong id is
 * unknown, 404). The conformance suite explains that blind spot with it; the reference's mutants mark a 400 swap
 * of such an operation equivalent.
 */
import type { OpenAPIObject, ParameterObject, SchemaObject } from 'openapi3-ts/oas31';
import { resolve } from './walk.js';

export function nothingToRefuse(document: OpenAPIObject, parameters: ParameterObject[], hasBody: boolean): boolean {
  if (hasBody) return false;
  return parameters.every((p) => {
    const schema: SchemaObject = p.schema === undefined ? {} : resolve<SchemaObject>(document, p.schema);
    return (
      (schema.type === undefined || schema.type === 'string') &&
      schema.pattern === undefined &&
      schema.enum === undefined &&
      schema.format === undefined &&
      (schema.minLength ?? 0) <= 1 &&
      schema.maxLength === undefined
    );
  });
}
