/**
 * The deprecated moves of a site's structure (docs/behaviour.md#site-structure): a move's `position` puts the object
 * right before `position.before` or right after `position.after` in the list that holds its kind, in that list's
 * order. For every move whose anchor names an object of the kind it moves (a section among sections, a site space
 * among site spaces: `{type, <key>}` read from the spec), on a site of its own: three new objects A, B, C; C moved
 * before A, then A after B, read back in the list after each (C A B, then C B A). SHOULD: the reference's reading.
 */
import { SetupFailed } from '../../engine/errors.js';
import type { Built } from '../../engine/module.js';
import type { Findings } from '../../engine/property.js';
import type { Session } from '../../engine/session.js';
import { behaviour } from '../../engine/sources.js';
import type { Requirement } from '../../engine/types.js';
import { anchorOf } from '../../contract/effect-annotations.js';
import type { ApiSpec, Operation } from '../../contract/operations.js';
import { propertiesOf, resolve } from '../../contract/schema-walk.js';
import { allItems } from '../generic/field-io.js';
import { answer, idsOf, is2xx, judgedOnce } from '../entries-and-answers.js';
import { freshSite } from './objects.js';

export const MOVE_POSITION = 'STATE-site.move-position';

/** A move of the site structure, the list that holds its kind, the create beside it and its anchor's shape. */
interface SiteMove {
  move: Operation;
  list: Operation;
  create: Operation;
  anchor: { type: string; key: string };
}

/** The `object` constant of a list's items (`site-section`), if any. */
function objectKind(spec: ApiSpec, list: Operation): unknown {
  const schema = list.responseSchemas.get(list.successStatuses[0] ?? 200);
  const items = schema === undefined ? undefined : propertiesOf(spec.document, schema)['items'];
  const item = items === undefined ? undefined : resolve(spec.document, items).items;
  const object = item === undefined ? undefined : propertiesOf(spec.document, item)['object'];
  return object === undefined ? undefined : resolve(spec.document, object).const;
}

function siteMoves(spec: ApiSpec): SiteMove[] {
  return spec.operations.flatMap((move): SiteMove[] => {
    const path = /^(.*\/sites\/\{siteId\}\/[^/]+)\/\{[^}]+\}\/move$/.exec(move.path)?.[1];
    const list = path === undefined ? undefined : spec.find('get', path);
    const create = path === undefined ? undefined : spec.find('post', path);
    const anchor = anchorOf(spec, move, 'position');
    if (list === undefined || create === undefined || anchor === undefined) return [];
    return objectKind(spec, list) === anchor.type ? [{ move, list, create, anchor }] : [];
  });
}

async function judgeMove(s: Session, f: Findings, m: SiteMove): Promise<void> {
  const site = await freshSite(s);
  const made: string[] = [];
  for (let k = 0; k < 3; k++) {
    const created = await s.mustRaw(m.create, { params: site, body: (await s.baseBody(m.create, site)) ?? {} });
    const id = idsOf(created.json)[0];
    if (id === undefined) throw new SetupFailed(`${m.create.id} answered no id`);
    made.push(id);
  }
  const [a, b, c] = made as [string, string, string];
  const own = m.move.pathParams.at(-1) ?? '';
  const steps: [string, 'before' | 'after', string, string[]][] = [
    [c, 'before', a, [c, a, b]],
    [a, 'after', b, [c, b, a]],
  ];
  for (const [moved, where, anchor, expected] of steps) {
    const body = { position: { [where]: { type: m.anchor.type, [m.anchor.key]: anchor } } };
    const answered = await s.callRaw(m.move, { params: { ...site, [own]: moved }, body });
    if (!f.require(MOVE_POSITION, is2xx(answered), () => `${m.move.id} ${JSON.stringify(body)}: ${answer(answered)}`))
      return;
    const order = ((await allItems(s, m.list, site)) as { id?: unknown }[])
      .map((item) => String(item.id))
      .filter((id) => made.includes(id));
    f.require(
      MOVE_POSITION,
      order.join() === expected.join(),
      () =>
        `after ${m.move.id} of ${moved} ${where} ${anchor}, ${m.list.id} holds ${made.join(', ')} as ${order.join(', ')}; expected ${expected.join(', ')}`,
    );
  }
}

export function siteMovePositions(spec: ApiSpec): Built {
  const moves = siteMoves(spec);
  if (moves.length === 0) return { requirements: [], checks: [] };
  const requirements: Requirement[] = [
    {
      id: MOVE_POSITION,
      level: 'SHOULD',
      source: behaviour('site-structure'),
      section: 'Site sections',
      profile: 'sites',
      category: 'state',
      operations: [...new Set(moves.flatMap((m) => [m.move.id, m.list.id, m.create.id]))],
      judges: ['position'],
      statement: `${moves.map((m) => m.move.id).join(', ')} put the object right before position.before or right after position.after in ${moves.map((m) => m.list.id).join(', ')}`,
    },
  ];
  return judgedOnce(spec, 'site structure moves', requirements, async (s, f) => {
    for (const m of moves) await judgeMove(s, f, m);
  });
}
