import type { CheckModule } from './check-module.js';
import { skipped, verdict } from './check-module.js';

/**
 * A coarse date precision (month, year or decade) on a recent record: its year at most
 * `recent_years` before this year (with 10 in 2026: 2016 is recent, 2015 is not). Follows the
 * NBN Record Cleaner's vague date types (a date known to the month, year or decade); TDWG BDQ has
 * no validation test for it. A `date_precision` of day passes; none: skipped.
 */
export const datePrecisionRecent: CheckModule<'date_precision_recent'> = {
  definition: {
    id: 'date_precision_recent',
    severity: 'info',
    names: { en: 'Coarse date on a recent record', de: 'Ungenaues Datum bei neuem Fund', fr: 'Date imprécise pour une donnée récente', it: 'Data imprecisa per un dato recente' },
    standard: 'NBN Record Cleaner vague date type',
    parameters: [{ name: 'recent_years', default: 10, min: 0, max: 200, integer: true }],
    uses_taxon_facts: false,
  },
  run(record, { parameters, today, date_precision_label }) {
    const event_date = record.event_date;
    if (!event_date) return skipped('no_event_date');
    if (!date_precision_label) return skipped('no_date_precision');
    const recent_years = parameters.recent_years!;
    const recent = Number(event_date.slice(0, 4)) >= Number(today.slice(0, 4)) - recent_years;
    return verdict(recent && date_precision_label !== 'day', { event_date, date_precision: date_precision_label, recent_years });
  },
};
