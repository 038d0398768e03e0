/**
 * The state of one open record form, the same for every form built from field descriptors: the
 * values as typed, the values it started from, and the errors of the last check or save (per
 * field, and above the form). A failed save only sets errors: the values stay as typed.
 */
import { nextTick } from 'vue';
import type { FieldSpec, FormValue, FormValues } from './field-spec.js';
import { firstErrorField, withoutError, type FieldErrors, type FieldMessage } from './form-check.js';
import { sameValue } from './form-values.js';

/** An open form (keep it reactive: `reactive(...)` or inside a store). */
export interface FormState {
  values: FormValues;
  /** The values the form started from (to tell what changed). */
  initial: FormValues;
  errors: FieldErrors;
  /** Messages that name no field of the form, shown above it. */
  other: FieldMessage[];
}

/** A new form state starting from `initial`. */
export function formState(initial: FormValues): FormState {
  return { values: { ...initial }, initial: { ...initial }, errors: {}, other: [] };
}

/** Sets one value; the field's error goes (it is being corrected). */
export function setValue(form: FormState, name: string, value: FormValue): void {
  form.values[name] = value;
  form.errors = withoutError(form.errors, name);
}

/** Whether any field differs from where the form started. */
export function isDirty(fields: readonly FieldSpec[], form: FormState): boolean {
  return fields.some((field) => !sameValue(field, form.initial[field.name], form.values[field.name]));
}

/** Shows `errors` and `other`, and moves the focus to the first wrong field (`idOf` gives a field's control id). */
export async function showErrors(
  form: FormState, fields: readonly FieldSpec[], errors: FieldErrors, other: FieldMessage[], idOf: (name: string) => string,
): Promise<void> {
  form.errors = errors;
  form.other = other;
  const first = firstErrorField(fields, errors);
  if (!first) return;
  await nextTick();
  const element = document.getElementById(idOf(first.name));
  element?.focus();
  element?.scrollIntoView?.({ block: 'center' });
}
