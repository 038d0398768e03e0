/**
 * The person form's field descriptors (components/forms/field-spec.ts), by the interface's
 * field names; `email` and `organisation` are the reference service's (docs/interface-notes.md
 * "person fields"). And the check of a new person with the shared zod schema before sending.
 */
import { PersonCreateSchema, type PersonCreate } from '../../../src-shared/schemas/person.js';
import type { FieldSpec, FormValues } from '../../components/forms/field-spec.js';
import { checkBody, type BodyCheck } from '../../components/forms/form-check.js';
import { filledBody, valuesOf } from '../../components/forms/form-values.js';

/** Every field of the person form, in form order. */
export const PERSON_FIELDS: readonly FieldSpec[] = [
  { name: 'first_name', kind: 'text', maxLength: 200, required: true },
  { name: 'last_name', kind: 'text', maxLength: 200, required: true },
  { name: 'email', kind: 'text', maxLength: 320 },
  { name: 'organisation', kind: 'text', maxLength: 200 },
];

/** The values of a new person: all empty. */
export function newPersonValues(): FormValues {
  return valuesOf(PERSON_FIELDS, null);
}

/**
 * The POST body of a new person (filled fields, trimmed), or the fields at fault; an e-mail
 * address the schema refuses gets the UI language's message (the schema's is English).
 */
export function checkNewPerson(values: FormValues): BodyCheck<PersonCreate> {
  const checked = checkBody(PERSON_FIELDS, filledBody(PERSON_FIELDS, values), PersonCreateSchema);
  if (!checked.ok && checked.errors.email && 'text' in checked.errors.email) checked.errors.email = { key: 'people.form.emailInvalid' };
  return checked;
}
