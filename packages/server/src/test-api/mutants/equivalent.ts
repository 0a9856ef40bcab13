/**
 * The mutants that cannot change any answer, each with the reason (README › Mutation score): left out of the score,
 * never hidden. Keyed by mutant id.
 */
export const EQUIVALENT: Record<string, string> = {
  'access-dropped:updateOrganizationMemberLastSeenAt:read':
    'Any member may ping (spec tag Organization members): a member with role read is never refused, so there is no 403 to drop.',
};
