import type { CheckModule } from './check-module.js';
import { skipped, verdict } from './check-module.js';

/**
 * Outside the known range: no validated record of the taxon (other than this one) within
 * `max_distance_in_meters` of the record's point; the nearest validated record is named at any
 * distance. Follows the NBN Record Cleaner's "WithoutPolygon" / tenkm rule types (a taxon's known
 * distribution), with the distribution taken from the validated records. A nearest record
 * exactly at the distance passes. A taxon without validated records with a point: skipped,
 * `no_reference_data` (never a flag).
 */
export const withinKnownRange: CheckModule<'within_known_range'> = {
  definition: {
    id: 'within_known_range',
    severity: 'warning',
    names: { en: 'Outside known range', de: 'Ausserhalb des bekannten Areals', fr: "Hors de l'aire connue", it: "Fuori dall'areale noto" },
    standard: 'NBN Record Cleaner WithoutPolygon / tenkm',
    parameters: [{ name: 'max_distance_in_meters', default: 30_000, min: 100, max: 1_000_000, integer: true }],
    uses_taxon_facts: true,
  },
  run(record, { parameters, point, facts }) {
    if (!point) return skipped('no_footprint');
    const nearest = facts?.nearestValidated(point, record.occurrence_id) ?? null;
    if (!facts || !nearest) return skipped('no_reference_data');
    const max_distance_in_meters = parameters.max_distance_in_meters!;
    return verdict(nearest.distance_in_meters > max_distance_in_meters, {
      max_distance_in_meters, nearest, validated_record_count: facts.validated_record_count,
    });
  },
};
