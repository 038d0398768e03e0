import type { FastifyReply, FastifyRequest } from 'fastify';
import type Database from 'better-sqlite3';
import type { Db } from '../db/open.js';
import { and, type SqlFragment } from './compile.js';
import type { ListParams } from './params.js';
import type { SqlRunner } from '../store/store.js';

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
}

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
    const page = q.key === undefined
      ? `SELECT ${q.select} FROM ${q.from} WHERE ${where.sql} ORDER BY ${q.orderBy} LIMIT ? OFFSET ?`
      : pageOfKeys(q, q.key, `SELECT ${q.key} FROM ${q.from} WHERE ${where.sql} ORDER BY ${q.orderBy} LIMIT ? OFFSET ?`);
    const wanted = p.offset + p.limit;
    const window = Math.min(SORTED_WINDOW_ROWS.max, Math.max(SORTED_WINDOW_ROWS.min, 10 * wanted));
    const windowed = q.key !== undefined && p.limit > 0 && wanted <= window
      ? await sql.all<Row>(pageOfKeys(q, q.key, `SELECT ${q.key} FROM ${q.from} WHERE ${q.key} IN (${firstRowsWindow(q, q.key)}) AND ${where.sql}
          ORDER BY ${q.orderBy} LIMIT ? OFFSET ?`), [window, ...where.params, p.limit, p.offset])
      : [];
    result.rows = windowed.length === p.limit ? windowed : await sql.all<Row>(page, [...where.params, p.limit, p.offset]);
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
 * The keys of the first `LIMIT ?` rows of `q.keyFrom` (default `q.from`) in the page's order, read
 * from an index in that order where the store has one (db/schema.ts, test/integration/list-window.test.ts).
 */
export function firstRowsWindow(q: ListQuery, key: string): string {
  return `SELECT ${key} FROM ${q.keyFrom ?? q.from}${q.keyWhere ? ` WHERE ${q.keyWhere}` : ''} ORDER BY ${q.orderBy} LIMIT ?`;
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
