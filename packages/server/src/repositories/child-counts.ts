/** A page of rows with the number of each row's children, counted for the page's rows only. */

/**
 * `rows` with `_count: { [key]: n }` added, n from `countChildren` (the pairs [row id, number of its children] for
 * the ids given; a row it leaves out has none). No query when the page is empty.
 */
export async function withChildCounts<Row extends { id: string }, Key extends string>(
  rows: Row[],
  key: Key,
  countChildren: (ids: string[]) => Promise<Array<[string, number]>>,
): Promise<Array<Row & { _count: Record<Key, number> }>> {
  if (rows.length === 0) return [];
  const counts = new Map(await countChildren(rows.map((row) => row.id)));
  return rows.map((row) => ({ ...row, _count: { [key]: counts.get(row.id) ?? 0 } as Record<Key, number> }));
}
