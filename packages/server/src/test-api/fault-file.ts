/**
 * `serve --faults <file>`: a JSON array of fault rules loaded at start, each validated with the test API's
 * FaultRuleInput schema (the one POST /__test/faults validates against) and the checks FaultRules.add makes.
 * A problem names the file, the rule's index and the field.
 */
import { operations, type SchemaObject } from '@docs-api/spec';
import { document, testApiDocument } from '../contract.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { readFileSync } from 'node:fs';
import { FaultRules, type FaultRuleInput } from './fault-rules.js';

const contractOperations = new Set(operations(document).map((o) => o.operationId));

/** Whether the contract has this operationId (a rule naming another one is refused). */
export const isOperation = (id: string): boolean => contractOperations.has(id);

/** Parses and checks the rules of a fault file's text; throws an Error naming `source` and the problem. */
export function parseFaultRules(text: string, source: string): FaultRuleInput[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`${source} is not JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(parsed)) throw new Error(`${source} must hold a JSON array of fault rules`);
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  const validate = ajv.compile<FaultRuleInput>(testApiDocument.components?.schemas?.['FaultRuleInput'] as SchemaObject);
  const scratch = new FaultRules();
  return parsed.map((rule: unknown, i) => {
    if (!validate(rule)) {
      const e = validate.errors?.[0];
      const field = `[${i}]${e?.instancePath.replaceAll('/', '.') ?? ''}`;
      const missing = e?.keyword === 'required' ? ` (${String(e.params['missingProperty'])})` : '';
      const extra = e?.keyword === 'additionalProperties' ? ` (${String(e.params['additionalProperty'])})` : '';
      throw new Error(`${source}: rule ${field} ${e?.message ?? 'is invalid'}${missing}${extra}`);
    }
    try {
      scratch.add(rule, isOperation);
    } catch (error) {
      throw new Error(`${source}: rule [${i}]: ${(error as Error).message.replace(/^body\./, '')}`);
    }
    return rule;
  });
}

/** Reads a fault file (`serve --faults`). */
export function readFaultFile(path: string): FaultRuleInput[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`--faults ${path} cannot be read: ${(error as NodeJS.ErrnoException).code ?? 'error'}`);
  }
  return parseFaultRules(text, path);
}
