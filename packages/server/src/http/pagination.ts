/**
 * Cursor pagination for every list (docs/behaviour.md#pagination): keyset on a stable sort key (never OFFSET),
 * opaque HMAC-signed cursors bound to one list, `count` = total, `next` absent on the last page.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../errors.js';

export type Direction = 'asc' | 'desc';

/** One sort key: a (possibly nested, dot-separated) field of the row and its direction. */
export interface SortKey {
  field: string;
  direction: Direction;
}

/** Creation order, oldest first: the order of most lists (`id` breaks ties: the last sort key must be unique). */
export const BY_CREATION: SortKey[] = [
  { field: 'createdAt', direction: 'asc' },
  { field: 'id', direction: 'asc' },
];

/** Creation order, newest first. */
export const NEWEST_FIRST: SortKey[] = [
  { field: 'createdAt', direction: 'desc' },
  { field: 'id', direction: 'desc' },
];

/** Siblings in one container (collection, section, site), in their position order. */
export const BY_POSITION: SortKey[] = [
  { field: 'position', direction: 'asc' },
  { field: 'id', direction: 'asc' },
];

export interface PageQuery {
  page?: string;
  limit?: number;
}

export interface Page<T> {
  items: T[];
  count: number;
  next?: { page: string };
}

/** What a database list is asked for: the rows matching `where`, in `orderBy`, at most `take` of them. */
export interface ListArgs<Where> {
  where: Where;
  orderBy: Record<string, unknown>[];
  take: number;
}

/** A list in the database (a repository's): finds a page of the rows matching a filter, and counts them. */
export interface Rows<Where, Row> {
  find: (args: ListArgs<Where>) => Promise<Row[]>;
  count: (where: Where) => Promise<number>;
}

/** How a page's rows become items: one at a time, or all at once (one batch query for what they show). */
type Presenting<Row, Item> =
  { present: (row: Row) => Item | Promise<Item> } | { presentAll: (rows: Row[]) => Promise<Item[]> };

type Scalar = string | number | boolean | null;
type Encoded = Scalar | { d: string };

const encodeValue = (v: unknown): Encoded => (v instanceof Date ? { d: v.toISOString() } : (v as Scalar));
const decodeValue = (v: Encoded): unknown => (v !== null && typeof v === 'object' ? new Date(v.d) : v);

const getPath = (row: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], row);

/** Builds `{a: {b: value}}` from 'a.b'. */
const nest = (path: string, value: unknown): Record<string, unknown> =>
  path
    .split('.')
    .reverse()
    .reduce<Record<string, unknown>>((inner, key, i) => (i === 0 ? { [key]: value } : { [key]: inner }), {});

/** Prisma `orderBy` for the sort keys. */
export const orderByOf = (sort: SortKey[]): Record<string, unknown>[] => sort.map((s) => nest(s.field, s.direction));

/**
 * Prisma `where` selecting the rows strictly after `values` in the order of `sort`. The leading
 * `first >= value` (`<=` descending) is implied by the OR but bounds the index scan on the first key,
 * so a page deep in a list starts where the cursor is instead of filtering every row before it.
 * (Raw-SQL lists use the row comparison `(a, b) > ($1, $2)` instead; see repositories/spaces.ts.)
 */
export function keysetWhere(sort: SortKey[], values: unknown[]): Record<string, unknown> {
  const [first] = sort;
  const or = {
    OR: sort.map((key, i) => ({
      AND: [
        ...sort.slice(0, i).map((prev, j) => nest(prev.field, values[j])),
        nest(key.field, { [key.direction === 'asc' ? 'gt' : 'lt']: values[i] }),
      ],
    })),
  };
  // A null first value (e.g. an unset lastSeenAt) has no range to bound.
  if (first === undefined || values[0] === null || sort.length < 2) return or;
  return { AND: [nest(first.field, { [first.direction === 'asc' ? 'gte' : 'lte']: values[0] }), or] };
}

/** Orders two sort-key values (strings, numbers, booleans, dates) the way the database would. */
function compareValues(a: unknown, b: unknown): number {
  const [x, y] = [a instanceof Date ? a.getTime() : a, b instanceof Date ? b.getTime() : b];
  if (x === y) return 0;
  return (x as string | number) < (y as string | number) ? -1 : 1;
}

/** Orders two rows' sort-key values (each key in its direction). */
function compareKeys(sort: SortKey[], a: unknown[], b: unknown[]): number {
  for (const [i, key] of sort.entries()) {
    const order = compareValues(a[i], b[i]);
    if (order !== 0) return key.direction === 'asc' ? order : -order;
  }
  return 0;
}

/** Signs and checks cursors with a secret shared by every instance on the database. */
export class Paginator {
  constructor(
    private readonly secret: string,
    readonly defaultLimit: number,
  ) {}

  private sign(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url').slice(0, 22);
  }

  encode(list: string, values: unknown[]): string {
    const payload = Buffer.from(JSON.stringify({ l: this.sign(list), v: values.map(encodeValue) })).toString(
      'base64url',
    );
    return `${payload}.${this.sign(payload)}`;
  }

  decode(list: string, cursor: string): unknown[] {
    const [payload = '', signature = ''] = cursor.split('.');
    const expected = this.sign(payload);
    if (signature.length !== expected.length || !timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) {
      throw new ApiError(400, 'query.page is not a valid cursor');
    }
    const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { l: string; v: Encoded[] };
    if (parsed.l !== this.sign(list)) throw new ApiError(400, 'query.page is a cursor of another list');
    return parsed.v.map(decodeValue);
  }

  /**
   * Serves one page. `list` identifies the list (operation, parent ids, filters): a cursor of another
   * list is refused. `fetch` receives the keyset condition (or undefined for the first page), the
   * number of rows to take and the cursor's sort-key values (for raw SQL); rows come ordered by
   * `sort`, whose last key must be unique (e.g. `id`). `count` should be O(1) (a maintained counter).
   */
  async paginate<Row, Item>(
    options: {
      list: string;
      query: PageQuery;
      sort: SortKey[];
      fetch: (
        after: Record<string, unknown> | undefined,
        take: number,
        cursor: unknown[] | undefined,
      ) => Promise<Row[]>;
      count: () => Promise<number>;
    } & Presenting<Row, Item>,
  ): Promise<Page<Item>> {
    const { list, query, sort } = options;
    const limit = query.limit ?? this.defaultLimit;
    const cursor = query.page === undefined ? undefined : this.decode(list, query.page);
    const after = cursor === undefined ? undefined : keysetWhere(sort, cursor);
    const [rows, count] = await Promise.all([
      limit === 0 ? Promise.resolve([]) : options.fetch(after, limit + 1, cursor),
      options.count(),
    ]);
    const pageRows = rows.slice(0, limit);
    const last = pageRows.at(-1);
    const items =
      pageRows.length === 0
        ? []
        : 'presentAll' in options
          ? await options.presentAll(pageRows)
          : await Promise.all(pageRows.map(options.present));
    const page: Page<Item> = { items, count };
    if (rows.length > limit && last !== undefined) {
      page.next = {
        page: this.encode(
          list,
          sort.map((s) => getPath(last, s.field)),
        ),
      };
    }
    return page;
  }

  /**
   * Serves one page of a database list: the rows of `rows` matching `where` strictly after the cursor
   * (keysetWhere) in the order of `sort`; `count` counts every row matching `where` unless the caller
   * has a cheaper count (e.g. a maintained counter).
   */
  paginateWhere<Where, Row, Item>(
    options: {
      list: string;
      query: PageQuery;
      sort: SortKey[];
      where: Where;
      rows: Rows<Where, Row>;
      count?: () => Promise<number>;
    } & Presenting<Row, Item>,
  ): Promise<Page<Item>> {
    const { where, rows, sort } = options;
    return this.paginate({
      ...options,
      fetch: (after, take) =>
        rows.find({ where: after ? ({ AND: [where, after] } as Where) : where, orderBy: orderByOf(sort), take }),
      count: options.count ?? (() => rows.count(where)),
    });
  }

  /**
   * The same pages over a list computed in memory (e.g. links parsed from content): the rows are
   * ordered by `sort` and a cursor selects those strictly after it, exactly like `paginate`.
   */
  async paginateRows<Row, Item>(options: {
    list: string;
    query: PageQuery;
    sort: SortKey[];
    rows: Row[];
    present: (row: Row) => Item;
  }): Promise<Page<Item>> {
    const { sort, query } = options;
    const keys = (row: Row): unknown[] => sort.map((key) => getPath(row, key.field));
    const sorted = [...options.rows].sort((a, b) => compareKeys(sort, keys(a), keys(b)));
    const cursor = query.page === undefined ? undefined : this.decode(options.list, query.page);
    const after = cursor === undefined ? sorted : sorted.filter((row) => compareKeys(sort, keys(row), cursor) > 0);
    return this.paginate({
      list: options.list,
      query: query.limit === undefined ? {} : { limit: query.limit },
      sort,
      fetch: (_after, take) => Promise.resolve(after.slice(0, take)),
      count: () => Promise.resolve(sorted.length),
      present: options.present,
    });
  }
}
