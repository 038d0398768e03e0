/**
 * The files of an import job beside its saved state, appended row by row so that a crash loses
 * nothing already answered:
 * - `<job>.ledger.csv`: `row_number,occurrence_id` of every row the service created, and
 *   `row_number,-` of every row it refused (the one place resume reads what is settled);
 * - `<job>.errors.csv`: the source row as read plus `import_row` and `import_error`, in the
 *   source's own columns, so that the user fixes it in a spreadsheet and imports it again.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SourceRow } from '../readers/source.js';

/** Where job `job_id` keeps its files in `dir`. */
export function jobFilePaths(dir: string, job_id: string): { ledger: string; errors: string } {
  return { ledger: join(dir, `${job_id}.ledger.csv`), errors: join(dir, `${job_id}.errors.csv`) };
}

/** A CSV cell (RFC 4180): quoted when it holds a separator, quote or line break. */
const cell = (text: string): string => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** Records a settled row in the ledger: created as `occurrence_id`, or refused (null). */
export function appendSettled(path: string, row_number: number, occurrence_id: number | null): void {
  appendFileSync(path, `${row_number},${occurrence_id ?? '-'}\n`);
}

/**
 * The settled rows of the ledger: row number → occurrence id, or null when refused. Read on
 * resume; a line cut by a crash is ignored (its row is then looked up by its marker).
 */
export function readLedger(path: string): Map<number, number | null> {
  const settled = new Map<number, number | null>();
  if (!existsSync(path)) return settled;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const m = /^(\d+),(\d+|-)$/.exec(line);
    if (m) settled.set(Number(m[1]), m[2] === '-' ? null : Number(m[2]));
  }
  return settled;
}

/** Appends a refused row to the error report, writing the header first when the file is new. */
export function appendRowError(path: string, columns: readonly string[], row: SourceRow, reason: string): void {
  const header = existsSync(path) ? '' : `${['import_row', 'import_error', ...columns].map(cell).join(',')}\n`;
  appendFileSync(path, `${header}${[String(row.row_number), reason, ...columns.map((c) => row.values[c] ?? '')].map(cell).join(',')}\n`);
}
