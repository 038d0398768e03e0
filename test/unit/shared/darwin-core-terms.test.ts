import { describe, expect, it } from 'vitest';
import {
  DWC_NAMESPACE, DWC_TERM_TO_V5, V5_TERMS_NAMESPACE, V5_TO_DWC_TERM, termUriOf, v5FieldOfTerm,
} from '../../../src-shared/darwin-core/terms.js';
import { ObservationWriteShape } from '../../../src-shared/schemas/observation.js';

describe('Darwin Core term mapping', () => {
  it('gives each v5 field its Darwin Core term URI, and a v5 URN where Darwin Core has none', () => {
    expect(termUriOf('event_date')).toBe('http://rs.tdwg.org/dwc/terms/eventDate');
    expect(termUriOf('coordinate_uncertainty_in_meters')).toBe(`${DWC_NAMESPACE}coordinateUncertaintyInMeters`);
    expect(termUriOf('footprint_wkt')).toBe(`${DWC_NAMESPACE}footprintWKT`);
    expect(termUriOf('date_expert')).toBe(`${V5_TERMS_NAMESPACE}date_expert`);
  });

  it('reads a term back to its v5 field from a URI, a dwc: prefix, a bare term or a v5 URN', () => {
    expect(v5FieldOfTerm('http://rs.tdwg.org/dwc/terms/decimalLatitude')).toBe('decimal_latitude');
    expect(v5FieldOfTerm('dwc:occurrenceID')).toBe('occurrence_id');
    expect(v5FieldOfTerm(' basisOfRecord ')).toBe('basis_of_record');
    expect(v5FieldOfTerm(`${V5_TERMS_NAMESPACE}vitality`)).toBe('vitality');
    expect(v5FieldOfTerm('eventdate')).toBeUndefined();
    expect(v5FieldOfTerm('http://rs.tdwg.org/dwc/terms/')).toBeUndefined();
  });

  it('is one-to-one, so an exported archive re-imports every mapped field', () => {
    const terms = Object.values(V5_TO_DWC_TERM);
    expect(new Set(terms).size).toBe(terms.length);
    for (const [field, term] of Object.entries(V5_TO_DWC_TERM)) expect(DWC_TERM_TO_V5[term]).toBe(field);
  });

  it('maps only fields an observation has or the desk derives', () => {
    const derived = ['occurrence_id', 'decimal_longitude', 'decimal_latitude', 'geodetic_datum', 'validation',
      'scientific_name', 'vernacular_name', 'dataset_name', 'validation_comment'];
    for (const field of Object.keys(V5_TO_DWC_TERM)) {
      expect(Object.hasOwn(ObservationWriteShape, field) || derived.includes(field), field).toBe(true);
    }
  });
});
