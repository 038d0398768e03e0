/**
 * Desk methods and events of the import (issue 14): a file the user chose or dropped (a handle,
 * never a path) opened in main, its columns mapped, names and values matched, every row checked
 * in a dry run, then created by a job that survives a restart. Spread into DESK_METHODS /
 * DESK_EVENTS by desk.ts. Main: src-main/import/.
 */
import { z } from 'zod';
import { FileHandle } from './documents.js';
import { FilterClauseInput } from './observations.js';

const Id = z.number().int().positive();
const SourceFormat = z.enum(['csv', 'xlsx', 'geojson', 'dwca']);
/** A mapping target: a v5 observation field or an input the import turns into one (src-main/import/mapping/targets.ts). */
const Target = z.string().min(1).max(64);

/**
 * Why a file cannot be read (src-main/import/readers/): the `source_error` of the `invalid-input`
 * DeskError's `params` the import's methods reject with, beside `file_name`, `row` (1-based line
 * as the user opens the file), `column` and `detail` (the reader's own words, English). The
 * renderer says each in the UI language.
 */
export const IMPORT_FILE_ERRORS = [
  'empty-file', 'no-header', 'unclosed-quote', 'bad-row', 'wrong-encoding', 'bad-zip', 'bad-meta-xml',
  'missing-archive-file', 'no-occurrence-core', 'bad-json', 'too-large', 'unknown-format',
] as const;
/** One of {@link IMPORT_FILE_ERRORS}. */
export type ImportFileError = (typeof IMPORT_FILE_ERRORS)[number];

/** Why a part of a file is not imported: `extension`, a Darwin Core extension (only the occurrence core is). */
export const IMPORT_SKIPPED_REASONS = ['extension'] as const;

/** CSV reading the user chose instead of what was detected. */
export const CsvChoices = z.object({
  encoding: z.enum(['utf-8', 'windows-1252', 'iso-8859-1', 'utf-16le']).optional(),
  delimiter: z.enum([',', ';', '\t', '|']).optional(),
  quote: z.enum(['"', "'"]).nullable().optional(),
});

/** `imports.open`: the file by its handle, and the format or CSV reading when the user chose them. */
export const ImportOpenInput = z.object({ file: FileHandle, format: SourceFormat.optional(), csv: CsvChoices.optional() });

/**
 * An opened file: its columns, what is not imported (`skipped`: Darwin Core extensions), and the
 * proposed mapping (remembered choices, else names recognised; `unmapped` waits for the user).
 */
export const ImportSourceView = z.object({
  source_id: z.string(),
  file_name: z.string(),
  format: SourceFormat,
  encoding: z.string().nullable(),
  columns: z.array(z.string()),
  skipped: z.array(z.object({ name: z.string(), reason: z.enum(IMPORT_SKIPPED_REASONS) })),
  mapping: z.record(z.string(), Target),
  unmapped: z.array(z.string()),
});
export type ImportSourceView = z.infer<typeof ImportSourceView>;

/** The mapping of an opened file: column → target (`ignore` drops it). */
export const ImportMappingInput = z.object({ source_id: z.string(), mapping: z.record(z.string(), Target) });

/** The matching step (src-main/import/matching/build-matches.ts): distinct values with their rows, matched or not. */
export const ImportMatchingReport = z.object({
  taxa: z.array(z.object({
    name: z.string(), rows: z.number().int(), kind: z.enum(['exact', 'synonym', 'near', 'none']), taxon_id: Id.nullable(),
    candidates: z.array(z.object({ taxon_id: Id, scientific_name: z.string(), accepted_scientific_name: z.string().nullable(), score: z.number() })),
  })),
  people: z.array(z.object({
    name: z.string(), rows: z.number().int(), person_id: Id.nullable(),
    candidates: z.array(z.looseObject({ id: Id, first_name: z.string().nullable(), last_name: z.string() })),
  })),
  codes: z.array(z.object({ field: z.string(), column: z.string(), values: z.array(z.object({ value: z.string(), rows: z.number().int(), code: z.number().int().nullable() })) })),
  rows_not_matched: z.number().int(),
});
export type ImportMatchingReport = z.infer<typeof ImportMatchingReport>;

/**
 * What a dry run or a job uses: the mapping, the matching report as the user edited it, and
 * the fields every row gets unless a column gives them (`dataset_id`: the project; a
 * `basis_of_record` for a file without one).
 */
export const ImportSettingsInput = ImportMappingInput.extend({
  matches: ImportMatchingReport,
  defaults: z.object({ dataset_id: Id, basis_of_record: z.number().int().positive().optional() }),
});
export type ImportSettingsInput = z.input<typeof ImportSettingsInput>;

const RowError = z.object({ row: z.number().int(), column: z.string(), value: z.string(), reason: z.string() });

/** The dry run's answer: counts, the first 1000 errors (all counted), and the time it took. */
export const ImportDryRunReport = z.object({
  rows_read: z.number().int(), rows_valid: z.number().int(), rows_invalid: z.number().int(),
  errors: z.array(RowError), errors_total: z.number().int(), elapsed_ms: z.number(),
});
export type ImportDryRunReport = z.infer<typeof ImportDryRunReport>;

/**
 * One import job as the renderer sees it (no path): where it stands, its counts, and
 * `created_clauses`, the filter on the observations it created (project and id range: one click
 * to see them in the workspace).
 */
export const ImportJobView = z.object({
  job_id: z.string(),
  file_name: z.string(),
  status: z.enum(['running', 'interrupted', 'cancelled', 'done', 'failed']),
  rows_read: z.number().int(),
  rows_created: z.number().int(),
  rows_refused: z.number().int(),
  message: z.string().nullable(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  created_clauses: z.array(FilterClauseInput),
});
export type ImportJobView = z.infer<typeof ImportJobView>;

const JobInput = z.object({ job_id: z.string().regex(/^[\w-]{1,64}$/) });

/** Desk methods of the import. */
export const IMPORT_METHODS = {
  'imports.open': { input: ImportOpenInput, output: ImportSourceView },
  'imports.match': { input: ImportMappingInput, output: ImportMatchingReport },
  'imports.dryRun': { input: ImportSettingsInput, output: ImportDryRunReport },
  'imports.start': { input: ImportSettingsInput, output: ImportJobView },
  'imports.list': { input: z.void(), output: z.array(ImportJobView) },
  'imports.cancel': { input: JobInput, output: ImportJobView },
  /** Resumes an interrupted or cancelled job; `file` when the file has to be chosen again (after a restart in browser mode). */
  'imports.resume': { input: JobInput.extend({ file: FileHandle.optional() }), output: ImportJobView },
  /** The job's error report as CSV text (the source's columns, `import_row`, `import_error`); empty when no row was refused. */
  'imports.errorReport': { input: JobInput, output: z.object({ file_name: z.string(), csv: z.string() }) },
} as const;

/** Events of the import: a job's view after every batch and change of state. */
export const IMPORT_EVENTS = { 'imports.progress': ImportJobView } as const;
