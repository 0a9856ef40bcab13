/**
 * An object's `urls.location` is its address in the API (LOCATION-<Schema>, SHOULD, docs/behaviour.md#object-urls):
 * per object a GET answers whose schema has `urls.location`, one check (one per schema) reads an object, takes the
 * location's path (its origin is the server's public URL, which a proxy or a load balancer may change), and requires
 * that a GET of that path on the target answers the same object (the same `id`), and that every list holding the
 * object shows it the same location. `urls.app` and the other links go into the product's web app: no request of
 * the API can check them (known-blind-spots.ts).
 */
import fc from 'fast-check';
import type { Check } from '../../engine/check.js';
import { moduleFile, type Built, type SuiteModule } from '../../engine/module.js';
import type { Findings } from '../../engine/property.js';
import { propertyCheck } from '../../engine/property-check.js';
import type { Session } from '../../engine/session.js';
import { behaviour } from '../../engine/sources.js';
import type { Requirement } from '../../engine/types.js';
import type { ApiSpec, Operation } from '../../contract/operations.js';
import { propertiesOf, resolve } from '../../contract/schema-walk.js';
import { containingLists } from '../../contract/writable.js';
import { about, answer, idsOf, is2xx } from '../entries-and-answers.js';
import { allItems } from './field-io.js';
import { passiveIds } from './locks-and-params.js';

export const locationId = (schema: string): string => `LOCATION-${schema}`;

/** Whether the object a GET answers has `urls.location`. */
function hasLocation(spec: ApiSpec, get: Operation): boolean {
  const schema = get.responseSchemas.get(get.successStatuses[0] ?? 200);
  const urls = schema === undefined ? undefined : propertiesOf(spec.document, schema)['urls'];
  return urls !== undefined && propertiesOf(spec.document, resolve(spec.document, urls))['location'] !== undefined;
}

/** The non-list GETs of objects with a location, by schema. */
function readsBySchema(spec: ApiSpec): Map<string, Operation[]> {
  const bySchema = new Map<string, Operation[]>();
  for (const get of spec.operations) {
    const schema = spec.resourceName(get);
    if (get.method !== 'get' || spec.isList(get) || schema === undefined || !hasLocation(spec, get)) continue;
    bySchema.set(schema, [...(bySchema.get(schema) ?? []), get]);
  }
  return bySchema;
}

const listsOf = (spec: ApiSpec, get: Operation): Operation[] =>
  containingLists(spec, get, Object.fromEntries(get.pathParams.map((name) => [name, name])));

const locationOf = (value: unknown): string | undefined => {
  const location = (value as { urls?: { location?: unknown } } | undefined)?.urls?.location;
  return typeof location === 'string' ? location : undefined;
};

/**
 * The API path of an absolute URL (from its `/v1/` on: the origin and any prefix before it are the server's public
 * address, which the run reaches at its own base URL), or undefined.
 */
const pathOf = (url: string): string | undefined => {
  try {
    const parsed = new URL(url);
    const at = parsed.pathname.indexOf('/v1/');
    return at < 0 ? undefined : `${parsed.pathname.slice(at)}${parsed.search}`;
  } catch {
    return undefined;
  }
};

async function judge(s: Session, spec: ApiSpec, schema: string, get: Operation, f: Findings): Promise<void> {
  const id = locationId(schema);
  const params = await s.paramsFor(get, 'shared');
  const read = await s.callRaw(get, { params });
  if (!is2xx(read)) return; // the read itself is judged elsewhere
  const objectId = idsOf(read.json)[0];
  const location = locationOf(read.json);
  const path = location === undefined ? undefined : pathOf(location);
  if (path === undefined) {
    f.require(
      id,
      false,
      () => `${get.id} shows urls.location ${JSON.stringify(location)}, not an absolute URL of the API`,
    );
    return;
  }
  const followed = await s.request('GET', path);
  f.require(
    id,
    is2xx(followed) && idsOf(followed.json)[0] === objectId,
    () => `${get.id} shows urls.location ${location}; GET ${path} answered ${answer(followed)}, not ${objectId}`,
  );
  for (const list of listsOf(spec, get).filter((l) => l.pathParams.every((name) => params[name] !== undefined))) {
    const item = (await allItems(s, list, params)).find((i) => idsOf(i)[0] === objectId);
    if (item !== undefined && locationOf(item) !== location)
      f.require(id, false, () => `${list.id} shows ${objectId} at ${locationOf(item)}, ${get.id} at ${location}`);
  }
}

function checkOf(spec: ApiSpec, schema: string, gets: Operation[]): Check {
  const ops = gets.flatMap((get) => [get, ...listsOf(spec, get)]);
  return propertyCheck({
    name: `location ${schema}`,
    covers: [locationId(schema)],
    feeds: [...new Set(ops.flatMap(passiveIds))],
    example: {
      arbitrary: fc.constant(schema),
      numRuns: 1,
      async examine(_, s, f) {
        for (const get of gets) await judge(s, spec, schema, get, f);
      },
    },
  });
}

function requirementOf(spec: ApiSpec, schema: string, gets: Operation[]): Requirement {
  const first = gets[0] as Operation;
  return about(first, {
    id: locationId(schema),
    level: 'SHOULD',
    source: behaviour('object-urls'),
    category: 'responses',
    operations: [...new Set(gets.flatMap((get) => [get.id, ...listsOf(spec, get).map((l) => l.id)]))],
    statement: `a ${schema}'s urls.location is its address in the API: a GET of its path answers the same ${schema}, and every list holding it shows the same location`,
    reads: ['urls'],
  });
}

export const locationsModule: SuiteModule = {
  name: 'locations',
  file: moduleFile(import.meta.url),
  build(spec): Built {
    const bySchema = [...readsBySchema(spec)];
    return {
      requirements: bySchema.map(([schema, gets]) => requirementOf(spec, schema, gets)),
      checks: bySchema.map(([schema, gets]) => checkOf(spec, schema, gets)),
    };
  },
};
