/**
 * What the taxon panel beside a record derives from main's answers (pure; tested in
 * taxon-beside.test.ts): the workspace addresses of the taxon's validated records (all of them,
 * or those within its elevation range), the month histogram's bars and month names. Addresses
 * carry the service's filter grammar like every workspace address (query-codec.ts).
 */
import type { RouteLocationRaw } from 'vue-router';
import type { TaxonFactsSummary } from '../../../src-shared/contract/taxon-facts-summary.js';
import { displayLocale } from '../../i18n/format.js';

/**
 * The workspace filtered to the validated records of taxon `taxon_id`
 * (`taxon_id[in]=<id>&validation[in]=<codes>`), with an elevation range
 * (`minimum_elevation_in_meters[gte|lte]`, metres) when given.
 */
export function validatedObservationsOf(
  taxon_id: number,
  validated_codes: readonly number[],
  elevation_range_in_meters: { minimum: number; maximum: number } | null = null,
): RouteLocationRaw {
  const query: Record<string, string> = { 'taxon_id[in]': String(taxon_id), 'validation[in]': validated_codes.join(',') };
  if (elevation_range_in_meters) {
    query['minimum_elevation_in_meters[gte]'] = String(elevation_range_in_meters.minimum);
    query['minimum_elevation_in_meters[lte]'] = String(elevation_range_in_meters.maximum);
  }
  return { path: '/observations', query };
}

/** One bar of the month histogram: `month` 1–12, its record count and height in percent of the fullest month. */
export interface MonthBar {
  month: number;
  count: number;
  height_percent: number;
}

/** The twelve bars of `summary.validated_month_counts` (all 0 % when no record has a date). */
export function monthBars(summary: Pick<TaxonFactsSummary, 'validated_month_counts'>): MonthBar[] {
  const highest = Math.max(0, ...summary.validated_month_counts);
  return summary.validated_month_counts.map((count, i) => ({
    month: i + 1,
    count,
    height_percent: highest ? Math.round((count / highest) * 100) : 0,
  }));
}

/** The month's name in the UI language (`format` `short`: "Jan", "Jän."…, `long`: "January"). */
export function monthName(month: number, language: string, format: 'short' | 'long' = 'short'): string {
  return new Intl.DateTimeFormat(displayLocale(language), { month: format, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, month - 1, 15)));
}
