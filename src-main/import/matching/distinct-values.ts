/**
 * One pass over a source collecting the distinct values of the columns that need matching
 * (scientific names, recorders, coded fields), with how many rows carry each: what the matching
 * step shows with counts. At most {@link DISTINCT_VALUES_MAX} values per column are kept (the rest
 * are counted), so memory stays bounded on any file.
 */
import { CODED_FIELDS } from '../../../src-shared/vocabulary-fields.js';
import { splitRecorderNames } from '../mapping/recorder-names.js';
import type { ColumnMapping } from '../mapping/targets.js';
import type { ImportSource } from '../readers/source.js';

/** Distinct values kept per column. */
export const DISTINCT_VALUES_MAX = 20_000;

/** Distinct values of one column: value (trimmed, as written) → rows. */
export interface DistinctValues {
  column: string;
  counts: Map<string, number>;
  /** Rows whose value was not kept because {@link DISTINCT_VALUES_MAX} was reached. */
  rows_not_kept: number;
}

/** What is collected: per target (`scientific_name`, `recorded_by`, or a coded field). */
export type CollectedValues = Map<string, DistinctValues>;

/**
 * Reads `source` once and collects the distinct values of every column mapped to
 * `scientific_name`, `recorded_by` (split into names) or a coded field.
 * @throws SourceError when the file stops being readable.
 */
export async function collectDistinctValues(source: ImportSource, mapping: ColumnMapping, signal?: AbortSignal): Promise<CollectedValues> {
  const wanted = Object.entries(mapping).filter(([, t]) => t === 'scientific_name' || t === 'recorded_by' || t in CODED_FIELDS);
  const collected: CollectedValues = new Map(wanted.map(([column, target]) => [target, { column, counts: new Map(), rows_not_kept: 0 }]));
  for await (const row of source.rows()) {
    signal?.throwIfAborted();
    for (const [column, target] of wanted) {
      const text = (row.values[column] ?? '').trim();
      if (text === '') continue;
      const entry = collected.get(target)!;
      for (const value of target === 'recorded_by' ? splitRecorderNames(text) : [text]) {
        const known = entry.counts.get(value);
        if (known !== undefined) entry.counts.set(value, known + 1);
        else if (entry.counts.size < DISTINCT_VALUES_MAX) entry.counts.set(value, 1);
        else entry.rows_not_kept += 1;
      }
    }
  }
  return collected;
}
