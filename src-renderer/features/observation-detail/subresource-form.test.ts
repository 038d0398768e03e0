import { describe, expect, it } from 'vitest';
import { DeskError } from '../../../src-shared/contract/errors.js';
import { NeophyteShape, NeophyteWrite } from '../../../src-shared/schemas/neophyte.js';
import { SupplementShape, SupplementWrite } from '../../../src-shared/schemas/supplement.js';
import { errorsFromDesk } from '../../components/forms/form-check.js';
import { valuesOf } from '../../components/forms/form-values.js';
import { NEOPHYTE_FIELDS, SUPPLEMENT_FIELDS } from './subresource-fields.js';
import { checkDraft } from './subresource-form.js';

describe('supplement and neophyte forms', () => {
  it('offer every field of the shared write schemas', () => {
    expect(SUPPLEMENT_FIELDS.map((f) => f.name).sort()).toEqual(Object.keys(SupplementShape).sort());
    expect(NEOPHYTE_FIELDS.map((f) => f.name).sort()).toEqual(Object.keys(NeophyteShape).sort());
  });

  it('send every field, empty ones as null (clears), texts trimmed', () => {
    const draft = { ...valuesOf(SUPPLEMENT_FIELDS, { sex: 2, project_obs_id: 'A-17', abundance: 3 }), project_obs_id: '  A-17 ' };
    const checked = checkDraft(SUPPLEMENT_FIELDS, draft, SupplementWrite, false);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.body).toMatchObject({ sex: 2, project_obs_id: 'A-17', abundance: 3, plant_height: null, cover_abs: null });
    expect(Object.keys(checked.body)).toHaveLength(SUPPLEMENT_FIELDS.length);
  });

  it('check with the shared schema and put a translated message on each wrong field', () => {
    const draft = { ...valuesOf(SUPPLEMENT_FIELDS, null), cover_abs: 120, plant_height: -1, abundance: 1.5, project_obs_id: 'x'.repeat(300) };
    const checked = checkDraft(SUPPLEMENT_FIELDS, draft, SupplementWrite, false);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toEqual({
      cover_abs: { key: 'forms.errors.atMost', params: { max: 100 } },
      plant_height: { key: 'forms.errors.atLeast', params: { min: 0 } },
      abundance: { key: 'forms.errors.wholeNumber' },
      project_obs_id: { key: 'forms.errors.tooLong', params: { max: 255 } },
    });
  });

  it('check the depth order (maximum not below minimum)', () => {
    const draft = { ...valuesOf(SUPPLEMENT_FIELDS, null), minimum_depth_in_meters: 5, maximum_depth_in_meters: 2 };
    const checked = checkDraft(SUPPLEMENT_FIELDS, draft, SupplementWrite, false);
    expect(checked).toMatchObject({ ok: false, errors: { maximum_depth_in_meters: { key: 'forms.errors.notBelowMinimum' } } });
  });

  it('want at least one value for a new one', () => {
    expect(checkDraft(NEOPHYTE_FIELDS, valuesOf(NEOPHYTE_FIELDS, null), NeophyteWrite, true)).toEqual({ ok: false, errors: {}, other: [{ key: 'detail.form.empty' }] });
    expect(checkDraft(NEOPHYTE_FIELDS, { ...valuesOf(NEOPHYTE_FIELDS, null), control_type: 1 }, NeophyteWrite, true).ok).toBe(true);
  });

  it('map the service\'s 422 field errors onto the fields, the rest above the form', () => {
    const error = new DeskError({
      status: 422, code: 'validation', message: 'Invalid body',
      fields: [{ field: 'sex', message: 'Not a code of vocabulary sex.' }, { field: '/substrate', message: 'Unknown substrate.' }, { field: 'obs_type', message: 'Removed in v5.' }],
    });
    expect(errorsFromDesk(SUPPLEMENT_FIELDS, error)).toEqual({
      errors: { sex: { text: 'Not a code of vocabulary sex.' }, substrate: { text: 'Unknown substrate.' } },
      other: [{ text: 'obs_type: Removed in v5.' }],
    });
    expect(errorsFromDesk(SUPPLEMENT_FIELDS, new DeskError({ status: 422, code: 'validation', message: 'Invalid body', fields: [] }))).toEqual({ errors: {}, other: [{ text: 'Invalid body' }] });
  });
});
