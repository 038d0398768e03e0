/**
 * Desk methods and events of documents (interface v5 §Endpoints "Documents" and the
 * `/observations/{id}/docs/{doc_id}` paths), the upload queue in main (src-main/uploads/) and the
 * EXIF help for attaching photos (issue 5). Spread into DESK_METHODS / DESK_EVENTS by desk.ts.
 *
 * Every `Document` the renderer gets has `file_url` and `thumbnail_urls` rewritten to desk-file
 * URLs (src-main/domains/observation-docs.ts `withDeskFileUrls`): the service's URLs need a token.
 */
import { z } from 'zod';
import { ProjectRightSchema } from '../domain/project-rights.js';
import { Observation } from '../schemas/observation.js';
import { DOC_NAME_MAX, DOC_REM_MAX, DocMetadataUpdateSchema, DocumentSchema } from '../schemas/doc.js';
import { Code, Id } from '../schemas/common.js';
import { ApiErrorShape } from './errors.js';

const DocRef = z.object({ id: Id });
const AttachRef = z.object({ occurrence_id: Id, doc_id: Id });

/** Most files one `uploads.enqueue` call takes. */
export const UPLOAD_BATCH_MAX = 1000;
/** Radius of `documents.suggestObservations`, in metres around the photo's GPS position. */
export const SUGGEST_RADIUS_IN_METERS = 500;

/**
 * An opaque handle of a file the user gave the desk by a gesture, issued by main (the renderer
 * never names a file path, ARCHITECTURE.md "Security baseline"): from the native dialog
 * (`uploads.chooseFiles`), a drop or a file input (Electron: the preload's `fileFromUser`;
 * browser mode: the file's bytes PUT to the web host). Valid until the desk stops. A path, or any
 * string main did not issue, is refused (`invalid-input`).
 */
export const FileHandle = z.string().regex(/^fh_[A-Za-z0-9_-]{22}$/, 'Not a file handle issued by the desk: choose or drop the file.');
export type FileHandle = z.infer<typeof FileHandle>;

/** A file main holds a handle for: the handle, the file's name and size in bytes. */
export const ChosenFile = z.object({ handle: FileHandle, file_name: z.string(), size_in_bytes: z.number().int().nonnegative() });
export type ChosenFile = z.infer<typeof ChosenFile>;

/**
 * GET /docs as typed filters (main serialises them, interface v5 rule 4):
 * `dataset_id` → `dataset_id[in]` (project documents); `file_name` → `file_name[iw_contains]`
 * (case- and accent-insensitive substring of the stored name; `*` is a wildcard);
 * `with_observation` → `with_observation[eq]` (true: attached to at least one observation);
 * `doc_type` → `doc_type[in]`; `right` (default read). Paging and sorting as every list (sortable:
 * id, file_name, original_file_name, doc_type, dataset_id, mimetype, size_in_bytes).
 */
export const DocumentListInput = z.object({
  dataset_id: z.array(Id).min(1).max(1000).optional(),
  file_name: z.string().trim().min(1).max(DOC_NAME_MAX).optional(),
  with_observation: z.boolean().optional(),
  doc_type: z.array(Code).min(1).max(100).optional(),
  right: ProjectRightSchema.optional(),
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(1000).default(100),
  sort: z.enum(['id', 'file_name', 'original_file_name', 'doc_type', 'dataset_id', 'mimetype', 'size_in_bytes']).optional(),
  dir: z.enum(['asc', 'desc']).optional(),
});
export type DocumentListInput = z.input<typeof DocumentListInput>;

/** A page of documents with the totals of `with_total` (X-Total, X-Filtered-Total; null when the service omits them). */
export const DocumentPage = z.object({
  rows: z.array(DocumentSchema),
  total: z.number().int().nullable(),
  filtered_total: z.number().int().nullable(),
});
export type DocumentPage = z.infer<typeof DocumentPage>;

/** Identifier of one upload queue item (a UUID made by main). */
export const UploadId = z.string().min(1).max(64);

/**
 * States of an upload item:
 * - `queued`: waiting for one of the two slots (also while waiting for an automatic retry: then
 *   `retry_at` is set and `error` holds the failure that is being retried);
 * - `uploading`: bytes are being sent;
 * - `done`: the service answered 2xx; `document` holds the created (or replaced) document;
 * - `failed`: a final error (4xx, or retries exhausted): `error` says why; `uploads.retry` re-queues;
 * - `cancelled`: by `uploads.cancel`; `uploads.retry` re-queues;
 * - `interrupted`: was queued or uploading when the app stopped; after a restart it is offered
 *   again but never restarted by itself (the file may have changed, another user may be signed
 *   in): `uploads.retry` re-queues it, `uploads.cancel` drops it.
 */
export const UPLOAD_STATES = ['queued', 'uploading', 'done', 'failed', 'cancelled', 'interrupted'] as const;
export const UploadState = z.enum(UPLOAD_STATES);
export type UploadState = z.infer<typeof UploadState>;

/**
 * The error of a failed attempt: the HTTP status (0 = no answer), a DeskError code and a message
 * for people. 413 `too-large`, 415 `unsupported-media-type` and 422 `validation` (with the
 * service's field errors in `fields`, e.g. `doc_type`) get clear messages; `file-missing` when
 * the file cannot be read, `file-changed` when its size changed since it was queued.
 */
export const UploadError = ApiErrorShape;
export type UploadError = z.infer<typeof UploadError>;

/**
 * One item of the upload queue, as `uploads.list` returns it and `uploads.progress` pushes it.
 * - `kind`: `create` = POST /docs (a new document, then attached to `attach_to_occurrence_id`
 *   when given); `replace` = PUT /docs/{target_doc_id} (documents.replaceFile).
 * - `path`: the local file; `file_name`: its base name; `bytes_total`: its size when queued.
 * - `bytes_sent`: bytes of the file handed to the network in the current attempt;
 *   `rate_bytes_per_s`: moving average over the last seconds (0 when not uploading);
 *   `eta_ms`: time left at that rate (null when unknown).
 * - `attempts`: attempts started so far; `retry_at`: ISO time of the next automatic retry.
 * - `waiting_since`: ISO time since when the service has been away for this item (no answer, or
 *   408/429/502/503/504): shown as "waiting for the service"; the queue keeps trying with growing
 *   pauses for 30 minutes from then, and at once when the service answers again. Null otherwise.
 * - `attach_error`: the upload succeeded but attaching to the observation failed (the document
 *   exists; attach it again with observationDocs.attach).
 * - `profile_id`: the server profile it goes to. Main also keeps the user it belongs to: only
 *   the signed-in user's items of the active profile are listed and started; the others wait,
 *   unseen, until that user signs in there again.
 */
export const UploadItem = z.object({
  id: UploadId,
  kind: z.enum(['create', 'replace']),
  path: z.string(),
  file_name: z.string(),
  state: UploadState,
  bytes_sent: z.number().int().nonnegative(),
  bytes_total: z.number().int().nonnegative(),
  rate_bytes_per_s: z.number().nonnegative(),
  eta_ms: z.number().int().nonnegative().nullable(),
  attempts: z.number().int().nonnegative(),
  retry_at: z.string().nullable(),
  waiting_since: z.string().nullable().default(null),
  error: UploadError.nullable(),
  document: DocumentSchema.nullable(),
  dataset_id: z.number().int().nullable(),
  doc_type: z.number().int().nullable(),
  doc_rem: z.string().nullable(),
  attach_to_occurrence_id: z.number().int().nullable(),
  attach_error: UploadError.nullable(),
  target_doc_id: z.number().int().nullable(),
  profile_id: z.string(),
  created_at: z.string(),
});
export type UploadItem = z.infer<typeof UploadItem>;

/** Input of `uploads.enqueue`: the files (handles) and the fields of POST /docs (doc[dataset_id], doc[doc_type], doc[doc_rem]). */
export const UploadEnqueueInput = z.object({
  files: z.array(FileHandle).min(1).max(UPLOAD_BATCH_MAX),
  /** Project of the documents; null/absent: private to the uploader. */
  dataset_id: Id.nullable().optional(),
  /** Code of the `doc_type` vocabulary (required by the service). */
  doc_type: Code,
  doc_rem: z.string().max(DOC_REM_MAX, `At most ${DOC_REM_MAX} characters.`).optional(),
  /** Attach every uploaded document to this observation (PUT /observations/{id}/docs/{doc_id}). */
  attach_to_occurrence_id: Id.optional(),
});
export type UploadEnqueueInput = z.input<typeof UploadEnqueueInput>;

const UploadIds = z.object({ ids: z.array(UploadId).min(1).max(UPLOAD_BATCH_MAX) });

/** Capture time and position read from a photo's EXIF; every field null when absent. */
export const ExifInfo = z.object({
  /** DateTimeOriginal (else CreateDate) as ISO 8601; with the photo's offset when EXIF has one, else local time without offset. */
  captured_at: z.string().nullable(),
  /** WGS84 (EPSG:4326) decimal degrees from the GPS IFD. */
  longitude: z.number().min(-180).max(180).nullable(),
  latitude: z.number().min(-90).max(90).nullable(),
});
export type ExifInfo = z.infer<typeof ExifInfo>;

/**
 * Input of `documents.suggestObservations`: exactly one of a local file (`file`, its handle) or a stored
 * document (`doc_id`: main reads the first 256 KiB of its file with a byte range); `limit` (1–100,
 * default 20) caps the suggestions.
 */
export const SuggestObservationsInput = z
  .object({ file: FileHandle.optional(), doc_id: Id.optional(), limit: z.number().int().min(1).max(100).default(20) })
  .refine((input) => (input.file === undefined) !== (input.doc_id === undefined), 'Give either file or doc_id.');
export type SuggestObservationsInput = z.input<typeof SuggestObservationsInput>;

/**
 * Observations suggested for a photo: `exif` as read; `observations` of the same calendar day
 * (event_date = the capture day) whose footprint intersects a {@link SUGGEST_RADIUS_IN_METERS}
 * circle around the position, nearest first, at most `limit`, only those the caller may write.
 * `reason` when nothing could be searched: `no-exif-date`, `no-exif-position`, `unreadable`.
 */
export const ObservationSuggestions = z.object({
  exif: ExifInfo,
  observations: z.array(Observation),
  /** Distance of each suggested observation's point to the photo's position, metres, same order. */
  distances_in_meters: z.array(z.number().nonnegative()),
  reason: z.enum(['no-exif-date', 'no-exif-position', 'unreadable']).nullable(),
});
export type ObservationSuggestions = z.infer<typeof ObservationSuggestions>;

/**
 * The answer of `uploads.chooseFiles`: Electron shows the native open dialog (several files,
 * images and PDF first, any file allowed) and answers a handle per chosen file (none when
 * cancelled). Browser mode has no native dialog: it answers `dialog_available: false`, and the
 * renderer uses the browser's own file picker and drag-and-drop instead (the bytes go to main,
 * which answers handles).
 */
export const ChosenFiles = z.object({ files: z.array(ChosenFile), dialog_available: z.boolean() });
export type ChosenFiles = z.infer<typeof ChosenFiles>;

/** Desk methods of documents, uploads and EXIF help. */
export const DOCUMENT_METHODS = {
  /** GET /docs with filters, paging and totals. */
  'documents.list': { input: DocumentListInput, output: DocumentPage },
  'documents.get': { input: DocRef, output: DocumentSchema },
  /**
   * PUT /docs/{id}/metadatas (partial: doc_type, doc_rem, dataset_id, folder_name, original_file_name); 422 field errors come back as `fields`.
   * With `base` (the document as the form started from it), only while it is still that version, else 412 `conflict` with `current`.
   */
  'documents.updateMetadata': { input: DocRef.extend({ changes: DocMetadataUpdateSchema, base: DocumentSchema.optional() }), output: DocumentSchema },
  /** DELETE /docs/{id} (also detaches it from every observation); with `base`, only while it is still that version (else 412 `conflict` with `current`). */
  'documents.remove': { input: DocRef.extend({ base: DocumentSchema.optional() }), output: z.object({ id: Id }) },
  /**
   * Replaces the file (PUT /docs/{id}, one `doc[file]` part) through the upload queue: answers the
   * queued item at once; progress, cancel and retry as for any upload; `uploads.progress` with
   * state `done` carries the updated document.
   */
  'documents.replaceFile': { input: DocRef.extend({ file: FileHandle }), output: UploadItem },
  /** Observations of the same day within 500 m of the photo's EXIF position (see {@link ObservationSuggestions}). */
  'documents.suggestObservations': { input: SuggestObservationsInput, output: ObservationSuggestions },
  /** PUT /observations/{occurrence_id}/docs/{doc_id} (idempotent): the attached document. */
  'observationDocs.attach': { input: AttachRef, output: DocumentSchema },
  /** DELETE /observations/{occurrence_id}/docs/{doc_id}: detaches; the document stays. Detaching one not attached counts as done. */
  'observationDocs.detach': { input: AttachRef, output: AttachRef },
  /**
   * Queues files for POST /docs (two upload at a time): the new items as they are after queuing
   * (`queued`, the first ones possibly `uploading` already). Each handle must be one main issued
   * for a regular file that is still readable; otherwise nothing is queued and DeskError
   * `invalid-input` names each bad one (`files.<i>`).
   */
  'uploads.enqueue': { input: UploadEnqueueInput, output: z.array(UploadItem) },
  /** The signed-in user's items of the active profile, oldest first (finished ones until cleared, or 30 days). */
  'uploads.list': { input: z.void(), output: z.array(UploadItem) },
  /** Cancels queued/uploading items (aborts the request); an interrupted item is dropped. Answers the items after. */
  'uploads.cancel': { input: UploadIds, output: z.array(UploadItem) },
  /** Re-queues failed, cancelled or interrupted items (attempts start afresh). Answers the items after. */
  'uploads.retry': { input: UploadIds, output: z.array(UploadItem) },
  /** Removes done, failed and cancelled items; answers what remains. */
  'uploads.clearFinished': { input: z.void(), output: z.array(UploadItem) },
  /** The native open dialog (Electron); see {@link ChosenFiles} for browser mode. */
  'uploads.chooseFiles': { input: z.void(), output: ChosenFiles },
  /** Capture date and GPS position of a local photo (exifr); nulls when absent or unreadable. */
  'exif.read': { input: z.object({ file: FileHandle }), output: ExifInfo },
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>;

/** Events of the upload queue. */
export const DOCUMENT_EVENTS = {
  /**
   * One item changed: state changes at once, byte progress at most every 250 ms per item.
   * The payload is the whole item (see {@link UploadItem}): id, state, bytes_sent, bytes_total,
   * rate_bytes_per_s, eta_ms, error {status, code, message, fields}, document when done.
   */
  'uploads.progress': UploadItem,
  /** Items were removed (cleared or dropped); the renderer drops them from its list. */
  'uploads.removed': z.object({ ids: z.array(UploadId) }),
} as const satisfies Record<string, z.ZodType>;
