/**
 * No duplicate document from a repeated `POST /docs` (issue 12 item 4). When the answer of a POST
 * is lost (no answer, a stalled transfer, a 5xx from a proxy), the service may have stored the
 * file all the same. Each upload therefore carries a per-upload marker at the end of its
 * `doc_rem` (the only free-text field of interface v5's POST); before a POST is repeated, the
 * newest documents of the same project are searched for one with that marker, the original file
 * name and the size. Once the document is known the marker is taken out of `doc_rem` again
 * (`PUT /docs/{id}/metadatas`), so people never see it.
 */
import { DOC_REM_MAX, type Document } from '../../src-shared/schemas/doc.js';
import type { DocumentsDomain } from '../domains/documents.js';

/** Documents searched for a lost upload: the newest this many of the project the caller may write. */
export const LOST_UPLOAD_SEARCH_LIMIT = 100;

/** The marker of upload item `uploadId`, as written on a line of its own at the end of `doc_rem`. */
export function uploadMarker(uploadId: string): string {
  return `[desk-upload ${uploadId}]`;
}

/**
 * `doc_rem` as sent: the user's remark (or nothing) and the marker on its own line; the remark
 * alone when the marker would not fit in {@link DOC_REM_MAX} characters (that upload is then
 * repeated without a search: a duplicate is possible, a refused upload is not).
 */
export function markedRemark(docRem: string | null | undefined, marker: string): string | null {
  const remark = docRem ?? '';
  const marked = remark === '' ? marker : `${remark}\n${marker}`;
  return marked.length <= DOC_REM_MAX ? marked : (docRem ?? null);
}

/** True when `doc` carries `marker` at the end of its `doc_rem`. */
export function hasMarker(doc: Pick<Document, 'doc_rem'>, marker: string): boolean {
  return doc.doc_rem?.endsWith(marker) === true;
}

/** What identifies an upload among the project's documents. */
export interface LostUpload {
  marker: string;
  dataset_id: number | null;
  /** The name of the file as uploaded (the service keeps it as `original_file_name`). */
  file_name: string;
  bytes_total: number;
}

/**
 * The document a lost POST created, or null: among the newest {@link LOST_UPLOAD_SEARCH_LIMIT}
 * writable documents of the same project (all projects when private), the one with the marker,
 * the same original name (when the service reports it) and the same size (when reported).
 * Throws the list's DeskError (e.g. `network`: the service is still away).
 */
export async function findLostUpload(documents: DocumentsDomain, upload: LostUpload): Promise<Document | null> {
  const page = await documents.list({
    dataset_id: upload.dataset_id === null ? undefined : [upload.dataset_id],
    right: 'write',
    sort: 'id',
    dir: 'desc',
    offset: 0,
    limit: LOST_UPLOAD_SEARCH_LIMIT,
  });
  return page.rows.find((doc) =>
    hasMarker(doc, upload.marker)
    && doc.dataset_id === upload.dataset_id
    && (doc.original_file_name === null || doc.original_file_name === upload.file_name)
    && (doc.size_in_bytes === undefined || doc.size_in_bytes === upload.bytes_total)) ?? null;
}

/**
 * Takes the marker out of `doc`'s `doc_rem` (back to `docRem`, the user's remark); answers the
 * updated document. When that fails the upload still counts as done: the document is returned
 * as it is, with the marker line.
 */
export async function unmark(documents: DocumentsDomain, doc: Document, marker: string, docRem: string | null): Promise<Document> {
  if (!hasMarker(doc, marker)) return doc;
  try {
    return await documents.updateMetadata(doc.id, { doc_rem: docRem });
  } catch {
    return doc;
  }
}
