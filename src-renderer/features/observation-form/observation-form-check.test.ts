import { describe, expect, it } from 'vitest';
import { DeskError } from '../../../src-shared/contract/errors.js';
import { ObservationCreate, ObservationUpdate } from '../../../src-shared/schemas/observation.js';
import { OBSERVATION_FORM_FIELDS } from './observation-form-fields.js';
import { checkBody, errorsFromDesk, firstErrorField } from '../../components/forms/form-check.js';

const FIELDS = OBSERVATION_FORM_FIELDS;

describe('checking a form with the shared schema', () => {
  it('passes a valid body through as parsed', () => {
    expect(checkBody(FIELDS, { dataset_id: 1, basis_of_record: 1, recorded_by_id: [7] }, ObservationCreate)).toEqual({ ok: true, body: { dataset_id: 1, basis_of_record: 1, recorded_by_id: [7] } });
  });

  it('names each missing required field, in form order for the focus', () => {
    const checked = checkBody(FIELDS, { verbatim_locality: 'Lugano' }, ObservationCreate);
    expect(checked).toEqual({
      ok: false,
      errors: { dataset_id: { key: 'forms.errors.required' }, basis_of_record: { key: 'forms.errors.required' } },
      other: [],
    });
    if (!checked.ok) expect(firstErrorField(FIELDS, checked.errors)?.name).toBe('basis_of_record');
  });

  it('puts limits and the elevation order on their fields in the UI\'s words', () => {
    const checked = checkBody(FIELDS, {
      dataset_id: 1, basis_of_record: 1, coordinate_uncertainty_in_meters: -5, organism_quantity: 2.5, identified_by: 'x'.repeat(256),
    }, ObservationCreate);
    expect(checked).toMatchObject({
      ok: false,
      errors: {
        coordinate_uncertainty_in_meters: { key: 'forms.errors.atLeast', params: { min: 0 } },
        organism_quantity: { key: 'forms.errors.wholeNumber' },
        identified_by: { key: 'forms.errors.tooLong', params: { max: 255 } },
      },
    });
    // The schema checks the order once each field is valid on its own.
    expect(checkBody(FIELDS, { dataset_id: 1, basis_of_record: 1, minimum_elevation_in_meters: 2400, maximum_elevation_in_meters: 1800 }, ObservationCreate))
      .toEqual({ ok: false, errors: { maximum_elevation_in_meters: { key: 'forms.errors.notBelowMinimum' } }, other: [] });
    expect(checkBody(FIELDS, { minimum_elevation_in_meters: 9500 }, ObservationUpdate)).toMatchObject({ ok: false, errors: { minimum_elevation_in_meters: { key: 'forms.errors.atMost', params: { max: 9000 } } } });
  });

  it('sends a field the form does not show above the form', () => {
    expect(checkBody(FIELDS, { dataset_id: 1, basis_of_record: 1, municipality_id: 5192 }, ObservationCreate)).toMatchObject({ ok: false, errors: {}, other: [{ text: expect.stringContaining('municipality_id') }] });
  });
});

describe('a failed save\'s field errors', () => {
  it('land on the field they name (also nested as main names them), the rest above the form', () => {
    const error = new DeskError({
      status: 422, code: 'validation', message: 'Some fields are not valid.',
      fields: [
        { field: 'releve_id', message: 'There is no relevé 999999.' },
        { field: 'changes.minimum_elevation_in_meters', message: 'Too high.' },
        { field: 'recorded_by_id[1]', message: 'No such person: 99.' },
        { field: 'srid', message: 'Removed in v5.' },
      ],
    });
    expect(errorsFromDesk(FIELDS, error)).toEqual({
      errors: {
        releve_id: { text: 'There is no relevé 999999.' },
        minimum_elevation_in_meters: { text: 'Too high.' },
        recorded_by_id: { text: 'No such person: 99.' },
      },
      other: [{ text: 'srid: Removed in v5.' }],
    });
  });

  it('fall back to the error\'s message when no field is named', () => {
    expect(errorsFromDesk(FIELDS, new DeskError({ status: 422, code: 'validation', message: 'Invalid body', fields: [] }))).toEqual({ errors: {}, other: [{ text: 'Invalid body' }] });
  });
});
