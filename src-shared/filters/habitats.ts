/**
 * Filter spec of GET /public/v5/habitats (TypoCH habitat typology).
 *
 * The v4 filters `typoch`, `name` and `typology` are removed (interface v5, Vocabulary and
 * reference data) and answered with 400. Instead: `code`, `parent_code`, `level`, the per-language
 * names `name_de|fr|it|en`, and `name_any`, which matches when ANY of the four names matches
 * (e.g. `name_any[iw_contains]=wald`). `name_any` and the per-language filters are choices of the
 * reference service; a client talking to another v5 service should load the (small) list once and
 * filter locally.
 */
import { OPS, type FilterSpec } from './grammar.js';

/** Filters of GET /public/v5/habitats. */
export const HABITAT_FILTERS: FilterSpec = {
  id: { type: 'integer', operations: OPS.ordered },
  code: { type: 'string', operations: OPS.text },
  parent_code: { type: 'string', operations: OPS.text },
  level: { type: 'integer', operations: OPS.ordered },
  name_de: { type: 'string', operations: OPS.text },
  name_fr: { type: 'string', operations: OPS.text },
  name_it: { type: 'string', operations: OPS.text },
  name_en: { type: 'string', operations: OPS.text },
  name_any: { type: 'string', operations: OPS.text },
};

/** v4 habitat filters that v5 removed (400 naming them). */
export const HABITAT_REMOVED_PARAMETERS = ['typoch', 'name', 'typology'] as const;

/** Sortable fields of GET /public/v5/habitats (default: `code`). */
export const HABITAT_SORTABLE = ['id', 'code', 'parent_code', 'level', 'name_de', 'name_fr', 'name_it', 'name_en'] as const;
