/**
 * What a requirement is about, for `--operation` (run and list alike): its subject operations. A requirement's
 * `operations` also name those it only uses to set up or read back (ATOMIC-moveSpace reads getSpaceById,
 * COUNT-PARENT.getSpaceById.comments posts comments); selecting by one of those would run it for another operation.
 */
import type { Requirement } from './types.js';

/**
 * Families whose every operation is a subject: a field's bound or enumeration is judged the same way on each
 * operation that takes the field (LIM-space.title.max on createSpace and updateSpaceById).
 */
const FIELD_FAMILIES = /^(LIM|ENUM)-/;

/** The operations a requirement is about: the first of its operations (the one `about` names), or all of a field family's. */
export function subjectOperations(requirement: Requirement): string[] {
  if (FIELD_FAMILIES.test(requirement.id)) return requirement.operations;
  return requirement.operations.slice(0, 1);
}
