/**
 * The multipart/form-data body of `POST /docs` and `PUT /docs/{id}` (interface v5 §Endpoints
 * "Documents"; part names in src-shared/schemas/doc.ts `DOC_PARTS`). The framing (boundary, part
 * headers, escaping, the exact `Content-Length`) comes from the maintained `form-data-encoder`
 * over a standard `FormData` whose file is `fs.openAsBlob` (nothing read yet); the file's bytes
 * are read from disk only while sending, by ./file-chunks.ts, so the body is never in memory.
 * Text parts come first, so the service can refuse with 403/422 before it stores a byte.
 */
import { openAsBlob } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { FormDataEncoder } from 'form-data-encoder';
import { DOC_PARTS } from '../../src-shared/schemas/doc.js';

/** The text parts of an upload; absent or null values are left out. */
export interface UploadFields {
  dataset_id?: number | null;
  doc_type?: number | null;
  doc_rem?: string | null;
}

/** Where the file's bytes go in the body: read them from `path` when sending. */
export interface FileSection {
  path: string;
  size_in_bytes: number;
}

/** One upload body, ready to send once (call {@link uploadForm} again for another attempt). */
export interface UploadForm {
  /** `multipart/form-data; boundary=…` */
  content_type: string;
  /** Exact length of the body in bytes (the `Content-Length`). */
  length_in_bytes: number;
  /** Size of the file when the form was made (bytes). */
  file_size_in_bytes: number;
  /** The body in order: framing and text bytes as they are, the file as a {@link FileSection}. */
  pieces(): Generator<Uint8Array | FileSection, void, undefined>;
}

/**
 * A new form for `path`. The file part is `doc[file]`, named after the base name, typed
 * `application/octet-stream` (the service sniffs the real type). Throws the fs error (`ENOENT`,
 * `EISDIR` …) when the file cannot be read.
 */
export async function uploadForm(path: string, fields: UploadFields): Promise<UploadForm> {
  const info = await stat(path);
  if (!info.isFile()) throw Object.assign(new Error(`${path} is not a regular file`), { code: 'EISDIR' });
  const form = new FormData();
  if (fields.dataset_id != null) form.append(DOC_PARTS.dataset_id, String(fields.dataset_id));
  if (fields.doc_type != null) form.append(DOC_PARTS.doc_type, String(fields.doc_type));
  if (fields.doc_rem != null && fields.doc_rem !== '') form.append(DOC_PARTS.doc_rem, fields.doc_rem);
  const blob = await openAsBlob(path, { type: 'application/octet-stream' });
  form.append(DOC_PARTS.file, blob, basename(path));
  const encoder = new FormDataEncoder(form);
  const size_in_bytes = blob.size;
  return {
    content_type: encoder.contentType,
    length_in_bytes: Number(encoder.contentLength),
    file_size_in_bytes: size_in_bytes,
    *pieces() {
      // values() yields the framing as bytes and the File itself, unread (form-data-encoder's API)
      for (const piece of encoder.values()) yield piece instanceof Uint8Array ? piece : { path, size_in_bytes };
    },
  };
}
