/**
 * Filter spec of GET /rest/v5/people.
 *
 * Besides the filters, the plain parameter `updated_since=<ISO 8601 date or date-time>` (no
 * operation; replaces v4 `after`) keeps people whose `updated_at` is at or after that instant;
 * a date without time means 00:00 UTC of that day, a date-time without offset is taken as UTC.
 */
import { OPS, type FilterSpec } from './grammar.js';

/** Filters of GET /rest/v5/people, e.g. `id[in]=1,2`, `last_name[iw_contains]=mül`. */
export const PEOPLE_FILTERS: FilterSpec = {
  id: { type: 'integer', operations: OPS.ordered },
  last_name: { type: 'string', operations: OPS.text },
  first_name: { type: 'string', operations: OPS.text },
  organisation: { type: 'string', operations: OPS.text },
};

/** Plain (non-filter) parameters of GET /rest/v5/people. */
export const PEOPLE_PARAMETERS = ['updated_since'] as const;

/** Sortable fields (default: last_name, first_name, id). */
export const PEOPLE_SORTABLE = ['id', 'last_name', 'first_name', 'organisation', 'created_at', 'updated_at'] as const;
