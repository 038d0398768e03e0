import type { CheckModule } from './check-module.js';
import { skipped, verdict } from './check-module.js';

/**
 * `minimum_elevation_in_meters` above `maximum_elevation_in_meters`. Follows TDWG BDQ
 * VALIDATION_MINELEVATION_LESSTHAN_MAXELEVATION (equal values pass). Needs both elevations.
 */
export const elevationOrder: CheckModule<'elevation_order'> = {
  definition: {
    id: 'elevation_order',
    severity: 'error',
    names: { en: 'Minimum elevation above maximum', de: 'Minimale Höhe über maximaler', fr: 'Altitude minimale au-dessus de la maximale', it: 'Quota minima sopra la massima' },
    standard: 'TDWG BDQ VALIDATION_MINELEVATION_LESSTHAN_MAXELEVATION',
    parameters: [],
    uses_taxon_facts: false,
  },
  run(record) {
    const minimum = record.minimum_elevation_in_meters;
    const maximum = record.maximum_elevation_in_meters;
    if (minimum == null || maximum == null) return skipped('no_elevation');
    return verdict(minimum > maximum, { minimum_elevation_in_meters: minimum, maximum_elevation_in_meters: maximum });
  },
};
