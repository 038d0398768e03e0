import type { CheckModule } from './check-module.js';
import { skipped, verdict } from './check-module.js';
import { monthOfEventDate as monthOf } from '../../src-shared/domain/dates.js';

/**
 * A month in which the taxon has no validated record. Follows the NBN Record Cleaner's
 * "PeriodWithinYear" rule type, with the period taken from the validated records' months.
 * Dates less precise than a month (`date_precision` year or decade) are skipped
 * (`date_too_coarse`); fewer than `minimum_validated_records` validated records: skipped,
 * `no_reference_data`.
 */
export const periodWithinYear: CheckModule<'period_within_year'> = {
  definition: {
    id: 'period_within_year',
    severity: 'info',
    names: { en: 'Unusual month', de: 'Ungewöhnlicher Monat', fr: 'Mois inhabituel', it: 'Mese insolito' },
    standard: 'NBN Record Cleaner PeriodWithinYear',
    parameters: [{ name: 'minimum_validated_records', default: 10, min: 1, max: 1000, integer: true }],
    uses_taxon_facts: true,
  },
  run(record, { parameters, facts, date_precision_label }) {
    const month = monthOf(record.event_date ?? null);
    if (month === null) return skipped('no_event_date');
    if (date_precision_label === 'year' || date_precision_label === 'decade') return skipped('date_too_coarse');
    if (!facts || facts.validated_record_count < parameters.minimum_validated_records!) return skipped('no_reference_data');
    const months = facts.months_with_validated_records;
    return verdict(!months.includes(month), {
      month, months_with_validated_records: [...months], validated_record_count: facts.validated_record_count,
    });
  },
};
