/** Helpers of the reader tests: every row of a source, and the SourceError a promise rejects with. */
import { SourceError, type ImportSource, type SourceRow } from '../../../../src-main/import/readers/source.js';

/** Every row of one pass over `source`. */
export async function allRows(source: ImportSource): Promise<SourceRow[]> {
  const rows: SourceRow[] = [];
  for await (const row of source.rows()) rows.push(row);
  return rows;
}

/** The SourceError `promise` rejects with; fails the test when it resolves or rejects otherwise. */
export async function sourceFailure(promise: Promise<unknown>): Promise<SourceError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SourceError) return error;
    throw error;
  }
  throw new Error('expected a SourceError');
}
