/**
 * The one way the server reaches other hosts (content import, OpenAPI fetching): only http(s), every
 * address the host resolves to must be public unless the server runs with --allow-private-network,
 * redirects are followed by hand and each hop is checked again, and a time-out and a size cap hold
 * while the body streams. The connection goes to the address that was checked (no second lookup).
 */
import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

export type OutboundErrorReason =
  'invalid-url' | 'forbidden-address' | 'timeout' | 'too-large' | 'http-status' | 'network';

/** Why an outbound request failed; `status` is the remote HTTP status for 'http-status'. */
export class OutboundError extends Error {
  constructor(
    readonly reason: OutboundErrorReason,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}

export interface GuardOptions {
  allowPrivateNetwork: boolean;
  /** For the whole exchange, redirects and body included. */
  timeoutMs?: number;
  maxBytes?: number;
}

export interface GuardedResponse {
  /** The URL that answered, after redirects. */
  url: string;
  status: number;
  /** The media type without parameters, lower case ('' when absent). */
  contentType: string;
  charset: string | undefined;
  body: Buffer;
}

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
export const MAX_REDIRECTS = 5;

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // unspecified / "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address inside an IPv4-mapped or NAT64 IPv6 address (::ffff:a.b.c.d, ::ffff:7f00:1, 64:ff9b::…). */
function embeddedIpv4(address: string): string | undefined {
  const match = /^(?:::ffff:|64:ff9b::)(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/i.exec(address);
  if (!match) return undefined;
  if (match[1] !== undefined) return match[1];
  const [high, low] = [parseInt(match[2] ?? '0', 16), parseInt(match[3] ?? '0', 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** True for loopback, private, link-local, unique-local, unspecified, multicast and CGNAT addresses. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  const v4 = embeddedIpv4(address);
  return v4 !== undefined ? blocked.check(v4, 'ipv4') : blocked.check(address, 'ipv6');
}

function parseTarget(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundError('invalid-url', `${raw} is not a valid URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new OutboundError(
      'invalid-url',
      `only http and https URLs can be fetched, not ${url.protocol.replace(/:$/, '')}`,
    );
  }
  return url;
}

type Address = { address: string; family: number };

/** Resolves the host (every address) and refuses it when one address is not public. */
async function checkedAddresses(url: URL, allowPrivateNetwork: boolean): Promise<[Address, ...Address[]]> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: Address[];
  if (isIP(host) !== 0) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      throw new OutboundError('network', `the host ${host} could not be resolved`);
    }
  }
  const first = addresses[0];
  if (first === undefined) throw new OutboundError('network', `the host ${host} could not be resolved`);
  if (!allowPrivateNetwork) {
    const refused = addresses.find((a) => isPrivateAddress(a.address));
    if (refused)
      throw new OutboundError(
        'forbidden-address',
        `${host} resolves to ${refused.address}, a private or local address`,
      );
  }
  return [first, ...addresses.slice(1)];
}

/** One request to the already checked addresses (no second lookup); resolves with the response head. */
function send(url: URL, targets: [Address, ...Address[]], signal: AbortSignal): Promise<IncomingMessage> {
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, targets);
    else callback(null, targets[0].address, targets[0].family);
  };
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.get(
      url,
      {
        lookup: pinned,
        signal,
        headers: {
          accept: 'text/html, */*;q=0.8',
          'accept-encoding': 'identity',
          'user-agent': 'docs-api-reference-server',
        },
      },
      resolve,
    );
    request.on('error', reject);
  });
}

/** Reads the body, failing as soon as it exceeds `maxBytes`. */
async function readCapped(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new OutboundError('too-large', `the response is larger than ${maxBytes} bytes`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      response.destroy();
      throw new OutboundError('too-large', `the response is larger than ${maxBytes} bytes`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** `work`, or a rejection as soon as `signal` aborts (DNS lookups cannot be cancelled). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new Error('aborted'));
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    void work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** GETs `url` under the guard; throws OutboundError for every refusal and failure (non-2xx included). */
export async function guardedFetch(url: string, options: GuardOptions): Promise<GuardedResponse> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let current = parseTarget(url);
    for (let hop = 0; ; hop++) {
      const targets = await untilAborted(checkedAddresses(current, options.allowPrivateNetwork), controller.signal);
      const response = await send(current, targets, controller.signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECTS.has(status) && location !== undefined) {
        response.resume();
        if (hop >= MAX_REDIRECTS)
          throw new OutboundError('http-status', `more than ${MAX_REDIRECTS} redirects`, status);
        current = parseTarget(new URL(location, current).toString());
        continue;
      }
      if (status < 200 || status > 299) {
        response.resume();
        throw new OutboundError('http-status', `${current.toString()} answered HTTP ${status}`, status);
      }
      const body = await readCapped(response, maxBytes);
      const [mediaType = '', ...parameters] = (response.headers['content-type'] ?? '').split(';');
      const charset = parameters
        .map((p) => /^\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(p)?.[1])
        .find((c) => c !== undefined);
      return { url: current.toString(), status, contentType: mediaType.trim().toLowerCase(), charset, body };
    }
  } catch (error) {
    if (error instanceof OutboundError) throw error;
    if (controller.signal.aborted) throw new OutboundError('timeout', `no answer within ${timeoutMs} ms`);
    throw new OutboundError('network', `the request failed: ${(error as Error).message}`);
  } finally {
    clearTimeout(timer);
  }
}
