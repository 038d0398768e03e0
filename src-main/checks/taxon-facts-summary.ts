/**
 * The taxon beside a record (issue 13): the facts the checks hold about a taxon
 * (./taxon-facts.ts), summed up as the contract's TaxonFactsSummary for the detail's small map,
 * month histogram and elevation range. Reads nothing itself: the facts come from the cache.
 */
import { TAXON_SUMMARY_MAX_POINTS, type TaxonFactsSummary } from '../../src-shared/contract/taxon-facts-summary.js';
import type { TaxonFacts } from './taxon-facts.js';

/** The summary of `facts`, counted with `validated_codes`; at most {@link TAXON_SUMMARY_MAX_POINTS} points. */
export function summarizeTaxonFacts(facts: TaxonFacts, validated_codes: readonly number[]): TaxonFactsSummary {
  return {
    taxon_id: facts.taxon_id,
    validated_codes: [...validated_codes],
    validated_record_count: facts.validated_record_count,
    validated_month_counts: [...facts.validated_month_counts],
    elevation_range_in_meters: facts.elevation_range_in_meters,
    validated_point_count: facts.validated_point_count,
    points: facts.validatedPointSample(TAXON_SUMMARY_MAX_POINTS),
  };
}
