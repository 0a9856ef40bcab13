/**
 * The soak part's mixed load on one reference server: reads, lists, writes, comments, change requests and
 * searches in fixed proportions, paced to a steady rate by a few concurrent callers. Every answer's latency
 * and whether it failed (network error or an unexpected status) is handed to `record`.
 */
import type { Child } from './processes.js';

export interface Sample {
  ms: number;
  failed: boolean;
}

interface Target {
  url: string;
  token: string;
  orgId: string;
  spaceId: string;
  /** Ids made by the load itself, read back later (bounded: the newest few). */
  comments: string[];
  changeRequests: string[];
}

type Step = (t: Target) => Promise<Response>;

const call = (t: Target, method: string, path: string, body?: unknown): Promise<Response> =>
  fetch(`${t.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${t.token}`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });

const remember = (list: string[], id: string | undefined): void => {
  if (id === undefined) return;
  list.push(id);
  if (list.length > 50) list.shift();
};
const pick = (list: string[]): string | undefined => list[Math.floor(Math.random() * list.length)];

const created = async (response: Response, list: string[]): Promise<Response> => {
  if (response.status === 201) remember(list, ((await response.clone().json()) as { id?: string }).id);
  return response;
};

/** [weight, what it does]: per 100 requests. */
const MIX: [number, string, Step][] = [
  [25, 'read a space', (t) => call(t, 'GET', `/v1/spaces/${t.spaceId}`)],
  [12, 'list spaces', (t) => call(t, 'GET', `/v1/orgs/${t.orgId}/spaces?limit=20`)],
  [8, 'list pages', (t) => call(t, 'GET', `/v1/spaces/${t.spaceId}/content/pages`)],
  [8, 'search a space', (t) => call(t, 'GET', `/v1/spaces/${t.spaceId}/search?query=docs`)],
  [5, 'search the organization', (t) => call(t, 'GET', `/v1/orgs/${t.orgId}/search?query=guide`)],
  [8, 'create a space', (t) => call(t, 'POST', `/v1/orgs/${t.orgId}/spaces`, { title: `Soak ${Date.now()}` })],
  [6, 'rename the space', (t) => call(t, 'PATCH', `/v1/spaces/${t.spaceId}`, { title: `Soaked ${Date.now()}` })],
  [
    8,
    'post a comment',
    async (t) =>
      created(
        await call(t, 'POST', `/v1/spaces/${t.spaceId}/comments`, { body: { markdown: 'Soak remark' } }),
        t.comments,
      ),
  ],
  [
    5,
    'read a comment',
    (t) => call(t, 'GET', `/v1/spaces/${t.spaceId}/comments${t.comments.length ? `/${pick(t.comments)}` : ''}`),
  ],
  [5, 'list comments', (t) => call(t, 'GET', `/v1/spaces/${t.spaceId}/comments?limit=20`)],
  [
    5,
    'open a change request',
    async (t) =>
      created(await call(t, 'POST', `/v1/spaces/${t.spaceId}/change-requests`, { subject: 'Soak' }), t.changeRequests),
  ],
  [
    5,
    'read a change request',
    (t) =>
      call(
        t,
        'GET',
        `/v1/spaces/${t.spaceId}/change-requests${t.changeRequests.length ? `/${pick(t.changeRequests)}` : ''}`,
      ),
  ],
];
const TOTAL = MIX.reduce((sum, [weight]) => sum + weight, 0);

function nextStep(): Step {
  let roll = Math.random() * TOTAL;
  for (const [weight, , step] of MIX) {
    roll -= weight;
    if (roll < 0) return step;
  }
  return MIX[0]![2];
}

/** The organization, its first space and the admin token of a seeded reference child. */
export async function targetOf(child: Child): Promise<Target> {
  const token = child.fixtures?.tokens.admin ?? '';
  const orgId = child.fixtures?.organizationId ?? '';
  const response = await fetch(`${child.url}/v1/orgs/${orgId}/spaces`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const spaceId = ((await response.json()) as { items: { id: string }[] }).items[0]?.id;
  if (spaceId === undefined) throw new Error('the demo organization has no space');
  return { url: child.url, token, orgId, spaceId, comments: [], changeRequests: [] };
}

/**
 * Runs the mix against `target` at about `rate` requests per second with `callers` concurrent callers until
 * `signal` aborts; each answer's sample goes to `record`.
 */
export async function runMix(
  target: Target,
  options: { rate: number; callers: number; signal: AbortSignal; record: (sample: Sample) => void },
): Promise<void> {
  const interval = (1000 * options.callers) / options.rate;
  const caller = async (): Promise<void> => {
    let due = performance.now();
    while (!options.signal.aborted) {
      const started = performance.now();
      let failed = false;
      try {
        const response = await nextStep()(target);
        await response.arrayBuffer();
        failed = response.status >= 300;
      } catch {
        failed = true;
      }
      options.record({ ms: performance.now() - started, failed });
      due += interval;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      else due = performance.now();
    }
  };
  await Promise.all(Array.from({ length: options.callers }, caller));
}

export const MIX_NAMES = MIX.map(([weight, name]) => `${name} ${weight}%`);
