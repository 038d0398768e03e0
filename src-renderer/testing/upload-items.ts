/**
 * Upload items and documents for the renderer's tests of the upload queue and the documents
 * screen: plausible values, any field overridable.
 */
import type { UploadItem } from '../../src-shared/contract/documents.js';
import type { Document } from '../../src-shared/schemas/doc.js';

/** A photo document `id` as main hands it over (desk-file URLs). */
export function makeDocument(id: number, extra: Partial<Document> = {}): Document {
  return {
    id, doc_type: 1, folder_name: null, file_name: `photo-${id}.jpg`, original_file_name: `IMG_${id}.JPG`,
    file_url: `desk-file://doc/${id}/file`, thumbnail_urls: { small: `desk-file://doc/${id}/thumbnail` },
    mimetype: 'image/jpeg', dataset_id: 1, doc_rem: null, owner: 3, size_in_bytes: 150_000, ...extra,
  };
}

/** A queued upload of `/photos/<id>.jpg` (3 MB), any field overridable. */
export function makeUploadItem(id: string, extra: Partial<UploadItem> = {}): UploadItem {
  return {
    id, kind: 'create', path: `/photos/${id}.jpg`, file_name: `${id}.jpg`, state: 'queued',
    bytes_sent: 0, bytes_total: 3 * 1024 * 1024, rate_bytes_per_s: 0, eta_ms: null, attempts: 0, retry_at: null, waiting_since: null,
    error: null, document: null, dataset_id: 1, doc_type: 1, doc_rem: null, attach_to_occurrence_id: null,
    attach_error: null, target_doc_id: null, profile_id: 'sandbox', created_at: '2026-05-04T10:00:00.000Z', ...extra,
  };
}
