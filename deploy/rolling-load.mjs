#!/usr/bin/env node
// A write load through the balancer while its instances restart one at a time (scripts/containers.sh): a tenant of
// its own from the test API, then keep-alive writers that each create a space and read it back, until SIGTERM or
// SIGINT. Then every acknowledged space is read again, the tenant is removed, and one JSON line says how many
// requests were sent and failed (any status other than the one expected, or no answer) and how many acknowledged
// writes are missing. Exits 1 when a request failed or a write is missing. Node 20, no dependencies.
//
//   TEST_API_TOKEN=… node deploy/rolling-load.mjs http://127.0.0.1:4000 [writers, default 4]
import { Agent, request } from 'node:http';

const [base = 'http://127.0.0.1:4000', writersArg = '4'] = process.argv.slice(2);
const testApiToken = process.env.TEST_API_TOKEN ?? '';
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/** One request: its status and JSON body, or the error code that ended it (status 0). */
function send(method, path, token, body) {
  return new Promise((resolve) => {
    const req = request(`${base}${path}`, {
      method,
      agent,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
    });
    req.once('response', (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.once('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json;
        try {
          json = text === '' ? undefined : JSON.parse(text);
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode ?? 0, json });
      });
      res.once('error', (error) => resolve({ status: 0, error: error.code ?? error.message }));
    });
    req.once('error', (error) => resolve({ status: 0, error: error.code ?? error.message }));
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

const tenant = await send('POST', '/__test/tenants', testApiToken, { seed: 'empty' });
if (tenant.status !== 201) {
  console.error(`POST /__test/tenants answered ${tenant.status} ${tenant.error ?? JSON.stringify(tenant.json)}`);
  process.exit(2);
}
const { tenantId, organizationId, tokens } = tenant.json;
const spaces = `/v1/orgs/${organizationId}/spaces`;

let stopping = false;
process.once('SIGTERM', () => (stopping = true));
process.once('SIGINT', () => (stopping = true));

const tally = { sent: 0, failed: 0, failures: {}, acknowledged: 0, missing: 0 };
const acknowledged = [];
const count = (answer, expected, what) => {
  tally.sent++;
  if (answer.status === expected) return true;
  tally.failed++;
  const key = `${what} ${answer.status === 0 ? answer.error : answer.status}`;
  tally.failures[key] = (tally.failures[key] ?? 0) + 1;
  return false;
};

async function writer(w) {
  for (let i = 0; !stopping; i++) {
    const created = await send('POST', spaces, tokens.admin, { title: `rolling ${w}-${i}` });
    if (!count(created, 201, 'createSpace')) continue;
    acknowledged.push(created.json.id);
    // Read back at once: through the balancer, quite likely on the other instance.
    count(await send('GET', `/v1/spaces/${created.json.id}`, tokens.admin), 200, 'getSpaceById');
  }
}

const started = Date.now();
await Promise.all(Array.from({ length: Number(writersArg) }, (_, w) => writer(w)));
const seconds = (Date.now() - started) / 1000;

tally.acknowledged = acknowledged.length;
for (let i = 0; i < acknowledged.length; i += 16) {
  const reads = await Promise.all(
    acknowledged.slice(i, i + 16).map((id) => send('GET', `/v1/spaces/${id}`, tokens.admin)),
  );
  tally.missing += reads.filter((read) => read.status !== 200).length;
}
const removed = await send('DELETE', `/__test/tenants/${tenantId}`, testApiToken);
agent.destroy();
console.log(
  JSON.stringify({ ...tally, seconds: Math.round(seconds * 10) / 10, tenantRemoved: removed.status === 204 }),
);
process.exit(tally.failed > 0 || tally.missing > 0 ? 1 : 0);
