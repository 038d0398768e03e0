import { describe, expect, it } from 'vitest';
import type { FieldSpec } from './field-spec.js';
import { formState, isDirty, setValue } from './form-state.js';
import { bodyOf, changedBody, filledBody, hasAnyValue, sameValue, valuesOf } from './form-values.js';

const FIELDS: FieldSpec[] = [
  { name: 'verbatim_locality', kind: 'text', maxLength: 100 },
  { name: 'minimum_elevation_in_meters', kind: 'number', unit: 'metresAsl' },
  { name: 'recorded_by_id', kind: 'people', multiple: true },
  { name: 'basis_of_record', kind: 'code', vocabulary: 'basis_of_record' },
  { name: 'mosses_identified', kind: 'boolean' },
];

describe('form values', () => {
  it('take one value per field from a record (unknown fields and odd types left out)', () => {
    expect(valuesOf(FIELDS, { verbatim_locality: ' Monte Brè ', minimum_elevation_in_meters: 925, recorded_by_id: [7, 'x', 8], basis_of_record: '1', uuid: 'u' }))
      .toEqual({ verbatim_locality: 'Monte Brè', minimum_elevation_in_meters: 925, recorded_by_id: [7, 8], basis_of_record: '1', mosses_identified: null });
    expect(valuesOf(FIELDS, null)).toEqual({ verbatim_locality: null, minimum_elevation_in_meters: null, recorded_by_id: [], basis_of_record: null, mosses_identified: null });
  });

  it('send every field for a whole PUT, empty texts as null', () => {
    expect(bodyOf(FIELDS, { verbatim_locality: '   ', minimum_elevation_in_meters: Number.NaN, recorded_by_id: [], basis_of_record: 2, mosses_identified: false }))
      .toEqual({ verbatim_locality: null, minimum_elevation_in_meters: null, recorded_by_id: [], basis_of_record: 2, mosses_identified: false });
  });

  it('leave empty fields and empty lists out of a POST', () => {
    expect(filledBody(FIELDS, { verbatim_locality: ' Lugano ', minimum_elevation_in_meters: 0, recorded_by_id: [], basis_of_record: null, mosses_identified: null }))
      .toEqual({ verbatim_locality: 'Lugano', minimum_elevation_in_meters: 0 });
    expect(hasAnyValue(FIELDS, valuesOf(FIELDS, null))).toBe(false);
    expect(hasAnyValue(FIELDS, { ...valuesOf(FIELDS, null), recorded_by_id: [1] })).toBe(true);
  });

  it('send only what changed in a partial PUT; a cleared field as null, a list compared by its ids', () => {
    const initial = valuesOf(FIELDS, { verbatim_locality: 'Lugano', minimum_elevation_in_meters: 270, recorded_by_id: [7, 8], basis_of_record: 1 });
    const now = { ...initial, verbatim_locality: 'Lugano ', minimum_elevation_in_meters: null, recorded_by_id: [8, 7] };
    expect(changedBody(FIELDS, initial, now)).toEqual({ minimum_elevation_in_meters: null, recorded_by_id: [8, 7] });
    expect(changedBody(FIELDS, initial, { ...initial, recorded_by_id: [7, 8] })).toEqual({});
    expect(sameValue(FIELDS[0]!, '', null)).toBe(true);
  });

  it('tell a dirty form, and drop a field\'s error when it is edited', () => {
    const form = formState(valuesOf(FIELDS, { basis_of_record: 1 }));
    form.errors = { basis_of_record: { text: 'Not a code.' }, verbatim_locality: { key: 'forms.errors.tooLong', params: { max: 100 } } };
    expect(isDirty(FIELDS, form)).toBe(false);
    setValue(form, 'basis_of_record', 2);
    expect(isDirty(FIELDS, form)).toBe(true);
    expect(form.errors).toEqual({ verbatim_locality: { key: 'forms.errors.tooLong', params: { max: 100 } } });
    setValue(form, 'basis_of_record', 1);
    expect(isDirty(FIELDS, form)).toBe(false);
  });
});
