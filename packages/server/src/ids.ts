/** Random identifiers and API tokens. */
import { hash, randomBytes } from 'node:crypto';

const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A random base62 id (20 characters, ~119 bits). */
export function newId(length = 20): string {
  const bytes = randomBytes(length * 2);
  let id = '';
  for (let i = 0; i < bytes.length && id.length < length; i++) {
    const byte = bytes[i] ?? 0;
    if (byte < 248) id += alphabet[byte % 62];
  }
  return id.length === length ? id : newId(length);
}

/** A new API token (what the user sees) — only its hash is stored. */
export const newToken = (): string => `gb_api_${randomBytes(32).toString('base64url')}`;

/** The stored form of a token (SHA-256, hex): one call per authenticated request, hence the one-shot `hash`. */
export const hashToken = (token: string): string => hash('sha256', token, 'hex');
