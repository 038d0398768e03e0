/**
 * Filter spec of GET /public/v5/vocabularies (coded values with labels in en/de/fr/it). The v4
 * parameter `fieldname` is not recognised: it gives an empty list, not an error (interface v5,
 * Errors 2).
 */
import { OPS, type FilterSpec } from './grammar.js';

/** Filters of GET /public/v5/vocabularies. */
export const VOCABULARY_FILTERS: FilterSpec = {
  field_name: { type: 'string', operations: OPS.text },
  code: { type: 'integer', operations: OPS.ordered },
};

/** Sortable fields (default: field_name, then code). */
export const VOCABULARY_SORTABLE = ['field_name', 'code', 'label_en', 'label_de', 'label_fr', 'label_it'] as const;
