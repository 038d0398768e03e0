/**
 * Between a record as the service returns it and a form's values, and from the values to a
 * request body (pure functions, tested without a DOM): texts trimmed and empty texts as null,
 * id lists as arrays, anything else unchanged. A PUT sends only what changed (partial update,
 * docs/interface-notes.md "PUT semantics": absent keeps, null clears).
 */
import type { FieldSpec, FormValue, FormValues } from './field-spec.js';

const isList = (field: FieldSpec): boolean => field.kind === 'people' && field.multiple === true;

/** A value as it is sent: trimmed text, '' and NaN as null, lists copied (and [] for an empty list field). */
export function normalise(field: FieldSpec, value: unknown): FormValue {
  if (isList(field)) return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value;
  return null;
}

/** Whether two values are the same once normalised (lists compared element by element). */
export function sameValue(field: FieldSpec, a: unknown, b: unknown): boolean {
  const x = normalise(field, a);
  const y = normalise(field, b);
  if (Array.isArray(x) && Array.isArray(y)) return x.length === y.length && x.every((value, i) => value === y[i]);
  return x === y;
}

/** The form values of `record` (the service's answer, or null for a new one): one per field. */
export function valuesOf(fields: readonly FieldSpec[], record: Record<string, unknown> | null): FormValues {
  const values: FormValues = {};
  for (const field of fields) values[field.name] = normalise(field, record?.[field.name]);
  return values;
}

/** Every field of the form as sent (a PUT that replaces the whole sub-resource; null clears). */
export function bodyOf(fields: readonly FieldSpec[], values: FormValues): Record<string, FormValue> {
  const body: Record<string, FormValue> = {};
  for (const field of fields) body[field.name] = normalise(field, values[field.name]);
  return body;
}

/** Only the fields that have a value (a POST: empty fields are left out, as are empty lists). */
export function filledBody(fields: readonly FieldSpec[], values: FormValues): Record<string, FormValue> {
  const body: Record<string, FormValue> = {};
  for (const field of fields) {
    const value = normalise(field, values[field.name]);
    if (value !== null && !(Array.isArray(value) && value.length === 0)) body[field.name] = value;
  }
  return body;
}

/** The fields whose value differs from `initial` (a partial PUT); a cleared field is sent as null. */
export function changedBody(fields: readonly FieldSpec[], initial: FormValues, values: FormValues): Record<string, FormValue> {
  const body: Record<string, FormValue> = {};
  for (const field of fields) {
    if (!sameValue(field, initial[field.name], values[field.name])) body[field.name] = normalise(field, values[field.name]);
  }
  return body;
}

/** Whether any field has a value. */
export function hasAnyValue(fields: readonly FieldSpec[], values: FormValues): boolean {
  return Object.keys(filledBody(fields, values)).length > 0;
}
