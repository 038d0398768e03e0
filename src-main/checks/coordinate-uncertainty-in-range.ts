import type { Position } from 'geojson';
import { readWkt } from '../../src-shared/domain/wkt.js';
import type { CheckModule } from './check-module.js';
import { skipped, verdict } from './check-module.js';
import { distanceInMeters } from './taxon-facts.js';

/** Every position of a GeoJSON coordinates value, however deeply nested. */
function* positions(coordinates: unknown): Generator<Position> {
  if (!Array.isArray(coordinates)) return;
  if (typeof coordinates[0] === 'number') yield coordinates as Position;
  else for (const member of coordinates) yield* positions(member);
}

/**
 * The footprint's radius in metres: the largest great-circle distance from `point` to any
 * vertex of `footprint_wkt` (0 for a point; a geometry collection's members are not measured).
 * Throws WktError for a footprint that cannot be read.
 */
export function footprintRadiusInMeters(footprint_wkt: string, point: readonly [number, number]): number {
  if (/^\s*POINT\s*\(/i.test(footprint_wkt)) return 0; // most footprints; no need to read them
  const geometry = readWkt(footprint_wkt);
  let radius = 0;
  if (geometry.type === 'GeometryCollection') return 0;
  for (const position of positions(geometry.coordinates)) {
    radius = Math.max(radius, distanceInMeters(point, [position[0]!, position[1]!]));
  }
  return Math.round(radius);
}

/**
 * Coordinate uncertainty or footprint too large for the stated precision: flags a
 * `coordinate_uncertainty_in_meters` above `max_uncertainty_in_meters` (the limit itself passes),
 * or a footprint reaching further from its point than the stated uncertainty allows
 * (`footprint_radius_in_meters` > uncertainty × `footprint_tolerance_factor`). Follows TDWG BDQ
 * VALIDATION_COORDINATEUNCERTAINTY_INRANGE (with a stewards' limit instead of the Earth's half
 * circumference) and the NBN Record Cleaner's grid-reference precision rules.
 */
export const coordinateUncertaintyInRange: CheckModule<'coordinate_uncertainty_in_range'> = {
  definition: {
    id: 'coordinate_uncertainty_in_range',
    severity: 'info',
    names: { en: 'Location too imprecise', de: 'Fundort zu ungenau', fr: 'Localisation trop imprécise', it: 'Localizzazione troppo imprecisa' },
    standard: 'TDWG BDQ VALIDATION_COORDINATEUNCERTAINTY_INRANGE',
    parameters: [
      { name: 'max_uncertainty_in_meters', default: 5000, min: 1, max: 1_000_000, integer: true },
      { name: 'footprint_tolerance_factor', default: 1.5, min: 1, max: 100, integer: false },
    ],
    uses_taxon_facts: false,
  },
  run(record, { parameters, point }) {
    if (!point || !record.footprint_wkt) return skipped('no_footprint');
    const coordinate_uncertainty_in_meters = record.coordinate_uncertainty_in_meters ?? null;
    const max_uncertainty_in_meters = parameters.max_uncertainty_in_meters!;
    let footprint_radius_in_meters = 0;
    try {
      footprint_radius_in_meters = footprintRadiusInMeters(record.footprint_wkt, point);
    } catch {
      return skipped('no_footprint');
    }
    const problem = coordinate_uncertainty_in_meters !== null && coordinate_uncertainty_in_meters > max_uncertainty_in_meters
      ? 'uncertainty_too_large'
      : coordinate_uncertainty_in_meters !== null && footprint_radius_in_meters > coordinate_uncertainty_in_meters * parameters.footprint_tolerance_factor!
        ? 'footprint_larger_than_uncertainty'
        : null;
    return verdict(problem !== null, { coordinate_uncertainty_in_meters, max_uncertainty_in_meters, footprint_radius_in_meters, problem });
  },
};
