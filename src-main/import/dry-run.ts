/**
 * The dry run: every row of the source converted and validated with the shared zod schema, before
 * anything is sent (issue 14). Streams the file; keeps the first {@link DRY_RUN_ERRORS_KEPT} errors
 * and counts the rest, so memory stays flat however many rows are wrong.
 */
import type { ObservationCreate } from '../../src-shared/schemas/observation.js';
import { convertRow, type ConfirmedMatches, type RowError } from './mapping/convert.js';
import type { ColumnMapping } from './mapping/targets.js';
import type { ImportSource } from './readers/source.js';

/** Errors listed in a dry run's answer (all are counted). */
export const DRY_RUN_ERRORS_KEPT = 1000;

/** What the dry run found. */
export interface DryRunReport {
  rows_read: number;
  rows_valid: number;
  rows_invalid: number;
  /** The first {@link DRY_RUN_ERRORS_KEPT} errors, in file order. */
  errors: RowError[];
  errors_total: number;
  elapsed_ms: number;
}

/**
 * Reads and validates every row of `source`.
 * @throws SourceError when the file stops being readable (the error names row and column);
 *   AbortError-like `signal.reason` when cancelled.
 */
export async function dryRun(
  source: ImportSource,
  settings: { mapping: ColumnMapping; matches: ConfirmedMatches; defaults: Partial<ObservationCreate> },
  signal?: AbortSignal,
): Promise<DryRunReport> {
  const started = performance.now();
  const report: DryRunReport = { rows_read: 0, rows_valid: 0, rows_invalid: 0, errors: [], errors_total: 0, elapsed_ms: 0 };
  for await (const row of source.rows()) {
    signal?.throwIfAborted();
    report.rows_read += 1;
    const converted = convertRow(row, settings.mapping, settings.matches, settings.defaults);
    if (converted.body) report.rows_valid += 1;
    else report.rows_invalid += 1;
    report.errors_total += converted.errors.length;
    for (const error of converted.errors) if (report.errors.length < DRY_RUN_ERRORS_KEPT) report.errors.push(error);
  }
  report.elapsed_ms = Math.round(performance.now() - started);
  return report;
}
