/**
 * A check's evidence in words, in the UI language (pure: `t` and the language come in, so every
 * sentence is tested without a component). Numbers and dates go through the app's formats;
 * distances read in m below 1 km, in km above; months by their name.
 */
import type { CheckEvidence, CheckResult } from '../../../src-shared/contract/checks.js';
import { displayLocale, formatDay, formatMeasure } from '../../i18n/format.js';

/** vue-i18n's `t` as far as these words need it. */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** `850 m`, `12.4 km` (one decimal), in the language's number format. */
export function formatDistance(distance_in_meters: number, language: string): string {
  if (distance_in_meters < 1000) return `${formatMeasure(Math.round(distance_in_meters), language)}\u00a0m`;
  return `${formatMeasure(Math.round(distance_in_meters / 100) / 10, language)}\u00a0km`;
}

/** The month's name (1–12) in the language. */
export function monthName(month: number, language: string): string {
  return new Intl.DateTimeFormat(displayLocale(language), { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, month - 1, 1)));
}

const metres = (value: number | null, language: string): string => (value === null ? '–' : `${formatMeasure(value, language)}\u00a0m`);

/** The evidence of a flagged (or passed) result in one sentence; '' when it carries none. */
export function evidenceWords(result: CheckResult, t: Translate, language: string): string {
  if (!result.evidence) return '';
  const key = (name: string) => `recordChecks.evidence.${result.check_id}.${name}`;
  switch (result.check_id) {
    case 'event_date_in_range': {
      const e = result.evidence as CheckEvidence<'event_date_in_range'>;
      const date = formatDay(e.event_date, language);
      if (e.problem === 'in_future') return t(key('future'), { date, today: formatDay(e.reference_date, language) });
      return t(key('early'), { date, year: e.earliest_year });
    }
    case 'footprint_in_country': {
      const e = result.evidence as CheckEvidence<'footprint_in_country'>;
      return t(key('outside'), { point: `${formatMeasure(e.longitude, language)}, ${formatMeasure(e.latitude, language)}` });
    }
    case 'elevation_order': {
      const e = result.evidence as CheckEvidence<'elevation_order'>;
      return t(key('order'), { min: metres(e.minimum_elevation_in_meters, language), max: metres(e.maximum_elevation_in_meters, language) });
    }
    case 'elevation_in_taxon_range': {
      const e = result.evidence as CheckEvidence<'elevation_in_taxon_range'>;
      return t(key('outside'), {
        min: metres(e.minimum_elevation_in_meters, language), max: metres(e.maximum_elevation_in_meters, language),
        taxonMin: metres(e.taxon_minimum_elevation_in_meters, language), taxonMax: metres(e.taxon_maximum_elevation_in_meters, language),
        tolerance: metres(e.tolerance_in_meters, language), count: e.validated_record_count,
      });
    }
    case 'within_known_range': {
      const e = result.evidence as CheckEvidence<'within_known_range'>;
      const max = formatDistance(e.max_distance_in_meters, language);
      if (!e.nearest) return t(key('none'), { max, count: e.validated_record_count });
      return t(key('nearest'), { max, id: e.nearest.occurrence_id, distance: formatDistance(e.nearest.distance_in_meters, language), count: e.validated_record_count });
    }
    case 'period_within_year': {
      const e = result.evidence as CheckEvidence<'period_within_year'>;
      return t(key('month'), { month: monthName(e.month, language), months: e.months_with_validated_records.map((m) => monthName(m, language)).join(', '), count: e.validated_record_count });
    }
    case 'likely_duplicate': {
      const e = result.evidence as CheckEvidence<'likely_duplicate'>;
      return t(key('duplicates'), { max: formatDistance(e.max_distance_in_meters, language), ids: e.duplicates.map((d) => `#${d.occurrence_id}`).join(', '), count: e.duplicates.length });
    }
    case 'coordinate_uncertainty_in_range': {
      const e = result.evidence as CheckEvidence<'coordinate_uncertainty_in_range'>;
      const value = metres(e.coordinate_uncertainty_in_meters, language);
      if (e.problem === 'footprint_larger_than_uncertainty') return t(key('footprint'), { radius: metres(Math.round(e.footprint_radius_in_meters), language), value });
      return t(key('uncertainty'), { value, max: metres(e.max_uncertainty_in_meters, language) });
    }
    case 'identification_matches_taxon': {
      const e = result.evidence as CheckEvidence<'identification_matches_taxon'>;
      return t(key('mismatch'), { verbatim: e.verbatim_identification, accepted: e.accepted_scientific_name, names: e.names_compared.slice(0, 6).join(', ') });
    }
    case 'date_precision_recent': {
      const e = result.evidence as CheckEvidence<'date_precision_recent'>;
      return t(key('coarse'), { date: formatDay(e.event_date, language), precision: e.date_precision, years: e.recent_years });
    }
    default:
      return '';
  }
}
