import type { CheckModule } from './check-module.js';
import { skipped, verdict } from './check-module.js';
import type { CountryBoundary } from './country-boundary.js';

/**
 * The record's point (`decimal_longitude`/`decimal_latitude`, the footprint's representative
 * point in WGS84) outside Switzerland, tested against the shipped canton boundaries. Follows
 * TDWG BDQ VALIDATION_COORDINATESCOUNTRYCODE_CONSISTENT with the country code fixed to CH, and
 * the NBN Record Cleaner's "WithoutPolygon" rule type with the country as the polygon.
 * A point on the boundary counts as inside.
 */
export function footprintInCountry(country: () => CountryBoundary): CheckModule<'footprint_in_country'> {
  return {
    definition: {
      id: 'footprint_in_country',
      severity: 'error',
      names: { en: 'Location outside Switzerland', de: 'Fundort ausserhalb der Schweiz', fr: 'Lieu hors de Suisse', it: 'Luogo fuori dalla Svizzera' },
      standard: 'TDWG BDQ VALIDATION_COORDINATESCOUNTRYCODE_CONSISTENT; NBN Record Cleaner WithoutPolygon',
      parameters: [],
      uses_taxon_facts: false,
    },
    run(_record, { point }) {
      if (!point) return skipped('no_footprint');
      const boundary = country();
      const [longitude, latitude] = point;
      return verdict(!boundary.contains(longitude, latitude), { longitude, latitude, country_code: boundary.country_code });
    },
  };
}
