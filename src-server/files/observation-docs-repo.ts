import type { Db } from '../db/open.js';
import { cached } from '../query/list.js';
import type { SqlFragment } from '../query/compile.js';

/** Whether document `doc_id` is attached to observation `occurrence_id`. */
export const isAttached = (db: Db, occurrence_id: number, doc_id: number): boolean =>
  !!cached(db, 'SELECT 1 AS ok FROM observation_docs WHERE occurrence_id = ? AND doc_id = ?').get(occurrence_id, doc_id);

/** Attaches a document to an observation; false when it was attached already (idempotent). */
export const attachDoc = (db: Db, occurrence_id: number, doc_id: number): boolean =>
  cached(db, 'INSERT OR IGNORE INTO observation_docs (occurrence_id, doc_id) VALUES (?, ?)').run(occurrence_id, doc_id).changes > 0;

/** Detaches a document from an observation (the document stays); false when it was not attached. */
export const detachDoc = (db: Db, occurrence_id: number, doc_id: number): boolean =>
  cached(db, 'DELETE FROM observation_docs WHERE occurrence_id = ? AND doc_id = ?').run(occurrence_id, doc_id).changes > 0;

/** Scope of a document list (`docs d`) to the documents attached to `occurrence_id`. */
export const attachedTo = (occurrence_id: number): SqlFragment =>
  ({ sql: 'd.id IN (SELECT doc_id FROM observation_docs WHERE occurrence_id = ?)', params: [occurrence_id] });
