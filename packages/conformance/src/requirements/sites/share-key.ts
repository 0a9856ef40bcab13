/**
 * spec security scheme bearerAuth — "Sites with visibility share-link are reached with a secret token in the URL";
 * ShareLink › `urls.published`. The token is the one query parameter of a link's published URL (the
 * reference names it `share`); the suite passes it back as the `shareKey` query parameter.
 */
import { NotApplicable } from '../../engine/errors.js';

const likelyNames = ['shareKey', 'share', 'key', 'token'];

/** The secret key a share link's `urls.published` carries, or NotApplicable when the suite cannot find one. */
export function shareKeyOf(link: unknown): string {
  const published = (link as { urls?: { published?: unknown } } | undefined)?.urls?.published;
  if (typeof published !== 'string')
    throw new NotApplicable('a share link answered without urls.published, so the suite cannot find its secret key');
  let params: URLSearchParams;
  try {
    params = new URL(published).searchParams;
  } catch {
    throw new NotApplicable(`a share link's urls.published is not a URL: ${published}`);
  }
  const named = likelyNames.map((name) => params.get(name)).find((value) => value !== null && value !== '');
  const values = [...params.values()].filter((value) => value !== '');
  const key = named ?? (values.length === 1 ? values[0] : undefined);
  if (key === undefined)
    throw new NotApplicable(`no secret key found in the query of a share link's urls.published (${published})`);
  return key;
}
