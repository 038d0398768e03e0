/** Crafted records and contexts for the check modules' unit tests (src-main/checks/). */
import type { CheckContext } from '../../src-main/checks/check-module.js';
import { TaxonFacts, type TaxonRecordInput } from '../../src-main/checks/taxon-facts.js';
import type { Observation } from '../../src-shared/schemas/observation.js';

/** An observation with only what every record has, plus `fields`. */
export function record(fields: Partial<Observation> = {}): Observation {
  return { occurrence_id: 1, dataset_id: 1, basis_of_record: 1, ...fields } as Observation;
}

/** A check context: today 2026-06-30 in Switzerland, no point, no facts, day precision; `fields` override. */
export function context(fields: Partial<CheckContext> = {}): CheckContext {
  return { parameters: {}, today: '2026-06-30', point: null, date_precision_label: 'day', facts: null, ...fields };
}

/** A validated record of the taxon (validation 2) at a point, with defaults for the rest. */
export function validated(occurrence_id: number, fields: Partial<TaxonRecordInput> = {}): TaxonRecordInput {
  return {
    occurrence_id, event_date: '2020-06-15', decimal_longitude: 8.5, decimal_latitude: 46.5, minimum_elevation_in_meters: null, validation: 2, ...fields,
  };
}

/** Facts of taxon 7 over `records` (validated codes 2 and 3) and optional names. */
export function facts(records: TaxonRecordInput[], names: string[] | null = null): TaxonFacts {
  return new TaxonFacts(7, records, [2, 3], names && { accepted_scientific_name: names[0]!, names });
}

/** The WGS84 point `meters` north of (8.5, 46.5) along the meridian (1° latitude ≈ 111.2 km on the sphere turf uses). */
export function northOf(meters: number): [number, number] {
  return [8.5, 46.5 + meters / ((6_371_008.8 * Math.PI) / 180)];
}
