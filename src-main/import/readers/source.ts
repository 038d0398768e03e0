/**
 * What every import reader gives the import (CSV, Excel, GeoJSON, Darwin Core Archive): the
 * column names of the file as written and its rows one at a time, streamed, so that a file of any
 * size is never held in memory (issue 14, "Import").
 */
import type { IMPORT_SKIPPED_REASONS, ImportFileError } from '../../../src-shared/contract/imports.js';

/** The formats the import reads. */
export type SourceFormat = 'csv' | 'xlsx' | 'geojson' | 'dwca';

/**
 * One data row: `row_number` is the 1-based line of the row in the file a user opens (the header
 * is line 1 of a CSV or sheet; a GeoJSON feature counts from 1), so error reports name the row
 * the user sees. `values` holds every column, `''` for an empty cell.
 */
export interface SourceRow {
  row_number: number;
  values: Readonly<Record<string, string>>;
}

/** A part of a file the import does not bring in, with the reason (a Darwin Core extension). */
export interface SkippedPart {
  name: string;
  reason: (typeof IMPORT_SKIPPED_REASONS)[number];
}

/**
 * An opened source: `columns` in file order (Darwin Core Archives: the terms' camel case local
 * names, e.g. `scientificName`); `rows()` starts a new pass over the file each call (the dry run
 * and the import read it again rather than keep it).
 */
export interface ImportSource {
  format: SourceFormat;
  /** The file's name without its folder, used in every message. */
  file_name: string;
  /** Character encoding the text was read in (`utf-8`, `windows-1252` …); null for Excel. */
  encoding: string | null;
  columns: readonly string[];
  skipped: readonly SkippedPart[];
  rows(): AsyncIterable<SourceRow>;
}

/** Why a file cannot be read; `code` lets the renderer pick its sentence (src-shared/contract/imports.ts). */
export type SourceErrorCode = ImportFileError;

/**
 * A file that cannot be read, naming the file and, where known, the row (1-based line as in
 * {@link SourceRow}) and the column. Thrown by the readers, before or while rows are read.
 * `message` is English, for logs; `reason` is the reader's words without the place.
 */
export class SourceError extends Error {
  readonly code: SourceErrorCode;
  readonly file_name: string;
  readonly row: number | null;
  readonly column: string | null;
  readonly reason: string;

  constructor(code: SourceErrorCode, where: { file_name: string; row?: number | null; column?: string | null }, reason: string) {
    const at = [where.row != null ? `row ${where.row}` : null, where.column != null ? `column "${where.column}"` : null]
      .filter(Boolean).join(', ');
    super(`${where.file_name}${at ? ` (${at})` : ''}: ${reason}`);
    this.name = 'SourceError';
    this.code = code;
    this.file_name = where.file_name;
    this.row = where.row ?? null;
    this.column = where.column ?? null;
    this.reason = reason;
  }
}
