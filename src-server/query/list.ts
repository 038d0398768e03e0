import type { FastifyReply, FastifyRequest } from 'fastify';
import type Database from 'better-sqlite3';
import type { Db } from '../db/open.js';
import { and, type SqlFragment } from './compile.js';
import type { ListParams } from './params.js';
import type { SqlRunner } from '../store/store.js';
import type { Dialect } from '../store/dialect.js';

/** A prepared statement taking any positional parameters. */
export type Statement = Database.Statement<unknown[], unknown>;

const statements = new WeakMap<Db, Map<string, Statement>>();

/** A prepared statement cached per database and SQL text (prepare costs more than most queries here). */
export function cached(db: Db, sql: string): Statement {
  let map = statements.get(db);
  if (!map) statements.set(db, (map = new Map()));
  let stmt = map.get(sql);
  if (!stmt) map.set(sql, (stmt = db.prepare<unknown[], unknown>(sql)));
  return stmt;
}

/** The SQL of one list endpoint. */
export interface ListQuery {
  /** `FROM` clause body, e.g. `observations o`. */
  from: string;
  /** What the caller may see at all (rights); counted for `X-Total`. */
  scope: SqlFragment[];
  /** The request's filters; with the scope counted for `X-Filtered-Total`. */
  filters: SqlFragment[];
  /** Column list of the page query. */
  select: string;
  /** `ORDER BY` body, built from a whitelisted sort field; must end with a unique key for stable paging. */
  orderBy: string;
  /**
   * A statement giving the scope's count as `n` without scanning `from` (e.g. from a counts table
   * kept by triggers); when absent, `X-Total` counts `from` under `scope`.
   */
  total?: SqlFragment;
  /**
   * The unique key column (e.g. `o.occurrence_id`) when `orderBy` can be read from an index:
   * the page is then first looked for among the first rows of the whole table in that order
   * (see runList).
   */
  key?: string;
  /**
   * Where that first-rows window is read (default `from`): the key's own table, e.g.
   * `observations o`, when `from` joins tables the order does not need.
   */
  keyFrom?: string;
  /** A condition without parameters on `keyFrom` that every row of the scope meets (it lets the window use a partial index). */
  keyWhere?: string;
  /**
   * The sort column when `orderBy` is `<column> DESC NULLS LAST, <key> DESC` and the column may
   * hold NULL ({@link listOrder}): a store that reads that order from no index
   * (`Dialect.nullsLastDescFromIndex` false, PostgreSQL) reads the rows with a value, from the
   * ascending index `(<column>, <key>)` backwards, and then those without ({@link keysInOrder}).
   */
  descNullsLast?: string;
}

/** The order of a list: its `ORDER BY` body and, for a descending order of a nullable column, that column (see {@link ListQuery}). */
export type ListOrder = Pick<ListQuery, 'orderBy' | 'descNullsLast'>;

/** Rows of one page plus the totals when asked for. */
export interface ListResult<Row> {
  rows: Row[];
  total?: number;
  filteredTotal?: number;
}

/** Rows of the whole table, in the page's order, among which runList looks for the page first: ten per row wanted, within these bounds. */
const SORTED_WINDOW_ROWS = { min: 1_000, max: 5_000 };

/**
 * Runs a list query on the store's runner (`sql`): the page (`LIMIT`/`OFFSET`), and with `with_total` the two counts of
 * interface v5 common rule 3 (cached while the data is unchanged, see cachedCount). A HEAD
 * request skips the page query.
 *
 * With `q.key`, the page is first looked for among the first rows of the whole table in the
 * page's order (ten per row wanted, 1,000 to 5,000; an index scan that stops there): when they hold `offset + limit` matches,
 * those are the page, since no later row can come before them. A broad filter (a fifth of a
 * million rows) is answered so in milliseconds, where the planner would collect and sort every
 * match first; a narrow one finds too few and runs the plain query, whose few matches sort fast.
 * With `q.key`, either way the page's keys are sorted alone and its rows selected after (pageOfKeys).
 */
export async function runList<Row>(sql: SqlRunner, q: ListQuery, p: ListParams, head = false): Promise<ListResult<Row>> {
  const scope = and(q.scope);
  const where = and([...q.scope, ...q.filters]);
  const result: ListResult<Row> = { rows: [] };
  if (!head) {
    const key = q.key;
    const wanted = p.offset + p.limit;
    const window = Math.min(SORTED_WINDOW_ROWS.max, Math.max(SORTED_WINDOW_ROWS.min, 10 * wanted));
    const firstRows = key === undefined ? undefined : firstRowsWindow(q, key, window, sql.dialect);
    const windowed = firstRows && p.limit > 0 && wanted <= window
      ? await sql.all<Row>(pageOfKeys(q, key!, `SELECT ${key} FROM ${q.from} WHERE ${key} IN (${firstRows.sql}) AND ${where.sql}
          ORDER BY ${q.orderBy} LIMIT ? OFFSET ?`), [...firstRows.params, ...where.params, p.limit, p.offset])
      : [];
    result.rows = windowed.length === p.limit ? windowed
      : key === undefined ? await sql.all<Row>(`SELECT ${q.select} FROM ${q.from} WHERE ${where.sql} ORDER BY ${q.orderBy} LIMIT ? OFFSET ?`, [...where.params, p.limit, p.offset])
      : await keysInOrder<Row>(sql, q, key, where, p.limit, p.offset, (keys) => pageOfKeys(q, key, keys));
  }
  if (p.with_total) {
    const total = q.total ?? { sql: `SELECT count(*) AS n FROM ${q.from} WHERE ${scope.sql}`, params: scope.params };
    result.total = await sql.count(total.sql, total.params);
    result.filteredTotal = q.filters.length === 0
      ? result.total
      : await sql.count(`SELECT count(*) AS n FROM ${q.from} WHERE ${where.sql}`, where.params);
  }
  return result;
}

/**
 * A statement giving the keys of the first `rows` rows of `q.keyFrom` (default `q.from`) in the
 * page's order (every row: `rows` -1 on SQLite), read from an index in that order (db/schema.ts,
 * test/integration/list-window.test.ts, test/integration/postgres/sort-indexes.test.ts): a set, not
 * in order. With {@link ListQuery.descNullsLast} on a store that reads that order from no index,
 * the first `rows` rows with a value (the ascending index backwards) and, when there are fewer,
 * as many without: all of the first rows, and perhaps some after them, which is still the first
 * rows of the order, as runList needs.
 */
export function firstRowsWindow(q: ListQuery, key: string, rows: number, dialect: Dialect): SqlFragment {
  const from = q.keyFrom ?? q.from;
  const column = splitColumn(q, dialect);
  if (column === undefined) return { sql: `SELECT ${key} FROM ${from}${q.keyWhere ? ` WHERE ${q.keyWhere}` : ''} ORDER BY ${q.orderBy} LIMIT ?`, params: [rows] };
  const where = q.keyWhere ? `${q.keyWhere} AND ` : '';
  // the part without a value only when the first has fewer than `rows`: a condition without
  // columns is tested once before its scan starts (a one-time filter), so it is not read otherwise
  return {
    sql: `WITH valued AS MATERIALIZED (SELECT ${key} AS window_key FROM ${from} WHERE ${where}${column} IS NOT NULL ORDER BY ${splitOrder(column, key)} LIMIT ?)
      SELECT window_key FROM valued UNION ALL (SELECT ${key} FROM ${from}
        WHERE (SELECT count(*) FROM valued) < ? AND ${where}${column} IS NULL ORDER BY ${splitOrder(column, key)} LIMIT ?)`,
    params: [rows, rows, rows],
  };
}

/** {@link ListQuery.descNullsLast} when the store reads that order in two parts, else undefined. */
const splitColumn = (q: ListOrder, dialect: Dialect): string | undefined => (dialect.nullsLastDescFromIndex ? undefined : q.descNullsLast);

/** The order of either part of a split descending order: `DESC` (NULLs first), a backward scan of `(column, key)`; within the part the same order as `DESC NULLS LAST`. */
const splitOrder = (column: string, key: string): string => `${column} DESC, ${key} DESC`;

/**
 * What `select` (default: the keys themselves) gives for the keys of the rows of `q.from` that
 * `where` keeps, in `q.orderBy`, `limit` of them (-1: all) from `offset`: `select` turns a
 * statement giving one page of keys (as a set) into the statement run, e.g. the page's rows in order.
 *
 * With {@link ListQuery.descNullsLast} on a store that reads that order from no index, in two
 * parts, each read from the ascending index `(<column>, <key>)` backwards: the rows with a value
 * (their page), then, when that is short, the rows without, from the first of them when the page
 * started among the rows with a value, else from the offset less their count (counted only then,
 * and those are at most `offset`). A first page so costs one statement unless fewer than `limit`
 * rows with a value match, where a single `ORDER BY … NULLS LAST` sorted every match.
 */
export async function keysInOrder<Row>(sql: SqlRunner, q: Pick<ListQuery, 'from' | 'orderBy' | 'descNullsLast'>, key: string,
  where: SqlFragment, limit: number, offset: number, select: (keys: string) => string = (keys) => keys): Promise<Row[]> {
  // LIMIT -1 is SQLite's "no limit"; PostgreSQL's is LIMIT ALL, spelt here as a NULL limit
  const limitParam = (n: number): number | null => (n < 0 && sql.dialect.name === 'postgres' ? null : n);
  const statement = (condition: string, order: string): string => `SELECT ${key} FROM ${q.from} WHERE ${where.sql}${condition} ORDER BY ${order} LIMIT ? OFFSET ?`;
  const column = splitColumn(q, sql.dialect);
  if (column === undefined) return sql.all<Row>(select(statement('', q.orderBy)), [...where.params, limitParam(limit), offset]);
  const valued = await sql.all<Row>(select(statement(` AND ${column} IS NOT NULL`, splitOrder(column, key))), [...where.params, limitParam(limit), offset]);
  if (valued.length === limit) return valued;
  const valuedBefore = valued.length > 0 || offset === 0 ? offset
    : await sql.count(`SELECT count(*) AS n FROM ${q.from} WHERE ${where.sql} AND ${column} IS NOT NULL`, where.params);
  const rest = await sql.all<Row>(select(statement(` AND ${column} IS NULL`, splitOrder(column, key))),
    [...where.params, limitParam(limit < 0 ? limit : limit - valued.length), Math.max(0, offset - valuedBefore)]);
  return valued.concat(rest);
}

/**
 * The select list of `q` for the rows whose keys `keys` (a statement giving one page of keys)
 * gives, in the page's order. The keys are sorted alone: SQLite's sorter carries every result
 * column, so sorting the selected rows evaluated the select list (its correlated subqueries) for
 * each of the up to 5,000 sorted rows instead of for the page's (9 ms against 1.3 ms at 100,000
 * observations), and more for some orders than others.
 */
function pageOfKeys(q: ListQuery, key: string, keys: string): string {
  return `SELECT ${q.select} FROM ${q.from} WHERE ${key} IN (${keys}) ORDER BY ${q.orderBy}`;
}

/** Sets `X-Total` and `X-Filtered-Total` when the result carries them. */
export function setTotals(reply: FastifyReply, result: { total?: number; filteredTotal?: number }): void {
  if (result.total !== undefined) reply.header('X-Total', String(result.total));
  if (result.filteredTotal !== undefined) reply.header('X-Filtered-Total', String(result.filteredTotal));
}

/** True for HEAD requests (Fastify routes them to the GET handler). */
export const isHead = (request: FastifyRequest): boolean => request.method === 'HEAD';

/**
 * Builds an `ORDER BY` from a whitelisted sort column and a unique tie-breaker: `NULLS LAST` in
 * both directions, unless `column` is declared NOT NULL in both stores' schemas (`nullable`
 * false). Then the order is written without it, which is the same order, because PostgreSQL reads
 * `DESC NULLS LAST` from no backward scan of an ascending index (even on a NOT NULL column) and
 * plain `DESC` from one, so the column needs no descending twin (migration 092).
 */
export function orderBy(column: string, dir: 'asc' | 'desc', tieBreaker: string, nullable = true): string {
  const d = dir === 'desc' ? 'DESC' : 'ASC';
  if (column === tieBreaker) return `${column} ${d}`;
  return `${column} ${d}${nullable ? ' NULLS LAST' : ''}, ${tieBreaker} ${d}`;
}

/**
 * {@link orderBy} with, when it is descending on a nullable column, that column as
 * `descNullsLast`: a list query (runList, keysInOrder) then reads it in two parts on PostgreSQL
 * from the ascending index `(column, tieBreaker)`, which needs no `DESC NULLS LAST` twin (migration 093).
 */
export function listOrder(column: string, dir: 'asc' | 'desc', tieBreaker: string, nullable = true): ListOrder {
  const order = orderBy(column, dir, tieBreaker, nullable);
  return dir === 'desc' && nullable && column !== tieBreaker ? { orderBy: order, descNullsLast: column } : { orderBy: order };
}
