/**
 * The storage interface of the reference service (docs/storage.md): what every route and
 * repository reaches the database through, so that the same repositories run on SQLite (the
 * embedded default) and on PostgreSQL + PostGIS.
 *
 * Per concern, not per resource: the repositories (domain/*-repo.ts) hold the SQL of their
 * resource once, in the shared spelling of store/dialect.ts, and run it through a
 * {@link SqlRunner}; the rights rules (http/rights.ts) are therefore written once. Every route
 * runs on either store.
 */
import type { Dialect } from './dialect.js';

/** Result of a write statement. */
export interface RunResult {
  /** Rows inserted, updated or deleted. */
  changes: number;
}

/**
 * Runs SQL in the shared spelling (`?` placeholders, store/dialect.ts) on one store. Rows come
 * back as plain objects keyed by column name; integers (also 64-bit counts) as numbers, text as
 * strings. Errors of the driver propagate unchanged.
 */
export interface SqlRunner {
  readonly dialect: Dialect;
  /** Every row of a query. */
  all<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** The first row of a query, or `undefined`. */
  get<Row>(sql: string, params?: readonly unknown[]): Promise<Row | undefined>;
  /** A write statement. */
  run(sql: string, params?: readonly unknown[]): Promise<RunResult>;
  /**
   * `SELECT count(*) AS n …`. The SQLite runner answers from memory while nothing was written
   * (query/count-cache.ts); PostgreSQL's store while the data versions of the tables it reads
   * are unchanged, whichever process writes (store/postgres-count-cache.ts); a transaction counts.
   */
  count(sql: string, params?: readonly unknown[]): Promise<number>;
  /**
   * Runs `work` in one transaction on one connection: committed when it resolves, rolled back
   * when it rejects (the rejection propagates). `work` must use the runner it is given, not this
   * one. On SQLite, no other statement of the service runs while it is open (one connection:
   * another request's statements would otherwise land inside it).
   */
  transaction<T>(work: (tx: SqlRunner) => Promise<T>): Promise<T>;
}

/** The database of the service: a {@link SqlRunner} that can be closed. */
export interface Store extends SqlRunner {
  /** Closes the connection or pool. */
  close(): Promise<void>;
}
