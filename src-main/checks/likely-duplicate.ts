import type { CheckModule } from './check-module.js';
import { skipped, verdict } from './check-module.js';

/** At most this many duplicates are named in the evidence. */
const MAX_NAMED = 10;

/**
 * Likely duplicate: another record of the same taxon on the same day (the `YYYY-MM-DD` of
 * `event_date`) within `max_distance_in_meters` (default 100 m; exactly at the distance counts).
 * Follows the NBN Record Cleaner's duplicate report and TDWG BDQ's duplicate-record issue
 * (no BDQ test id exists for it). Dates coarser than a day are skipped (`date_too_coarse`).
 */
export const likelyDuplicate: CheckModule<'likely_duplicate'> = {
  definition: {
    id: 'likely_duplicate',
    severity: 'warning',
    names: { en: 'Likely duplicate', de: 'Wahrscheinliches Duplikat', fr: 'Doublon probable', it: 'Probabile duplicato' },
    standard: 'NBN Record Cleaner duplicate records',
    parameters: [{ name: 'max_distance_in_meters', default: 100, min: 0, max: 10_000, integer: true }],
    uses_taxon_facts: true,
  },
  run(record, { parameters, point, facts, date_precision_label }) {
    if (!record.event_date) return skipped('no_event_date');
    if (!point) return skipped('no_footprint');
    if (date_precision_label !== null && date_precision_label !== 'day') return skipped('date_too_coarse');
    const max_distance_in_meters = parameters.max_distance_in_meters!;
    const duplicates = facts?.sameDayWithin(point, record.event_date.slice(0, 10), max_distance_in_meters, record.occurrence_id) ?? [];
    return verdict(duplicates.length > 0, { max_distance_in_meters, duplicates: duplicates.slice(0, MAX_NAMED) });
  },
};
