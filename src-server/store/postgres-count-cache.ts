/**
 * Counts reused across requests on the PostgreSQL store while nobody wrote what they read, in
 * any process (issue 16: `X-Filtered-Total` of a filter a client pages through is counted once).
 * The key of a count is its SQL, its parameters and the data versions of the tables its SQL
 * names, which migration 020_data_versions.sql bumps at the commit of every transaction that
 * wrote them (one indexed lookup per count). Exact: a count made after reading versions V is
 * reused only while the versions are still V, and the versions of a write become visible
 * together with its rows. A count asked while the same one is running waits for it.
 */
import type { SqlRunner } from './store.js';

/** Counts kept per store; a reviewer pages through a few filters at a time. */
const MAX_COUNTS = 256;

/** The tables of the schema, and those with a data version (the others' counts are never reused). */
interface Tables {
  all: ReadonlySet<string>;
  versioned: ReadonlySet<string>;
}

const IDENTIFIER = /[a-z_][a-z0-9_]*/gi;

/**
 * The data versions of `tables` as one text (`name=version,…` by name; one indexed lookup), which
 * changes at the commit of every transaction, of any process, that wrote one of them (migration
 * 020). What was computed from those tables under one such text is still right while it is unchanged.
 */
export async function dataVersionsOf(runner: SqlRunner, tables: readonly string[]): Promise<string> {
  const versions = await runner.get<{ v: string }>(
    "SELECT coalesce(string_agg(table_name || '=' || version, ',' ORDER BY table_name), '') AS v FROM data_versions WHERE table_name = ANY(?)", [tables]);
  return versions?.v ?? '';
}

/**
 * `count(sql, params)` over `runner` (the pool's runner, never a transaction's: a transaction sees
 * its own uncommitted writes), answered from memory while the data versions of the tables `sql`
 * names are unchanged; equal counts asked at once are run once, all waiting for it (a failed one
 * is kept by none). A count naming a table without a version is counted every time.
 */
export function pgCountCache(runner: SqlRunner): (sql: string, params: readonly unknown[]) => Promise<number> {
  let tables: Promise<Tables> | undefined;
  const tablesOfSql = new Map<string, string[] | null>();
  const counts = new Map<string, number>();
  /** Counts being run, by the same key: a count asked again meanwhile waits for the running one. */
  const counting = new Map<string, Promise<number>>();

  const loadTables = async (): Promise<Tables> => {
    const rows = await runner.all<{ name: string; versioned: boolean }>(`SELECT c.relname AS name, d.table_name IS NOT NULL AS versioned
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace LEFT JOIN data_versions d ON d.table_name = c.relname
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p', 'v', 'm', 'f')`);
    return { all: new Set(rows.map((r) => r.name)), versioned: new Set(rows.filter((r) => r.versioned).map((r) => r.name)) };
  };

  /** The tables `sql` names (every identifier that is a table's name: more is harmless), or null when one has no version. */
  const namedTables = (sql: string, known: Tables): string[] | null => {
    let named = tablesOfSql.get(sql);
    if (named === undefined) {
      const found = [...new Set(sql.toLowerCase().match(IDENTIFIER) ?? [])].filter((word) => known.all.has(word)).sort();
      named = found.every((table) => known.versioned.has(table)) ? found : null;
      if (tablesOfSql.size >= MAX_COUNTS) tablesOfSql.delete(tablesOfSql.keys().next().value!);
      tablesOfSql.set(sql, named);
    }
    return named;
  };

  return async (sql, params) => {
    // a failed catalogue read is tried again by the next count rather than kept
    const named = namedTables(sql, await (tables ??= loadTables().catch((error: unknown) => { tables = undefined; throw error; })));
    if (!named) return runner.count(sql, params);
    const key = `${await dataVersionsOf(runner, named)}\u0000${sql}\u0000${JSON.stringify(params)}`;
    const n = counts.get(key);
    if (n !== undefined) return n;
    // Requests that ask a filter while it is being counted wait for that count: at 10,000,000
    // observations a new filter's count takes seconds, and 32 clients asking it at once ran it on
    // every connection of the pool, each reading the same rows.
    let pending = counting.get(key);
    if (!pending) {
      pending = runner.count(sql, params).then((counted) => {
        if (counts.size >= MAX_COUNTS) counts.delete(counts.keys().next().value!);
        counts.set(key, counted);
        return counted;
      }).finally(() => counting.delete(key));
      counting.set(key, pending);
    }
    return pending;
  };
}
