import { computed, reactive, ref, type ComputedRef, type Ref } from 'vue';
import { useI18n } from 'vue-i18n';
import type { DeskError } from '../../../src-shared/contract/errors.js';
import { toDeskError } from '../../bridge/index.js';
import { describeError } from '../feedback/describe-error.js';
import type { FieldSpec, FormValue, FormValues } from './field-spec.js';
import { errorsFromDesk, type BodyCheck, type FieldErrors, type FieldMessage } from './form-check.js';
import { formState, isDirty, setValue, showErrors, type FormState } from './form-state.js';
import { sameValue } from './form-values.js';
import { useFormDraft, type FormDraft } from './use-form-draft.js';
import { useUnsavedGuard } from './use-unsaved-guard.js';

/** What a record form page tells {@link useRecordForm}. */
export interface RecordFormOptions<Body, Saved> {
  fields: readonly FieldSpec[];
  /** Control ids are `<idPrefix>-<field name>` (as FormFields.vue makes them). */
  idPrefix: string;
  /** Workspace state key of the draft (`draft:<kind>:new`, `draft:<kind>:<id>`), null while unknown. */
  draftKey: () => string | null;
  /** The body to send, or the fields at fault (checked with the shared zod schema). */
  check: (initial: FormValues, values: FormValues) => BodyCheck<Body>;
  /** Sends the body and answers the saved record (throws a DeskError when the save fails). */
  send: (body: Body) => Promise<Saved>;
  /**
   * Where the errors of a failed save go when the form knows better (e.g. a 409 onto the name),
   * null for the default: field errors on their fields, anything else above the form in plain words.
   */
  saveErrors?: (error: DeskError) => { errors: FieldErrors; other: FieldMessage[] } | null;
}

/** A kept draft: the values as typed. */
interface RecordDraft {
  values: FormValues;
}

/** What {@link useRecordForm} gives the page. */
export interface RecordForm<Saved> {
  /** The open form (values as typed, errors of the last check or save). */
  form: FormState;
  dirty: ComputedRef<boolean>;
  saving: Ref<boolean>;
  draft: FormDraft<RecordDraft>;
  /** Starts the form from `initial` (a new record's defaults, or the record read) and looks for a kept draft. */
  open(initial: FormValues): Promise<void>;
  set(name: string, value: FormValue): void;
  /** Takes the offered draft's values into the form. */
  restoreDraft(): void;
  /**
   * Checks and sends. A failed check or save keeps every value as typed and shows the errors
   * (on the fields, or above the form) with the focus on the first wrong field. Answers the saved
   * record, or undefined when nothing was saved; after a save the draft is dropped and the form
   * counts as unchanged (leaving, e.g. to the saved record, no longer asks).
   */
  save(): Promise<Saved | undefined>;
  /** Lets the next navigation pass (after a deliberate cancel the user confirmed elsewhere). */
  allowLeave(): void;
}

/**
 * The behaviour every record form page shares (projects, people …): form state, the draft kept
 * through the workspace state while there are unsaved changes, the unsaved-changes guard on
 * navigation and window close, the zod check before sending, and the service's errors mapped
 * back onto the fields without losing an edit.
 */
export function useRecordForm<Body, Saved>(options: RecordFormOptions<Body, Saved>): RecordForm<Saved> {
  const { t } = useI18n();
  const form = reactive(formState({})) as FormState;
  const saving = ref(false);
  const opened = ref(false);
  const dirty = computed(() => opened.value && isDirty(options.fields, form));
  const differs = (values: FormValues): boolean => options.fields.some((field) => !sameValue(field, form.initial[field.name], values[field.name]));
  const draft = useFormDraft<RecordDraft>(options.draftKey, () => (dirty.value ? { values: { ...form.values } } : null));
  const guard = useUnsavedGuard(() => dirty.value, () => void draft.clear());
  const idOf = (name: string): string => `${options.idPrefix}-${name}`;

  async function open(initial: FormValues): Promise<void> {
    Object.assign(form, formState(initial));
    opened.value = true;
    await draft.check((data) => typeof data === 'object' && data !== null && typeof data.values === 'object' && differs(data.values));
  }

  function restoreDraft(): void {
    const data = draft.restore();
    if (!data) return;
    for (const field of options.fields) if (Object.hasOwn(data.values, field.name)) form.values[field.name] = data.values[field.name] ?? null;
  }

  async function save(): Promise<Saved | undefined> {
    if (saving.value) return undefined;
    const checked = options.check(form.initial, form.values);
    if (!checked.ok) {
      await showErrors(form, options.fields, checked.errors, checked.other, idOf);
      return undefined;
    }
    saving.value = true;
    try {
      const saved = await options.send(checked.body);
      form.errors = {};
      form.other = [];
      // saved: the values are the new starting point, so leaving no longer asks
      Object.assign(form, formState({ ...form.values }));
      await draft.clear();
      return saved;
    } catch (cause) {
      const error = toDeskError(cause);
      const mapped = options.saveErrors?.(error) ?? (error.fields.length || error.status === 422
        ? errorsFromDesk(options.fields, error)
        : { errors: {}, other: [{ text: describeError(error, t)?.detail ?? error.message }] });
      await showErrors(form, options.fields, mapped.errors, mapped.other, idOf);
      return undefined;
    } finally {
      saving.value = false;
    }
  }

  return {
    form, dirty, saving, draft, open, restoreDraft, save,
    set: (name, value) => setValue(form, name, value),
    allowLeave: () => guard.allowNextLeave(),
  };
}
