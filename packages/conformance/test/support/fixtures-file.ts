/** Fixtures files (see the README) for targets that check neither ids nor tokens: no server at all, or a mock. */
import { writeFile } from 'node:fs/promises';

interface Callers {
  organizationId: string;
  otherOrganizationId: string;
  tokens: { admin: string; reader: string; outsider: string };
}

const PLACEHOLDERS: Callers = {
  organizationId: 'o',
  otherOrganizationId: 'p',
  tokens: { admin: 'a', reader: 'r', outsider: 'x' },
};

/** Writes a fixtures file naming `baseUrl`, with placeholder ids and tokens (or the given ones). */
export function writeFixtures(file: string, baseUrl: string, callers: Callers = PLACEHOLDERS): Promise<void> {
  return writeFile(file, JSON.stringify({ baseUrl, ...callers }));
}
