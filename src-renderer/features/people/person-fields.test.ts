import { describe, expect, it } from 'vitest';
import { checkNewPerson, newPersonValues } from './person-fields.js';

describe('checkNewPerson', () => {
  it('sends the filled fields trimmed', () => {
    expect(checkNewPerson({ ...newPersonValues(), first_name: ' Aline ', last_name: 'Oberholzer', email: ' aline@example.org ' }))
      .toEqual({ ok: true, body: { first_name: 'Aline', last_name: 'Oberholzer', email: 'aline@example.org' } });
  });

  it('needs first and last name', () => {
    const checked = checkNewPerson(newPersonValues());
    expect(checked).toEqual({ ok: false, errors: { first_name: { key: 'forms.errors.required' }, last_name: { key: 'forms.errors.required' } }, other: [] });
  });

  it('says in the UI language that an e-mail address is not one', () => {
    const checked = checkNewPerson({ ...newPersonValues(), first_name: 'A', last_name: 'B', email: 'aline at example' });
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.errors).toEqual({ email: { key: 'people.form.emailInvalid' } });
  });
});
