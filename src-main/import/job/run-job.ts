/**
 * Runs (or resumes) an import job: rows converted, then created in batches of
 * {@link IMPORT_BATCH_ROWS} with at most {@link IMPORT_CONCURRENCY} `POST /observations` in flight;
 * the batch's rows saved as `in_flight` before any is sent, every answer recorded in the ledger.
 * A row that was in flight when the job stopped is looked up by its marker before it is sent
 * again (./import-marker.ts), so no row is created twice. 422 answers go to the error report;
 * any other failure stops the job as `interrupted` (resumable).
 */
import { DeskError } from '../../../src-shared/contract/errors.js';
import { mapLimited } from '../../../src-shared/domain/pool.js';
import type { Observation, ObservationCreate } from '../../../src-shared/schemas/observation.js';
import { convertRow, type ConfirmedMatches } from '../mapping/convert.js';
import { rowReason } from '../reasons/index.js';
import type { ImportSource, SourceRow } from '../readers/source.js';
import { importMarker, markedBody, sameRecord } from './import-marker.js';
import { appendRowError, appendSettled, jobFilePaths, readLedger } from './job-files.js';
import type { ImportJob, SavedMatches } from './job-state.js';

/** Rows per batch: what may have to be looked up after a crash. */
export const IMPORT_BATCH_ROWS = 50;
/** `POST /observations` in flight at once. */
export const IMPORT_CONCURRENCY = 6;

/** What the job needs of the service (main's observations domain in production, a fake in tests). */
export interface ImportService {
  /** POST /observations; the new occurrence id. Throws DeskError (`validation` for a 422, with its fields). */
  create(body: ObservationCreate): Promise<number>;
  /** Observations that may be `body` created before: same project, and the same day and taxon when given. Throws DeskError. */
  candidates(body: ObservationCreate): Promise<Observation[]>;
}

/** What a run is given besides the job. */
export interface ImportRunDeps {
  source: ImportSource;
  service: ImportService;
  /** The folder of the job's ledger and error report. */
  dir: string;
  /** Saves the job (called before every batch is sent, after it, and at the end). */
  save(job: ImportJob): void;
  /** Cancel: no new row is sent; rows in flight are awaited and recorded. */
  signal?: AbortSignal;
  batch_rows?: number;
  concurrency?: number;
  now?: () => Date;
  /** The UI language of the error report's reasons (`en`, `de`, `fr`, `it`); English when not given. */
  language?: string;
}

/** The saved matches as the converter reads them. */
export function restoreMatches(saved: SavedMatches): ConfirmedMatches {
  return {
    taxa: new Map(saved.taxa),
    people: new Map(saved.people),
    codes: new Map(saved.codes.map(([field, pairs]) => [field, new Map(pairs)])),
    date_precision: saved.date_precision,
  };
}

/** The counts and the id range of a ledger. */
function countsOf(ledger: ReadonlyMap<number, number | null>): Pick<ImportJob, 'rows_created' | 'rows_refused' | 'first_occurrence_id' | 'last_occurrence_id'> {
  const counts: ReturnType<typeof countsOf> = { rows_created: 0, rows_refused: 0, first_occurrence_id: null, last_occurrence_id: null };
  for (const id of ledger.values()) {
    if (id === null) {
      counts.rows_refused += 1;
      continue;
    }
    counts.rows_created += 1;
    counts.first_occurrence_id = Math.min(counts.first_occurrence_id ?? id, id);
    counts.last_occurrence_id = Math.max(counts.last_occurrence_id ?? id, id);
  }
  return counts;
}

/** A 422's field messages as one reason. */
const refusal = (error: DeskError): string =>
  error.fields.length > 0 ? error.fields.map((f) => `${f.field}: ${f.message}`).join('; ') : error.message;

/**
 * Runs `job` from where it stopped until the file ends, it is cancelled or a failure stops it.
 * Resolves to the job as saved last (`done`, `cancelled` or `interrupted` with `message`).
 * @throws SourceError when the file stops being readable (the job is saved `failed` first).
 */
export async function runImportJob(start: ImportJob, deps: ImportRunDeps): Promise<ImportJob> {
  const now = deps.now ?? (() => new Date());
  const paths = jobFilePaths(deps.dir, start.job_id);
  const matches = restoreMatches(start.matches);
  // The ledger, not the saved counts, says what is settled: a crash can come between an answer and the next save.
  const settledBefore = readLedger(paths.ledger);
  const lookUp = new Set(start.in_flight);
  let job: ImportJob = { ...start, ...countsOf(settledBefore), status: 'running', message: null, finished_at: null };
  const save = (next: ImportJob): void => {
    job = next;
    deps.save(job);
  };
  save(job);

  const created = (row_number: number, id: number): void => {
    appendSettled(paths.ledger, row_number, id);
    job.rows_created += 1;
    job.first_occurrence_id = Math.min(job.first_occurrence_id ?? id, id);
    job.last_occurrence_id = Math.max(job.last_occurrence_id ?? id, id);
  };
  const refused = (row: SourceRow, reason: string): void => {
    appendRowError(paths.errors, deps.source.columns, row, reason);
    appendSettled(paths.ledger, row.row_number, null);
    job.rows_refused += 1;
  };

  /** Sends one row (after looking for it when it was in flight before); a failure other than a 422 is returned, not thrown. */
  const sendRow = async (row: SourceRow): Promise<DeskError | null> => {
    const converted = convertRow(row, job.mapping, matches, job.defaults);
    if (!converted.body) {
      refused(row, converted.errors.map((e) => `${e.column}: ${e.value ? `"${e.value}" ` : ''}${rowReason(e.code, e.params, deps.language)}`).join('; '));
      return null;
    }
    const body = markedBody(converted.body, importMarker(job.job_id, row.row_number));
    try {
      if (lookUp.has(row.row_number)) {
        const found = (await deps.service.candidates(body)).find((o) => sameRecord(o, body));
        if (found) {
          created(row.row_number, found.occurrence_id);
          return null;
        }
      }
      created(row.row_number, await deps.service.create(body));
      return null;
    } catch (error) {
      if (error instanceof DeskError && error.code === 'validation') {
        refused(row, refusal(error));
        return null;
      }
      return error instanceof DeskError ? error : new DeskError({ status: 0, code: 'network', message: (error as Error).message, fields: [] });
    }
  };

  const runBatch = async (batch: SourceRow[]): Promise<DeskError | null> => {
    save({ ...job, in_flight: batch.map((r) => r.row_number) });
    let failure: DeskError | null = null;
    await mapLimited(batch, deps.concurrency ?? IMPORT_CONCURRENCY, async (row) => {
      if (failure || deps.signal?.aborted) return;
      failure = (await sendRow(row)) ?? failure;
    });
    if (failure || deps.signal?.aborted) return failure;
    save({ ...job, in_flight: [], resume_after_row: (batch.at(-1)?.row_number ?? job.resume_after_row) + 1 });
    return null;
  };

  let batch: SourceRow[] = [];
  let rowsRead = 0;
  let failure: DeskError | null = null;
  try {
    for await (const row of deps.source.rows()) {
      rowsRead += 1;
      if (row.row_number < start.resume_after_row) continue;
      if (settledBefore.has(row.row_number)) continue; // answered before the stop: never sent again
      batch.push(row);
      job.rows_read = rowsRead;
      if (batch.length >= (deps.batch_rows ?? IMPORT_BATCH_ROWS)) {
        failure = await runBatch(batch);
        batch = [];
        if (failure || deps.signal?.aborted) break;
      }
    }
    if (!failure && !deps.signal?.aborted && batch.length > 0) failure = await runBatch(batch);
  } catch (error) {
    save({ ...job, status: 'failed', message: (error as Error).message, finished_at: now().toISOString() });
    throw error;
  }
  if (failure) {
    save({ ...job, status: 'interrupted', message: failure.message });
  } else if (deps.signal?.aborted) {
    save({ ...job, status: 'cancelled', message: null });
  } else {
    save({ ...job, status: 'done', rows_read: rowsRead, in_flight: [], finished_at: now().toISOString() });
  }
  return job;
}
