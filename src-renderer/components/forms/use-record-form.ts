import { computed, reactive, readonly, ref, shallowRef, type ComputedRef, type Ref, type ShallowRef } from 'vue';
import { useI18n } from 'vue-i18n';
import type { DeskError } from '../../../src-shared/contract/errors.js';
import { toDeskError } from '../../bridge/index.js';
import { describeError } from '../feedback/describe-error.js';
import type { FieldSpec, FormValue, FormValues } from './field-spec.js';
import { errorsFromDesk, withoutError, type BodyCheck, type FieldErrors, type FieldMessage } from './form-check.js';
import { formState, isDirty, setValue, showErrors, type FormState } from './form-state.js';
import { sameValue } from './form-values.js';
import { isVersionConflict } from './record-conflict.js';
import { MAX_MERGES, useConflictMerge, type PendingConflict, type RecordVersioning } from './use-conflict-merge.js';
import { useFormDraft, type FormDraft } from './use-form-draft.js';
import { useUnsavedGuard } from './use-unsaved-guard.js';

/** What a record form page tells {@link useRecordForm}. */
export interface RecordFormOptions<Body, Saved, Base = never> {
  fields: readonly FieldSpec[];
  /** Control ids are `<idPrefix>-<field name>` (as FormFields.vue makes them). */
  idPrefix: string;
  /** Workspace state key of the draft (`draft:<kind>:new`, `draft:<kind>:<id>`), null while unknown. */
  draftKey: () => string | null;
  /** The body to send, or the fields at fault (checked with the shared zod schema). */
  check: (initial: FormValues, values: FormValues) => BodyCheck<Body>;
  /**
   * Sends the body and answers the saved record (throws a DeskError when the save fails).
   * `base` is the record the form started from (see `open`), for the write's precondition.
   */
  send: (body: Body, base: Base | null) => Promise<Saved>;
  /**
   * Asked with a checked body before it is sent (e.g. "a date in the future: save anyway?");
   * false sends nothing and keeps every value as typed.
   */
  confirm?: (body: Body) => Promise<boolean>;
  /** Given, a version conflict opens the mine/theirs merge ({@link RecordForm.conflict}) instead of an error. */
  versioning?: RecordVersioning<Base>;
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
export interface RecordForm<Saved, Base = never> {
  /** The open form (values as typed, errors of the last check or save). */
  form: FormState;
  dirty: ComputedRef<boolean>;
  saving: Ref<boolean>;
  draft: FormDraft<RecordDraft>;
  /** The merge the conflict dialog shows (components/forms/RecordConflictDialog.vue), null when none is asked. */
  conflict: ShallowRef<PendingConflict | null>;
  /** The record the form started from (or took over in a merge); null for a new one. */
  base: ShallowRef<Base | null>;
  /**
   * True once {@link open} has put the starting values in: a page shows its form only then, so
   * that nothing typed into it is overwritten by the values arriving (a cached record is shown
   * while it is read again).
   */
  opened: Readonly<Ref<boolean>>;
  /**
   * Starts the form from `initial` (a new record's defaults, or the record read; `base` that
   * record itself) and looks for a kept draft.
   */
  open(initial: FormValues, base?: Base | null): Promise<void>;
  set(name: string, value: FormValue): void;
  /**
   * What a field's control could not read (e.g. `31.02.2026` typed into a day, kept there as
   * typed; the control says why), null once it can: {@link save} refuses while any is left and
   * then puts the reason on the field.
   */
  unreadable(name: string, problem: FieldMessage | null): void;
  /** Takes the offered draft's values into the form. */
  restoreDraft(): void;
  /**
   * Checks and sends. A failed check or save keeps every value as typed and shows the errors
   * (on the fields, or above the form) with the focus on the first wrong field. Answers the saved
   * record, or undefined when nothing was saved; after a save the draft is dropped and the form
   * counts as unchanged (leaving, e.g. to the saved record, no longer asks). A version conflict
   * (with `versioning`) asks the user per field, mine or theirs (when only fields the user left
   * alone differ, without asking), takes the current record as the new base and sends again;
   * cancelling keeps every value as typed and the draft, and says nothing was saved.
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
export function useRecordForm<Body, Saved, Base = never>(options: RecordFormOptions<Body, Saved, Base>): RecordForm<Saved, Base> {
  const { t } = useI18n();
  const form = reactive(formState({})) as FormState;
  const saving = ref(false);
  const { conflict, merge } = useConflictMerge();
  const base = shallowRef<Base | null>(null);
  const opened = ref(false);
  const dirty = computed(() => opened.value && isDirty(options.fields, form));
  const differs = (values: FormValues): boolean => options.fields.some((field) => !sameValue(field, form.initial[field.name], values[field.name]));
  const draft = useFormDraft<RecordDraft>(options.draftKey, () => (dirty.value ? { values: { ...form.values } } : null));
  const guard = useUnsavedGuard(() => dirty.value, () => void draft.clear());
  const idOf = (name: string): string => `${options.idPrefix}-${name}`;
  /** Per field, why the text left in its control is no value (the form's values keep the last good one). */
  const unreadable = reactive<FieldErrors>({});

  // Not onto form.errors at once: the summary above the form would say nothing was saved before any save.
  function setUnreadable(name: string, problem: FieldMessage | null): void {
    if (problem) unreadable[name] = problem;
    else if (name in unreadable) {
      delete unreadable[name];
      form.errors = withoutError(form.errors, name);
    }
  }

  /** `checked`, refused on every field whose control holds text it could not read. */
  function withUnreadable<T>(checked: BodyCheck<T>): BodyCheck<T> {
    if (!Object.keys(unreadable).length) return checked;
    const errors = checked.ok ? {} : checked.errors;
    return { ok: false, errors: { ...errors, ...unreadable }, other: checked.ok ? [] : checked.other };
  }

  async function open(initial: FormValues, record: Base | null = null): Promise<void> {
    Object.assign(form, formState(initial));
    base.value = record;
    opened.value = true;
    await draft.check((data) => typeof data === 'object' && data !== null && typeof data.values === 'object' && differs(data.values));
  }

  function restoreDraft(): void {
    const data = draft.restore();
    if (!data) return;
    for (const field of options.fields) if (Object.hasOwn(data.values, field.name)) form.values[field.name] = data.values[field.name] ?? null;
  }

  async function showSaveError(error: DeskError): Promise<void> {
    const mapped = options.saveErrors?.(error) ?? (error.fields.length || error.status === 422
      ? errorsFromDesk(options.fields, error)
      : { errors: {}, other: [{ text: describeError(error, t)?.detail ?? error.message }] });
    await showErrors(form, options.fields, mapped.errors, mapped.other, idOf);
  }

  async function save(): Promise<Saved | undefined> {
    if (saving.value || conflict.value) return undefined;
    for (let merges = 0; ; merges += 1) {
      const checked = withUnreadable(options.check(form.initial, form.values));
      if (!checked.ok) {
        await showErrors(form, options.fields, checked.errors, checked.other, idOf);
        return undefined;
      }
      if (merges === 0 && options.confirm && !(await options.confirm(checked.body))) return undefined;
      saving.value = true;
      let error: DeskError;
      try {
        const saved = await options.send(checked.body, base.value);
        form.errors = {};
        form.other = [];
        // saved: the values are the new starting point, so leaving no longer asks
        Object.assign(form, formState({ ...form.values }));
        await draft.clear();
        return saved;
      } catch (cause) {
        error = toDeskError(cause);
      } finally {
        saving.value = false;
      }
      const merged = options.versioning && isVersionConflict(error) && merges < MAX_MERGES
        ? await merge(form, options.fields, options.versioning, error.current, idOf)
        : { outcome: 'unreadable' as const };
      if (merged.outcome === 'unreadable') await showSaveError(error);
      if (merged.outcome !== 'merged') return undefined;
      base.value = merged.base;
    }
  }

  return {
    form, dirty, saving, draft, conflict, base,
    opened: readonly(opened), open, restoreDraft, save,
    set: (name, value) => setValue(form, name, value),
    unreadable: setUnreadable,
    allowLeave: () => guard.allowNextLeave(),
  };
}
