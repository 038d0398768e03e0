/**
 * Document rows (table `docs`), their v5 representation and who may do what with them.
 *
 * Rights (ARCHITECTURE.md "rights", per project policy): a document with a `dataset_id` grants
 * each right to the callers holding it on that project; a document without one is private to
 * its `owner`, who holds every right on it.
 */
import { pathId } from '../http/path-id.js';
import type { FastifyRequest } from 'fastify';
import type { Dialect } from '../store/dialect.js';
import type { SqlRunner } from '../store/store.js';
import type { Caller } from '../auth/authorization-server.js';
import { assertRight, hasRight, projectRightSql, type Right } from '../http/rights.js';
import { forbidden, invalidBody, notFound } from '../http/problem.js';
import { compileClauses, type ColumnMap, type SqlFragment } from '../query/compile.js';
import { orderBy, runList, type ListResult } from '../query/list.js';
import type { VersionCheck } from '../http/etag.js';
import type { ListParams } from '../query/params.js';
import type { Document } from '../../src-shared/schemas/doc.js';

/** A row of `docs` as the routes read it. */
export interface DocRow {
  id: number;
  doc_type: number | null;
  folder_name: string | null;
  file_name: string;
  original_file_name: string | null;
  mimetype: string | null;
  size_in_bytes: number;
  dataset_id: number | null;
  doc_rem: string | null;
  owner: number | null;
  /** Relative to `filesDir`. */
  storage_path: string;
  /** Relative to `filesDir`; null when there is no thumbnail. */
  thumbnail_path: string | null;
}

/** Column list of {@link DocRow} for a `docs` table aliased `d`. */
export const DOC_COLUMNS =
  'd.id, d.doc_type, d.folder_name, d.file_name, d.original_file_name, d.mimetype, d.size_in_bytes, d.dataset_id, d.doc_rem, d.owner, d.storage_path, d.thumbnail_path';

/** `{protocol}://{host}` of the request, the base of `file_url` and `thumbnail_urls`. */
export function baseUrlOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * The v5 Document of a row (interface v5 §Resources "Document"; shapes in
 * src-shared/schemas/doc.ts). `base` is the service origin, e.g. `http://127.0.0.1:4711`.
 */
export function toDocument(row: DocRow, base: string): Document {
  const self = `${base}/rest/v5/docs/${row.id}`;
  return {
    id: row.id,
    doc_type: row.doc_type,
    folder_name: row.folder_name,
    file_name: row.file_name,
    original_file_name: row.original_file_name,
    file_url: `${self}/file`,
    thumbnail_urls: row.thumbnail_path ? { small: `${self}/thumbnail` } : {},
    mimetype: row.mimetype,
    dataset_id: row.dataset_id,
    doc_rem: row.doc_rem,
    owner: row.owner,
    size_in_bytes: row.size_in_bytes,
  };
}

/**
 * The row of document `id`, or `undefined`. `forUpdate`: locked until the transaction of `sql`
 * ends (PostgreSQL; SQLite's write transaction holds the lock already), for a version check.
 */
export function findDoc(sql: SqlRunner, id: number, forUpdate = false): Promise<DocRow | undefined> {
  return sql.get<DocRow>(`SELECT ${DOC_COLUMNS} FROM docs d WHERE d.id = ?${forUpdate ? sql.dialect.forUpdate : ''}`, [id]);
}

/** The row of document `id` (`forUpdate` as {@link findDoc}); throws a 404 problem when there is none. */
export async function loadDoc(sql: SqlRunner, id: number, forUpdate = false): Promise<DocRow> {
  const row = await findDoc(sql, id, forUpdate);
  if (!row) throw notFound(`There is no document ${id}.`);
  return row;
}

/** SQL condition "the caller has `right` on document `alias`" (see the module comment). */
export function docRightSql(alias: string, caller: Caller, right: Right, dialect: Dialect): SqlFragment {
  const project = projectRightSql(`${alias}.dataset_id`, caller, right, dialect);
  return {
    sql: `(${project.sql} OR (${alias}.dataset_id IS NULL AND ${alias}.owner = ?))`,
    params: [...project.params, caller.person_id],
  };
}

/** True when the caller has `right` on the document. */
export async function hasDocRight(sql: SqlRunner, caller: Caller, doc: Pick<DocRow, 'dataset_id' | 'owner'>, right: Right): Promise<boolean> {
  if (doc.dataset_id === null) return doc.owner === caller.person_id;
  return hasRight(sql, caller, doc.dataset_id, right);
}

/**
 * Throws 403 unless the caller has `right` on the document: for a document of a project, the
 * project's problem ({@link assertRight}: named by its name, in the caller's language).
 */
export async function assertDocRight(sql: SqlRunner, caller: Caller, doc: DocRow, right: Right): Promise<void> {
  if (doc.dataset_id !== null) return assertRight(sql, caller, doc.dataset_id, right);
  assertOwnDoc(caller, doc);
}

/** Throws 403 unless the caller owns the document (the right on a document of no project). */
export function assertOwnDoc(caller: Caller, doc: Pick<DocRow, 'id' | 'owner'>): void {
  if (doc.owner !== caller.person_id) throw forbidden(`Document ${doc.id} belongs to no project and is private to its owner.`);
}

/**
 * Deletes document `id` and detaches it from every observation, in one transaction that first
 * locks it and runs `check` (the request's `If-Match`: 412) on its version. Returns the deleted
 * row (its stored files stay: see doc-upload.ts unsharedPaths); 404 when it is gone.
 */
export async function deleteDoc(sql: SqlRunner, id: number, check?: VersionCheck): Promise<DocRow> {
  return sql.transaction(async (tx) => {
    const doc = await loadDoc(tx, id, true);
    check?.(doc);
    await tx.run('DELETE FROM observation_docs WHERE doc_id = ?', [id]);
    await tx.run('DELETE FROM docs WHERE id = ?', [id]);
    return doc;
  });
}

/** The metadata PUT /docs/{id}/metadatas may change. */
export type DocMetadata = Pick<DocRow, 'doc_type' | 'doc_rem' | 'dataset_id' | 'folder_name' | 'original_file_name'>;

/**
 * Changes the metadata of document `id` in one transaction: locks it, runs `check` (the request's
 * `If-Match`: 412) on its version, lets `decide` see the stored row and return the metadata to
 * write (every field, as given; it may throw, e.g. a 403), writes it with `updated_at` stamped.
 * Returns the row as stored; 404 when it is gone.
 */
export async function updateDocMetadata(sql: SqlRunner, id: number, decide: (doc: DocRow) => DocMetadata, check?: VersionCheck): Promise<DocRow> {
  return sql.transaction(async (tx) => {
    const doc = await loadDoc(tx, id, true);
    check?.(doc);
    const metadata = decide(doc);
    await tx.run(`UPDATE docs SET doc_type = ?, doc_rem = ?, dataset_id = ?, folder_name = ?, original_file_name = ?, updated_at = ?
      WHERE id = ?`, [metadata.doc_type, metadata.doc_rem, metadata.dataset_id, metadata.folder_name, metadata.original_file_name, new Date().toISOString(), id]);
    return loadDoc(tx, id);
  });
}

/** 422 unless `code` is a code of the `doc_type` vocabulary; `field` names the input. */
export async function assertDocType(sql: SqlRunner, code: number, field: string): Promise<void> {
  const row = await sql.get("SELECT 1 AS ok FROM vocabularies WHERE field_name = 'doc_type' AND code = ?", [code]);
  if (!row) throw invalidBody([{ field, message: `${code} is not a code of the doc_type vocabulary (GET /public/v5/vocabularies?field_name=doc_type).` }]);
}

/** 422 unless project `id` exists; `field` names the input. */
export async function assertProjectExists(sql: SqlRunner, id: number, field: string): Promise<void> {
  if (!(await sql.get('SELECT 1 AS ok FROM projects WHERE id = ?', [id])))
    throw invalidBody([{ field, message: `There is no project ${id}.` }]);
}

const ATTACHED = 'EXISTS (SELECT 1 FROM observation_docs od WHERE od.doc_id = d.id)';
/** Column map of DOC_FILTERS (src-shared/filters/documents.ts) on `docs d`. */
export const DOC_FILTER_COLUMNS: ColumnMap = {
  id: 'd.id',
  dataset_id: 'd.dataset_id',
  file_name: 'd.file_name',
  original_file_name: 'd.original_file_name',
  doc_type: 'd.doc_type',
  with_observation: (clause) => ({ sql: clause.value ? ATTACHED : `NOT ${ATTACHED}`, params: [] }),
};
/** Sortable fields of document lists. */
export const DOC_SORTABLE = ['id', 'file_name', 'original_file_name', 'doc_type', 'dataset_id', 'mimetype', 'size_in_bytes'] as const;

/**
 * A page of documents (GET /docs, GET /observations/{id}/docs): `scope` narrows them (rights,
 * an observation's attachments), the list parameters filter, sort (by id when none) and page.
 */
export function listDocs(sql: SqlRunner, scope: SqlFragment[], params: ListParams, head: boolean): Promise<ListResult<DocRow>> {
  return runList<DocRow>(sql, {
    from: 'docs d',
    scope,
    filters: compileClauses(params.clauses, DOC_FILTER_COLUMNS, sql.dialect),
    select: DOC_COLUMNS,
    orderBy: orderBy(`d.${params.sort ?? 'id'}`, params.dir, 'd.id'),
  }, params, head);
}
