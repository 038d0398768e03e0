import type { CheckModule } from './check-module.js';
import { skipped, verdict } from './check-module.js';

/**
 * Event date in the future or before a plausible year. Follows TDWG BDQ
 * VALIDATION_EVENTDATE_INRANGE (bdq:earliestValidDate is the parameter `earliest_year`, the
 * latest valid date is today) and the NBN Record Cleaner's date validation. The date part
 * (`YYYY-MM-DD`) of `event_date` is compared with today in Swiss time: today passes, tomorrow is
 * `in_future`; `earliest_year` itself passes, the year before is `before_earliest_year`.
 */
export const eventDateInRange: CheckModule<'event_date_in_range'> = {
  definition: {
    id: 'event_date_in_range',
    severity: 'error',
    names: { en: 'Event date out of range', de: 'Funddatum ausserhalb des Bereichs', fr: "Date d'observation hors limites", it: 'Data di osservazione fuori intervallo' },
    standard: 'TDWG BDQ VALIDATION_EVENTDATE_INRANGE',
    parameters: [{ name: 'earliest_year', default: 1700, min: 1000, max: 2100, integer: true }],
    uses_taxon_facts: false,
  },
  run(record, { parameters, today }) {
    const event_date = record.event_date;
    if (!event_date) return skipped('no_event_date');
    const earliest_year = parameters.earliest_year!;
    const day = event_date.slice(0, 10);
    const problem = day > today ? 'in_future' : Number(day.slice(0, 4)) < earliest_year ? 'before_earliest_year' : null;
    return verdict(problem !== null, { event_date, problem, earliest_year, reference_date: today });
  },
};
