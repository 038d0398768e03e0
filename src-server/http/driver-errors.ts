import type { ProblemText } from './problem-messages.js';

/**
 * The database errors a request can meet through no fault of the service, with the answer that
 * says so instead of a 500: a **foreign-key violation** — a row the write refers to (a taxon, a
 * person, a project, a document) was deleted by another request between the service's reference
 * check and the write. Read outside the write's transaction, that check cannot see such a delete;
 * on PostgreSQL another process may make it at any moment. Answered 409 Conflict: the client reads
 * again and retries. Drivers: PostgreSQL SQLSTATE `23503` (`pg`'s `DatabaseError.code`, PostgreSQL
 * manual, Appendix A); SQLite extended result code `SQLITE_CONSTRAINT_FOREIGNKEY` (better-sqlite3's
 * `SqliteError.code`).
 */
export function driverProblem(error: unknown): { status: 409; detail: ProblemText } | null {
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;
  if (code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY') return { status: 409, detail: { key: 'reference-gone' } };
  return null;
}
