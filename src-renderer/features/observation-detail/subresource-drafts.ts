import { defineStore } from 'pinia';
import { reactive } from 'vue';
import type { FormValues } from '../../components/forms/field-spec.js';
import { formState, type FormState } from '../../components/forms/form-state.js';

/** Which sub-resource a form edits. */
export type SubresourceKind = 'supplement' | 'neophyte';

/** An open form: the generic form state, and whether it creates the sub-resource. */
export interface OpenForm extends FormState {
  isNew: boolean;
  /** The sub-resource as the form started from it (null: there was none), the save's `base`. */
  base: Record<string, unknown> | null;
}

/**
 * Supplement and neophyte forms being edited, by observation: moving to another observation (or
 * a failed save) keeps what was typed until it is saved or discarded.
 */
export const useSubresourceDrafts = defineStore('subresource-drafts', () => {
  const forms = reactive(new Map<string, OpenForm>());
  const keyOf = (kind: SubresourceKind, id: number): string => `${kind}:${id}`;

  /** The open form of `kind` for observation `id`, if any. */
  function get(kind: SubresourceKind, id: number): OpenForm | undefined {
    return forms.get(keyOf(kind, id));
  }

  /** Opens a form with `initial` values, the values of `base` (null: none yet). */
  function open(kind: SubresourceKind, id: number, initial: FormValues, base: Record<string, unknown> | null): void {
    forms.set(keyOf(kind, id), { ...formState(initial), isNew: base === null, base });
  }

  /** Closes the form (after a save, or when the user discards it). */
  function close(kind: SubresourceKind, id: number): void {
    forms.delete(keyOf(kind, id));
  }

  return { forms, get, open, close };
});
