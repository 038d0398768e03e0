/**
 * The SQLite implementation of the storage interface (store/store.ts): the better-sqlite3
 * connection the service has always used, its statement cache (query/list.ts `cached`) and its
 * exact count cache (query/count-cache.ts). Statements run synchronously; the promises only give
 * the interface its shape.
 */
import { setImmediate as nextMacrotask } from 'node:timers/promises';
import type { Db } from '../db/open.js';
import { cachedCount } from '../query/count-cache.js';
import { cached } from '../query/list.js';
import { sqliteDialect } from './dialect.js';
import type { RunResult, SqlRunner, Store } from './store.js';

/** better-sqlite3 takes no booleans: they are stored as 1/0 (the schema's convention). */
const bind = (params: readonly unknown[]): unknown[] => params.map((v) => (typeof v === 'boolean' ? (v ? 1 : 0) : v));

/**
 * The runner over `db`. `guard` throws when a statement comes from outside an open transaction
 * (see {@link createSqliteStore}), or, in a transaction's own runner, after it ended; there
 * `transaction` runs nested work in the same transaction.
 */
function sqliteRunner(db: Db, guard: () => void, transaction: SqlRunner['transaction']): SqlRunner {
  return {
    dialect: sqliteDialect,
    all: async <Row>(sql: string, params: readonly unknown[] = []) => { guard(); return cached(db, sql).all(...bind(params)) as Row[]; },
    get: async <Row>(sql: string, params: readonly unknown[] = []) => { guard(); return cached(db, sql).get(...bind(params)) as Row | undefined; },
    run: async (sql: string, params: readonly unknown[] = []): Promise<RunResult> => { guard(); return { changes: cached(db, sql).run(...bind(params)).changes }; },
    count: async (sql: string, params: readonly unknown[] = []) => { guard(); return cachedCount(db, sql, bind(params)); },
    transaction,
  };
}

/**
 * The store over an open SQLite connection (db/open.ts). The caller keeps owning `db`:
 * `close()` does not close it (startServer closes it after the app).
 *
 * Transactions across `await` on one connection: every statement of a runner transaction
 * resolves at once, so a transaction started at the beginning of a fresh macrotask (after
 * `setImmediate`, when no other request's continuation is queued) runs from BEGIN to COMMIT
 * without any other code of the service in between, as long as `work` awaits only its runner.
 * Should it await anything else, a statement of another request arriving meanwhile throws
 * (rather than landing inside the transaction), and so does the transaction's own next statement.
 */
export function createSqliteStore(db: Db): Store {
  let open = false;
  const outside = () => {
    if (open) throw new Error('A statement of another request ran while a SQLite transaction was open (the transaction awaited something other than its runner).');
  };
  const transaction = async <T>(work: (tx: SqlRunner) => Promise<T>): Promise<T> => {
    await nextMacrotask();
    outside();
    open = true;
    db.exec('BEGIN IMMEDIATE');
    try {
      const tx: SqlRunner = sqliteRunner(db, () => { if (!open) throw new Error('SQLite transaction used after it ended.'); }, (inner) => inner(tx));
      const result = await work(tx);
      db.exec('COMMIT');
      return result;
    } catch (error) {
      if (db.inTransaction) db.exec('ROLLBACK');
      throw error;
    } finally {
      open = false;
    }
  };
  return {
    ...sqliteRunner(db, outside, transaction),
    close: async () => {},
  };
}
