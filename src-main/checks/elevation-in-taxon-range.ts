import type { CheckModule } from './check-module.js';
import { skipped, verdict } from './check-module.js';

/**
 * The record's elevation outside the range of the taxon's validated records (their
 * `minimum_elevation_in_meters`), widened by `tolerance_in_meters` on both sides. Follows the
 * NBN Record Cleaner's "Altitude" rule type (a taxon's elevation range), with the range taken from
 * the validated records instead of a rule file. Flags when the record's minimum is above the
 * widened maximum or its maximum (its minimum when it has none) below the widened minimum; a
 * value exactly on the widened limit passes. Fewer than `minimum_validated_records` validated
 * records with an elevation: skipped, `no_reference_data`.
 */
export const elevationInTaxonRange: CheckModule<'elevation_in_taxon_range'> = {
  definition: {
    id: 'elevation_in_taxon_range',
    severity: 'warning',
    names: { en: "Elevation outside the taxon's range", de: 'Höhe ausserhalb des Bereichs des Taxons', fr: "Altitude hors de l'aire du taxon", it: "Quota fuori dall'intervallo del taxon" },
    standard: 'NBN Record Cleaner Altitude',
    parameters: [
      { name: 'tolerance_in_meters', default: 200, min: 0, max: 3000, integer: true },
      { name: 'minimum_validated_records', default: 5, min: 1, max: 1000, integer: true },
    ],
    uses_taxon_facts: true,
  },
  run(record, { parameters, facts }) {
    const minimum = record.minimum_elevation_in_meters ?? null;
    const maximum = record.maximum_elevation_in_meters ?? null;
    if (minimum === null && maximum === null) return skipped('no_elevation');
    const range = facts?.elevation_range_in_meters;
    if (!range || range.count < parameters.minimum_validated_records!) return skipped('no_reference_data');
    const tolerance = parameters.tolerance_in_meters!;
    const low = minimum ?? maximum!;
    const high = maximum ?? minimum!;
    const outside = low > range.maximum + tolerance || high < range.minimum - tolerance;
    return verdict(outside, {
      minimum_elevation_in_meters: minimum,
      maximum_elevation_in_meters: maximum,
      taxon_minimum_elevation_in_meters: range.minimum,
      taxon_maximum_elevation_in_meters: range.maximum,
      tolerance_in_meters: tolerance,
      validated_record_count: range.count,
    });
  },
};
