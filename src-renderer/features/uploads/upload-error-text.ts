/**
 * What people read about a failed upload, in the UI language: a sentence chosen by the error's
 * status and code (413 too large, 415 type not accepted, 422 details refused with each field
 * named, 403 not allowed, the file gone or changed, no connection …), the service's field
 * messages as they came (the service speaks one language), and main's own sentence only where
 * we have nothing better. Pure (the translation function is passed in), tested without a DOM.
 */
import type { UploadError } from '../../../src-shared/contract/documents.js';

/** A translation function as vue-i18n's `t`. */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** One field the service refused: its label in the UI language (or the field name) and the service's message. */
export interface RefusedField {
  field: string;
  label: string;
  message: string;
}

/** An upload error for people: the headline, an optional second sentence, and the refused fields. */
export interface UploadErrorText {
  title: string;
  detail: string | null;
  fields: RefusedField[];
}

/** Fields of POST /docs the messages have labels for (`uploads.fields.<name>`). */
const KNOWN_FIELDS = ['file', 'doc_type', 'dataset_id', 'doc_rem', 'folder_name', 'path', 'paths'] as const;

/** Key of the headline by error code (status 0 errors and a few HTTP ones). */
const BY_CODE: Record<string, string> = {
  'too-large': 'uploads.errors.tooLarge',
  'unsupported-media-type': 'uploads.errors.unsupportedType',
  validation: 'uploads.errors.refused',
  forbidden: 'uploads.errors.forbidden',
  'not-found': 'uploads.errors.notFound',
  'session-expired': 'uploads.errors.signedOut',
  'file-missing': 'uploads.errors.fileMissing',
  'file-unreadable': 'uploads.errors.fileUnreadable',
  'file-changed': 'uploads.errors.fileChanged',
  network: 'uploads.errors.network',
  stalled: 'uploads.errors.stalled',
  server: 'uploads.errors.server',
};

/** Same idea by HTTP status, for a service whose answer maps to no known code. */
const BY_STATUS: Record<number, string> = {
  401: 'uploads.errors.signedOut',
  403: 'uploads.errors.forbidden',
  404: 'uploads.errors.notFound',
  413: 'uploads.errors.tooLarge',
  415: 'uploads.errors.unsupportedType',
  422: 'uploads.errors.refused',
};

/** The label of a refused field: `doc[doc_type]`, `/doc_type`, `doc.doc_type` all mean `doc_type`. */
function fieldName(raw: string): string {
  const segments = raw.split(/[./[\]]+/).filter(Boolean);
  return [...segments].reverse().find((segment) => (KNOWN_FIELDS as readonly string[]).includes(segment)) ?? raw;
}

/**
 * The text of `error` for the file `fileName` (`sizeText`: its size as shown, for "too large").
 * Unknown codes fall back to main's own message (which already names the file).
 */
export function uploadErrorText(error: UploadError, fileName: string, sizeText: string, t: Translate): UploadErrorText {
  const key = BY_CODE[error.code] ?? BY_STATUS[error.status] ?? (error.status >= 500 ? 'uploads.errors.server' : null);
  const fields = error.fields.map((entry) => {
    const name = fieldName(entry.field);
    const known = (KNOWN_FIELDS as readonly string[]).includes(name);
    return { field: name, label: known ? t(`uploads.fields.${name}`) : entry.field, message: entry.message };
  });
  if (!key) return { title: error.message, detail: null, fields };
  const title = t(key, { name: fileName, size: sizeText, status: error.status });
  const hint = error.code === 'too-large' || error.status === 413
    ? t('uploads.errors.tooLargeHint')
    : error.code === 'unsupported-media-type' || error.status === 415
      ? t('uploads.errors.unsupportedTypeHint')
      : null;
  return { title, detail: hint, fields };
}
