/**
 * What the import wizard says when a desk call fails, in the UI language: a file main cannot read
 * (an `invalid-input` DeskError whose `params.source_error` is one of IMPORT_FILE_ERRORS,
 * src-shared/contract/imports.ts) as the import's own sentence with the file, row and column,
 * any other failure as its message. `detail` keeps the reader's own (English) words for the
 * tooltip, so nothing is lost.
 */
import type { DeskError } from '../../../src-shared/contract/errors.js';
import { IMPORT_FILE_ERRORS, type ImportFileError } from '../../../src-shared/contract/imports.js';

/** vue-i18n's translate function. */
type Translate = (key: string, values?: Record<string, unknown>) => string;

/** A failure as the wizard shows it. */
export interface ImportErrorText {
  text: string;
  /** The reader's words (English) or nothing. */
  detail: string | null;
}

const isFileError = (value: unknown): value is ImportFileError => IMPORT_FILE_ERRORS.includes(value as ImportFileError);

/** The sentence of `error` (see the file comment). */
export function importErrorText(t: Translate, error: DeskError): ImportErrorText {
  const params = error.params ?? {};
  const code = params.source_error;
  if (error.code !== 'invalid-input' || !isFileError(code) || typeof params.file_name !== 'string') return { text: error.message, detail: null };
  const place = { file: params.file_name, row: params.row, column: params.column };
  const where = params.row === undefined ? t('imports.fileErrors.where.file', place)
    : params.column === undefined ? t('imports.fileErrors.where.row', place)
      : t('imports.fileErrors.where.rowColumn', place);
  return {
    text: t('imports.fileErrors.said', { where, sentence: t(`imports.fileErrors.${code}`) }),
    detail: typeof params.detail === 'string' ? params.detail : null,
  };
}
