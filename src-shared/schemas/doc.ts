/**
 * Documents of interface v5 (§Resources "Document", §Endpoints "Documents"): the resource as
 * returned, the multipart part names of an upload, and the body of PUT /docs/{id}/metadatas.
 *
 * Shared by the client (parsing answers, building upload forms) and the reference service
 * (validating). No Node or DOM imports.
 */
import { z } from 'zod';

/** Sizes of the `thumbnail_urls` object; `small` is at most {@link THUMBNAIL_SMALL_PIXELS} px on its longer side. */
export const THUMBNAIL_SIZES = ['small'] as const;
export type ThumbnailSize = (typeof THUMBNAIL_SIZES)[number];
/** Longest side of the `small` thumbnail, in pixels. */
export const THUMBNAIL_SMALL_PIXELS = 320;

/** Longest accepted `doc_rem`, in characters. */
export const DOC_REM_MAX = 4000;
/** Longest accepted `folder_name` and `original_file_name`, in characters. */
export const DOC_NAME_MAX = 255;

/**
 * One document as the service returns it (`{data: Document}` / `{data: Document[]}`).
 * The interface names the fields; the types, `thumbnail_urls` shape and `size_in_bytes` are
 * this project's decisions (docs/interface-notes.md):
 * - `file_url`: absolute URL of the file, `{base_url}/rest/v5/docs/{id}/file`, needs the bearer token;
 * - `thumbnail_urls`: object of absolute URLs by size (`{small: …/rest/v5/docs/{id}/thumbnail}`),
 *   empty object when the file has no thumbnail (not an image, or it could not be decoded);
 * - `size_in_bytes`: length of the stored file (extension of the interface);
 * - `owner`: person id of the uploader.
 * Unknown fields pass through (a real deployment may send more).
 */
export const DocumentSchema = z.looseObject({
  id: z.number().int(),
  doc_type: z.number().int().nullable(),
  folder_name: z.string().nullable(),
  file_name: z.string(),
  original_file_name: z.string().nullable(),
  file_url: z.string(),
  thumbnail_urls: z.record(z.string(), z.string()),
  mimetype: z.string().nullable(),
  dataset_id: z.number().int().nullable(),
  doc_rem: z.string().nullable(),
  owner: z.number().int().nullable(),
  size_in_bytes: z.number().int().nonnegative().optional(),
});
/** A document (see {@link DocumentSchema}). */
export type Document = z.infer<typeof DocumentSchema>;

/**
 * Part names of the multipart/form-data body of POST /docs and PUT /docs/{id}
 * (interface v5 §Endpoints "Documents"; v4's `doc[project_id]` became `doc[dataset_id]`).
 * `folder_name` is this project's extension. Send the fields before the file: the service can
 * then refuse (403/422) before receiving the file's bytes.
 */
export const DOC_PARTS = {
  file: 'doc[file]',
  dataset_id: 'doc[dataset_id]',
  doc_type: 'doc[doc_type]',
  doc_rem: 'doc[doc_rem]',
  folder_name: 'doc[folder_name]',
} as const;

// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

/** A display name: no control characters, no path separators. */
const nameField = z
  .string()
  .trim()
  .min(1, 'Must not be empty.')
  .max(DOC_NAME_MAX, `At most ${DOC_NAME_MAX} characters.`)
  .refine((s) => !CONTROL_CHARS.test(s) && !/[/\\]/.test(s), 'Must not contain control characters, "/" or "\\".');

/**
 * Body of PUT /docs/{id}/metadatas: the editable metadata, sent directly (no wrapper).
 * Every field is optional; a field left out keeps its value, `null` clears a nullable one; at
 * least one field is required. `doc_type` must be a code of the `doc_type` vocabulary and
 * `dataset_id` an existing project on which the caller has the write right (the service checks
 * both). `original_file_name` renames the download name only; the stored file stays.
 */
export const DocMetadataUpdateSchema = z
  .strictObject({
    doc_type: z.number().int().positive(),
    doc_rem: z.string().max(DOC_REM_MAX, `At most ${DOC_REM_MAX} characters.`).nullable(),
    dataset_id: z.number().int().positive().nullable(),
    folder_name: nameField.nullable(),
    original_file_name: nameField,
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Give at least one of doc_type, doc_rem, dataset_id, folder_name, original_file_name.');
/** Body of PUT /docs/{id}/metadatas (see {@link DocMetadataUpdateSchema}). */
export type DocMetadataUpdate = z.infer<typeof DocMetadataUpdateSchema>;

/**
 * The text fields of an upload (POST /docs), as strings from the form parts.
 * `doc[doc_type]` is required; `doc[dataset_id]` is optional (without it the document is
 * private to its owner); `doc[doc_rem]` and `doc[folder_name]` are optional.
 */
export const DocUploadFieldsSchema = z.strictObject({
  doc_type: z.string().regex(/^\d+$/, 'Must be a vocabulary code (a whole number).').transform(Number),
  dataset_id: z.string().regex(/^\d+$/, 'Must be a project id (a whole number).').transform(Number).optional(),
  doc_rem: z.string().max(DOC_REM_MAX, `At most ${DOC_REM_MAX} characters.`).optional(),
  folder_name: nameField.optional(),
});
/** Parsed text fields of an upload (see {@link DocUploadFieldsSchema}). */
export type DocUploadFields = z.infer<typeof DocUploadFieldsSchema>;
