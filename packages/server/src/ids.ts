/** Identifiers in creation order, random keys and API tokens. */
import { hash, randomBytes } from 'node:crypto';

const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A random base62 string (a share link's key: nothing about it is guessable). */
export function randomKey(length: number): string {
  const bytes = randomBytes(length * 2);
  let key = '';
  for (let i = 0; i < bytes.length && key.length < length; i++) {
    const byte = bytes[i] ?? 0;
    if (byte < 248) key += alphabet[byte % 62];
  }
  return key.length === length ? key : randomKey(length);
}

/** Ids made within one millisecond: base-36 digits of the counter after the time. */
const COUNTER_DIGITS = 3;
const COUNTER_LIMIT = 36 ** COUNTER_DIGITS;
let lastMs = 0;
let counter = 0;

/**
 * A new id (20 characters): the time in milliseconds and a counter in base 36, lower case (11 characters that sort
 * the same in JavaScript and in any database collation), then 9 random base62 characters (~53 bits). Ids sort in
 * the order they were made in this process, so that a list's ties broken by id come out in creation order — the same
 * on every instance given the same requests (docs/behaviour.md#ids).
 */
export function newId(): string {
  const now = Date.now();
  if (now > lastMs) {
    lastMs = now;
    counter = 0;
  } else if (++counter >= COUNTER_LIMIT) {
    lastMs += 1;
    counter = 0;
  }
  return `${lastMs.toString(36).padStart(8, '0')}${counter.toString(36).padStart(COUNTER_DIGITS, '0')}${randomKey(9)}`;
}

/** A new API token (what the user sees) — only its hash is stored. */
export const newToken = (): string => `gb_api_${randomBytes(32).toString('base64url')}`;

/** The stored form of a token (SHA-256, hex): one call per authenticated request, hence the one-shot `hash`. */
export const hashToken = (token: string): string => hash('sha256', token, 'hex');
