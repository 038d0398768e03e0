import { OPS, type FilterSpec } from './grammar.js';

/**
 * Filters of GET /docs (interface v5 §Endpoints "Documents"). `file_name` filters the stored
 * (sanitised) name; `original_file_name` (the name as uploaded) and `doc_type` are extensions.
 * Shared by the reference service (parsing GET /docs) and the documents screen's address.
 */
export const DOC_FILTERS: FilterSpec = {
  id: { type: 'integer', operations: OPS.ordered },
  dataset_id: { type: 'integer', operations: OPS.code },
  file_name: { type: 'string', operations: OPS.text },
  original_file_name: { type: 'string', operations: OPS.text },
  with_observation: { type: 'boolean', operations: OPS.boolean },
  doc_type: { type: 'integer', operations: OPS.code },
};
