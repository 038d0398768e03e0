/**
 * An import job as main saves it (like the upload queue, src-main/uploads/store.ts): what to read,
 * how to map it, and how far it got. Saved on every change of state and after every batch, never
 * per row (the ledger file records rows, ./job-files.ts).
 */
import { z } from 'zod';
import { ObservationWriteShape } from '../../../src-shared/schemas/observation.js';
import { ColumnMapping } from '../mapping/targets.js';

/** Where a job stands. `interrupted`: stopped by a restart, a lost service or a session that ended; resumable like `cancelled`. */
export const ImportJobStatus = z.enum(['running', 'interrupted', 'cancelled', 'done', 'failed']);
export type ImportJobStatus = z.infer<typeof ImportJobStatus>;

/** The confirmed matches as saved: `[match key, id or null]` pairs (src-main/import/mapping/convert.ts). */
export const SavedMatches = z.object({
  taxa: z.array(z.tuple([z.string(), z.number().int().nullable()])),
  people: z.array(z.tuple([z.string(), z.number().int().nullable()])),
  codes: z.array(z.tuple([z.string(), z.array(z.tuple([z.string(), z.number().int()]))])),
  date_precision: z.record(z.string(), z.number().int()),
});
export type SavedMatches = z.infer<typeof SavedMatches>;

/** One import job. Row numbers are the file's (./readers/source.ts). */
export const ImportJob = z.object({
  job_id: z.string().regex(/^[\w-]{1,64}$/),
  /** The session it belongs to (profile and user, hashed as the upload queue does). */
  scope: z.string(),
  /** The file in main (chosen or dropped); never sent to the renderer. */
  file_path: z.string(),
  file_name: z.string(),
  /** Size and a hash of the first 64 KiB, to recognise the same file chosen again on resume. */
  file_size_in_bytes: z.number().int().min(0),
  file_sample_sha256: z.string(),
  format: z.enum(['csv', 'xlsx', 'geojson', 'dwca']),
  csv: z.object({ encoding: z.string().optional(), delimiter: z.string().optional(), quote: z.string().nullable().optional() }).default({}),
  mapping: ColumnMapping,
  matches: SavedMatches,
  defaults: z.strictObject(ObservationWriteShape).partial(),
  status: ImportJobStatus,
  /** Rows read so far; after `done` the file's row count. */
  rows_read: z.number().int().min(0),
  rows_created: z.number().int().min(0),
  rows_refused: z.number().int().min(0),
  /** Every row before this row number is settled (created or refused). */
  resume_after_row: z.number().int().min(0),
  /** The rows of the batch being sent: after a crash each is looked up by its marker before it is sent again. */
  in_flight: z.array(z.number().int()),
  /** Lowest and highest occurrence id created (the filter on the created observations). */
  first_occurrence_id: z.number().int().nullable(),
  last_occurrence_id: z.number().int().nullable(),
  message: z.string().nullable(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ImportJob = z.infer<typeof ImportJob>;
