/**
 * The three queues every steward starts with (issue 13, "Review queues"). Their names are the
 * renderer's messages (by `builtin` id); the English `name` here is for logs and older clients.
 * Check ids are those of the checks engine (src-shared/contract/checks.ts).
 */
import type { ReviewQueue } from '../../src-shared/contract/index.js';

/** Check id of "outside the known range" (checks engine: flagged when no validated record is near). */
export const OUTSIDE_KNOWN_RANGE = 'within_known_range';
/** Check id of "likely duplicate" (checks engine). */
export const LIKELY_DUPLICATE = 'likely_duplicate';

/** The shipped queues, in the order the Queues list shows them. */
export const BUILTIN_QUEUES: readonly ReviewQueue[] = [
  {
    id: 'outside-known-range', builtin: 'outside-known-range', name: 'Neophytes outside their known range',
    clauses: [], not_validated: true, taxon_fact: { fact_type: 'neophyte', fact_value: 'true' },
    flags: [OUTSIDE_KNOWN_RANGE], sort: 'event_date', dir: 'asc',
  },
  {
    id: 'not-validated-oldest', builtin: 'not-validated-oldest', name: 'Not validated, oldest first',
    clauses: [], not_validated: true, taxon_fact: null, flags: [], sort: 'event_date', dir: 'asc',
  },
  {
    id: 'likely-duplicates', builtin: 'likely-duplicates', name: 'Likely duplicates',
    clauses: [], not_validated: true, taxon_fact: null, flags: [LIKELY_DUPLICATE], sort: 'taxon_id', dir: 'asc',
  },
];
