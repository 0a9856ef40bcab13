/**
 * A write load over keep-alive connections whose every request is recorded: when it was written, how it ended
 * (the drain tests, against a server started by `src/server-process.ts`).
 */
import { Agent, request } from 'node:http';

export interface Sent {
  title: string;
  /** performance.now() when the request was fully written, if it was. */
  writtenAt?: number;
  status?: number;
  connectionClose?: boolean;
  /** The error code (ECONNREFUSED, ECONNRESET, …) when no answer came. */
  error?: string;
}

/** One POST with a JSON body over `agent`, recorded in `sent`. */
function post(agent: Agent, url: string, path: string, token: string, body: object, sent: Sent): Promise<void> {
  return new Promise((resolve) => {
    const req = request(`${url}${path}`, {
      method: 'POST',
      agent,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    req.once('finish', () => (sent.writtenAt = performance.now()));
    req.once('response', (res) => {
      sent.status = res.statusCode;
      sent.connectionClose = res.headers.connection === 'close';
      res.resume();
      res.once('end', resolve);
      res.once('error', (error: NodeJS.ErrnoException) => {
        sent.error = error.code ?? error.message;
        resolve();
      });
    });
    req.once('error', (error: NodeJS.ErrnoException) => {
      sent.error = error.code ?? error.message;
      resolve();
    });
    req.end(JSON.stringify(body));
  });
}

/**
 * `writers` callers creating spaces titled `<prefix>-<n>` back to back over keep-alive connections until the
 * server refuses connections; every request is recorded.
 */
export function writeLoad(options: { url: string; orgId: string; token: string; writers: number; prefix: string }) {
  const agent = new Agent({ keepAlive: true, maxSockets: options.writers });
  const sent: Sent[] = [];
  let n = 0;
  const writer = async () => {
    for (;;) {
      const record: Sent = { title: `${options.prefix}-${n++}` };
      sent.push(record);
      await post(
        agent,
        options.url,
        `/v1/orgs/${options.orgId}/spaces`,
        options.token,
        { title: record.title },
        record,
      );
      if (record.error === 'ECONNREFUSED') return;
    }
  };
  const done = Promise.all(Array.from({ length: options.writers }, writer)).finally(() => agent.destroy());
  return { sent, done, acknowledged: () => sent.filter((s) => s.status === 201).length };
}
