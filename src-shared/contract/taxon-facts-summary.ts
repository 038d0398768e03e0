/**
 * What the detail shows of the taxon's validated records beside a record (issue 13, "the taxon
 * beside the record"): the same facts the checks judge by (src-main/checks/taxon-facts.ts, read
 * once per taxon through `simple_observations` and cached in main), summed up for a small map, a
 * month histogram and the elevation range. Points are WGS84 (EPSG:4326) degrees.
 */
import { z } from 'zod';
import { Id } from '../schemas/common.js';

/** Most points a summary carries (a sample spread over all validated records beyond that). */
export const TAXON_SUMMARY_MAX_POINTS = 2000;

/** One validated record's point. */
export const TaxonRecordPoint = z.object({ occurrence_id: Id, longitude: z.number(), latitude: z.number() });
export type TaxonRecordPoint = z.infer<typeof TaxonRecordPoint>;

/**
 * The validated records of one taxon (`taxon_id` as recorded: a synonym's records are its own):
 * `validated_codes` the `validation` codes that counted (the profile's check settings),
 * `validated_month_counts` records per month of their event date (index 0 January),
 * `elevation_range_in_meters` over their `minimum_elevation_in_meters` (null when none has one),
 * `points` at most {@link TAXON_SUMMARY_MAX_POINTS} of the `validated_point_count` with a point.
 */
export const TaxonFactsSummary = z.object({
  taxon_id: Id,
  validated_codes: z.array(z.number().int().positive()),
  validated_record_count: z.number().int().min(0),
  validated_month_counts: z.array(z.number().int().min(0)).length(12),
  elevation_range_in_meters: z.object({ minimum: z.number(), maximum: z.number(), count: z.number().int().min(1) }).nullable(),
  validated_point_count: z.number().int().min(0),
  points: z.array(TaxonRecordPoint).max(TAXON_SUMMARY_MAX_POINTS),
});
export type TaxonFactsSummary = z.infer<typeof TaxonFactsSummary>;
