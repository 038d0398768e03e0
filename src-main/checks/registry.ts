/** Every check module, in the contract's order (CHECK_IDS). */
import type { CheckId } from '../../src-shared/contract/checks.js';
import type { CheckModule } from './check-module.js';
import { coordinateUncertaintyInRange } from './coordinate-uncertainty-in-range.js';
import type { CountryBoundary } from './country-boundary.js';
import { datePrecisionRecent } from './date-precision-recent.js';
import { elevationInTaxonRange } from './elevation-in-taxon-range.js';
import { elevationOrder } from './elevation-order.js';
import { eventDateInRange } from './event-date-in-range.js';
import { footprintInCountry } from './footprint-in-country.js';
import { identificationMatchesTaxon } from './identification-matches-taxon.js';
import { likelyDuplicate } from './likely-duplicate.js';
import { periodWithinYear } from './period-within-year.js';
import { withinKnownRange } from './within-known-range.js';

/** The modules by id; `country` gives the boundary the footprint check tests (loaded before it runs). */
export function checkModules(country: () => CountryBoundary): { [K in CheckId]: CheckModule<K> } {
  return {
    event_date_in_range: eventDateInRange,
    footprint_in_country: footprintInCountry(country),
    elevation_order: elevationOrder,
    elevation_in_taxon_range: elevationInTaxonRange,
    within_known_range: withinKnownRange,
    period_within_year: periodWithinYear,
    likely_duplicate: likelyDuplicate,
    coordinate_uncertainty_in_range: coordinateUncertaintyInRange,
    identification_matches_taxon: identificationMatchesTaxon,
    date_precision_recent: datePrecisionRecent,
  };
}
