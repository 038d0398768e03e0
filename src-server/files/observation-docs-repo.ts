import type { SqlRunner } from '../store/store.js';
import type { SqlFragment } from '../query/compile.js';

/** Whether document `doc_id` is attached to observation `occurrence_id`. */
export const isAttached = async (sql: SqlRunner, occurrence_id: number, doc_id: number): Promise<boolean> =>
  !!(await sql.get('SELECT 1 AS ok FROM observation_docs WHERE occurrence_id = ? AND doc_id = ?', [occurrence_id, doc_id]));

/** Attaches a document to an observation; false when it was attached already (idempotent). */
export const attachDoc = async (sql: SqlRunner, occurrence_id: number, doc_id: number): Promise<boolean> =>
  (await sql.run('INSERT INTO observation_docs (occurrence_id, doc_id) VALUES (?, ?) ON CONFLICT DO NOTHING', [occurrence_id, doc_id])).changes > 0;

/** Detaches a document from an observation (the document stays); false when it was not attached. */
export const detachDoc = async (sql: SqlRunner, occurrence_id: number, doc_id: number): Promise<boolean> =>
  (await sql.run('DELETE FROM observation_docs WHERE occurrence_id = ? AND doc_id = ?', [occurrence_id, doc_id])).changes > 0;

/** Scope of a document list (`docs d`) to the documents attached to `occurrence_id`. */
export const attachedTo = (occurrence_id: number): SqlFragment =>
  ({ sql: 'd.id IN (SELECT doc_id FROM observation_docs WHERE occurrence_id = ?)', params: [occurrence_id] });
