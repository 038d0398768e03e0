/**
 * The export columns of the table's visible columns: each visible field, and beside a column the
 * table shows by name the names themselves (the taxon's scientific and vernacular name beside
 * `taxon_id`, the project's name beside `dataset_id`), since the file has no lookup of its own.
 */
import { EXPORT_FIELDS, type ExportField } from '../../../src-shared/contract/exports.js';

const NAMED_BY: Readonly<Partial<Record<ExportField, readonly ExportField[]>>> = {
  taxon_id: ['scientific_name', 'vernacular_name'],
  dataset_id: ['dataset_name'],
};

/** The export fields of the table's column keys (unknown keys dropped; main orders them). */
export function visibleExportFields(columnKeys: readonly string[]): ExportField[] {
  const fields = new Set<ExportField>();
  for (const key of columnKeys) {
    if (!(EXPORT_FIELDS as readonly string[]).includes(key)) continue;
    fields.add(key as ExportField);
    for (const named of NAMED_BY[key as ExportField] ?? []) fields.add(named);
  }
  return [...fields];
}
