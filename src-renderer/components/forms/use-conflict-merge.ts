import { shallowRef, type ShallowRef } from 'vue';
import type { z } from 'zod';
import type { FieldSpec, FormValues } from './field-spec.js';
import { showErrors, type FormState } from './form-state.js';
import { conflictRows, mergedValues, type ConflictChoices, type ConflictRow } from './record-conflict.js';

/**
 * How a form that edits a stored record merges a save refused because someone else changed the
 * record meanwhile (DeskError `conflict` carrying `current`): the record's shared zod schema and
 * the form values of a record.
 */
export interface RecordVersioning<Base> {
  schema: z.ZodType<Base>;
  valuesOf(record: Base): FormValues;
}

/** A merge waiting for the user: the differing fields, and how to answer (null = cancel, keep the form as typed). */
export interface PendingConflict {
  rows: ConflictRow[];
  resolve(choices: ConflictChoices | null): void;
}

/** How many merges one save goes through before it gives up with the error (someone keeps changing the record). */
export const MAX_MERGES = 5;

/** What {@link ConflictMerge.merge} did: `merged` (with the current record, the form's new base), `cancelled`, or `unreadable` (`current` is no record of the form's kind: show the error). */
export type MergeOutcome<Base> = { outcome: 'merged'; base: Base } | { outcome: 'cancelled' } | { outcome: 'unreadable' };

/** What {@link useConflictMerge} gives a form. */
export interface ConflictMerge {
  /** The merge RecordConflictDialog.vue shows, null when none is asked. */
  conflict: ShallowRef<PendingConflict | null>;
  /**
   * Merges `current` into `form` as the user chooses (issue 11 §3): fields only someone else
   * changed take their value without asking when nothing typed differs; otherwise the dialog asks
   * per field. Merged: the form starts from `current` with the chosen values; cancelled: every
   * value stays as typed and the form says nothing was saved (errors shown with `idOf`).
   */
  merge<Base>(form: FormState, fields: readonly FieldSpec[], versioning: RecordVersioning<Base>, current: Record<string, unknown>, idOf: (name: string) => string): Promise<MergeOutcome<Base>>;
}

/** The mine/theirs merge of a record form (use-record-form.ts, the observation's sub-resource forms). */
export function useConflictMerge(): ConflictMerge {
  const conflict = shallowRef<PendingConflict | null>(null);

  /** The user's choices for `rows` (null: cancelled); none asked when there are no rows. */
  function ask(rows: ConflictRow[]): Promise<ConflictChoices | null> {
    if (!rows.length) return Promise.resolve({});
    return new Promise((resolve) => {
      conflict.value = { rows, resolve: (choices) => { conflict.value = null; resolve(choices); } };
    });
  }

  async function merge<Base>(form: FormState, fields: readonly FieldSpec[], versioning: RecordVersioning<Base>, current: Record<string, unknown>, idOf: (name: string) => string): Promise<MergeOutcome<Base>> {
    const parsed = versioning.schema.safeParse(current);
    if (!parsed.success) return { outcome: 'unreadable' };
    const theirs = versioning.valuesOf(parsed.data);
    const rows = conflictRows(fields, form.initial, form.values, theirs);
    const choices = await ask(rows);
    if (!choices) {
      await showErrors(form, fields, {}, [{ key: 'forms.conflict.notSaved' }], idOf);
      return { outcome: 'cancelled' };
    }
    Object.assign(form, { initial: { ...theirs }, values: mergedValues(rows, form.values, theirs, choices), errors: {}, other: [] });
    return { outcome: 'merged', base: parsed.data };
  }

  return { conflict, merge };
}
