/** A Prisma model as a paginated list (`Rows`): its rows as they are, no include. */
import type { ListArgs, Rows } from '../http/pagination.js';

/** What `modelRows` needs of a Prisma model delegate (`db.site`, `db.shareLink`, …). */
interface Model<Where, Row> {
  findMany(args: ListArgs<Where>): Promise<Row[]>;
  count(args: { where: Where }): Promise<number>;
}

/** The model's rows matching a filter, a page at a time, and their number. */
export const modelRows = <Where, Row>(model: Model<Where, Row>): Rows<Where, Row> => ({
  find: (args) => model.findMany(args),
  count: (where) => model.count({ where }),
});
