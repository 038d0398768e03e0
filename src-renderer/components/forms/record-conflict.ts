/**
 * A save refused because someone else changed the record meanwhile (DeskError `conflict` with
 * `current`, src-main/api/versioned-records.ts), as the form merges it (pure functions, tested
 * without a DOM): a three-way comparison of the values the form started from ("base"), as typed
 * ("mine") and as the service now holds them ("theirs"), per field of the form.
 */
import type { DeskError } from '../../../src-shared/contract/errors.js';
import type { FieldSpec, FormValue, FormValues } from './field-spec.js';
import { normalise, sameValue } from './form-values.js';

/** Which value a field keeps. */
export type ConflictSide = 'mine' | 'theirs';

/** One field someone else changed, whose value as typed differs from the service's current one. */
export interface ConflictRow {
  field: FieldSpec;
  mine: FormValue;
  theirs: FormValue;
  /** The user changed it in this form too (else only someone else did). */
  changedByMe: boolean;
}

/** Choices by field name. */
export type ConflictChoices = Record<string, ConflictSide>;

/** Whether `error` is a version conflict carrying the current record (not e.g. a 409 for a name in use). */
export function isVersionConflict(error: DeskError): error is DeskError & { current: Record<string, unknown> } {
  return error.code === 'conflict' && error.current !== undefined;
}

/**
 * The fields someone else changed since `base` whose current value differs from what is typed,
 * in form order. A field only the user changed is no conflict (nobody else touched it: the
 * typed value goes), so it is not asked about.
 */
export function conflictRows(fields: readonly FieldSpec[], base: FormValues, mine: FormValues, theirs: FormValues): ConflictRow[] {
  return fields.flatMap((field) => {
    const { name } = field;
    if (sameValue(field, mine[name], theirs[name]) || sameValue(field, base[name], theirs[name])) return [];
    return [{ field, mine: normalise(field, mine[name]), theirs: normalise(field, theirs[name]), changedByMe: !sameValue(field, base[name], mine[name]) }];
  });
}

/** The fields someone else changed since the form opened (for a delete: what would be deleted unseen). */
export function changedFields(fields: readonly FieldSpec[], base: FormValues, theirs: FormValues): ConflictRow[] {
  return conflictRows(fields, base, base, theirs);
}

/** The starting choice: what the user changed stays theirs to keep ("mine"); anything else takes the current value. */
export function defaultChoices(rows: readonly ConflictRow[]): ConflictChoices {
  return Object.fromEntries(rows.map((row) => [row.field.name, row.changedByMe ? 'mine' : 'theirs']));
}

/** Every row set to `side` ("all mine", "all theirs"). */
export function allChoices(rows: readonly ConflictRow[], side: ConflictSide): ConflictChoices {
  return Object.fromEntries(rows.map((row) => [row.field.name, side]));
}

/**
 * The values the form goes on with: what was typed, except the rows chosen `theirs`, which take
 * the current value (fields nobody else changed keep what was typed).
 */
export function mergedValues(rows: readonly ConflictRow[], mine: FormValues, theirs: FormValues, choices: ConflictChoices): FormValues {
  const merged: FormValues = { ...mine };
  for (const row of rows) if (choices[row.field.name] === 'theirs') merged[row.field.name] = theirs[row.field.name] ?? null;
  return merged;
}
