/**
 * Prisma's statements on PGlite, each prepared once as a named statement and then executed in one exchange with the
 * engine. PGlite's own `query()` makes six exchanges of every statement (parse, describe the statement, bind,
 * describe the portal, execute, sync), each a call into the engine and a new reader of its answer, and has
 * PostgreSQL parse, analyse and plan the text every time. Here a statement is parsed and described on its first
 * use only: later runs send bind, execute and sync together, with the parameters serialised by the types PostgreSQL
 * inferred on that first use (what `query()` does after its describe), and read the rows with the description that
 * first use returned. A simple read by id takes about a quarter of the time (docs/development.md).
 *
 * PostgreSQL keeps its plans of a prepared statement and replans by itself when a table it reads changes (a new
 * index, a truncation). The statements of a session are not part of a transaction: one prepared in a transaction
 * that rolls back stays prepared. The most recently used `limit` are kept; the one longest unused is
 * closed in the next exchange. A statement PostgreSQL no longer has, or whose result changed shape (a column
 * altered under it), is forgotten when its error comes back and prepared again: at once outside a transaction,
 * by the next call in one (the error has ended that transaction).
 */
import type { PGlite, Results } from '@electric-sql/pglite';

type Engine = typeof import('@electric-sql/pglite');
type QueryOptions = NonNullable<Parameters<PGlite['query']>[2]>;
type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/** How many prepared statements a database keeps (a whole conformance run sends a few hundred distinct ones). */
export const STATEMENT_LIMIT = 1_000;

/** Errors after which a statement is prepared again: it no longer exists (26000), or its result changed (0A000). */
const STALE_STATEMENT = new Set(['26000', '0A000']);

/** The statements' names are unique in the process (two sets of statements on one engine never share one). */
let named = 0;

interface Statement {
  name: string;
  /** The parameters' types, as PostgreSQL inferred them. */
  types: number[];
  /** The description of its rows (undefined for a statement that answers none). */
  rows: BackendMessage | undefined;
}

/** Runs statements on `pglite` as named prepared statements; the caller holds PGlite's query lock. */
export interface PreparedStatements {
  run<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  /** How many statements are prepared now. */
  readonly size: number;
}

const joined = (parts: Uint8Array[]): Uint8Array => {
  if (parts.length === 1) return parts[0] as Uint8Array;
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
};

export function preparedStatements(
  pglite: PGlite,
  engine: Pick<Engine, 'protocol' | 'parse'>,
  limit = STATEMENT_LIMIT,
): PreparedStatements {
  const { serialize } = engine.protocol;
  const { parseResults } = engine.parse;
  const statements = new Map<string, Statement>();
  const closing: Uint8Array[] = [];

  const exchange = (parts: Uint8Array[]) => pglite.execProtocolStream(joined(parts), { syncToFs: false });

  const prepare = async (sql: string): Promise<Statement> => {
    const name = `docs_api_${++named}`;
    const answer = await exchange([
      ...closing.splice(0),
      serialize.parse({ name, text: sql }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    const parameters = answer.find((message) => message.name === 'parameterDescription') as
      { dataTypeIDs: number[] } | undefined;
    const statement = {
      name,
      types: parameters?.dataTypeIDs ?? [],
      rows: answer.find((message) => message.name === 'rowDescription'),
    };
    statements.set(sql, statement);
    if (statements.size > limit) {
      const [oldest, { name: unused }] = statements.entries().next().value as [string, Statement];
      statements.delete(oldest);
      closing.push(serialize.close({ type: 'S', name: unused }));
    }
    return statement;
  };

  const execute = async <T>(
    sql: string,
    params: unknown[],
    options: QueryOptions | undefined,
    retried: boolean,
  ): Promise<Results<T>> => {
    let statement = statements.get(sql);
    if (statement === undefined) statement = await prepare(sql);
    else {
      // The most recently used last: the first in the map is the one to close.
      statements.delete(sql);
      statements.set(sql, statement);
    }
    const { serializers } = pglite;
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = serializers[statement.types[index] ?? 0];
      return serializer !== undefined ? serializer(value) : String(value);
    });
    let answer: BackendMessage[];
    try {
      answer = await exchange([
        ...closing.splice(0),
        serialize.bind({ statement: statement.name, values }),
        serialize.execute({}),
        serialize.sync(),
      ]);
    } catch (error) {
      if (!STALE_STATEMENT.has((error as { code?: string }).code ?? '')) throw error;
      if (statements.get(sql) === statement) {
        statements.delete(sql);
        closing.push(serialize.close({ type: 'S', name: statement.name }));
      }
      // Outside a transaction nothing was done: the statement is prepared again and run. In one, the error has
      // ended the transaction, and it is the caller's.
      if (retried || pglite.isInTransaction()) throw error;
      return execute<T>(sql, params, options, true);
    }
    if (statement.rows !== undefined) answer.unshift(statement.rows);
    return parseResults(answer, pglite.parsers, options)[0] as Results<T>;
  };

  return {
    get size() {
      return statements.size;
    },
    run: (sql, params, options) => execute(sql, params ?? [], options, false),
  };
}
