/** A recorded request as a curl command line (single-quoted for POSIX shells). */
import type { RecordedRequest } from '../engine/types.js';

const quote = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`;

export function toCurl(request: RecordedRequest): string {
  const parts = ['curl', '-sS', '-i', '-X', request.method, quote(request.url)];
  for (const [name, value] of Object.entries(request.headers)) {
    if (name === 'Accept') continue;
    parts.push('-H', quote(`${name}: ${value}`));
  }
  if (request.body !== undefined) parts.push('--data-raw', quote(request.body));
  return parts.join(' ');
}
