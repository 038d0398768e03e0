import { reactive, ref, type Ref } from 'vue';
import { getDesk, toDeskError } from '../../bridge/index.js';
import type { FieldSpec, FormValues } from '../../components/forms/field-spec.js';
import { errorsFromDesk, type BodyCheck } from '../../components/forms/form-check.js';
import { formState, showErrors, type FormState } from '../../components/forms/form-state.js';

/** What {@link useFileForm} gives a dialog. */
export interface FileForm {
  form: FormState;
  /** A send is running. */
  busy: Ref<boolean>;
  /** Files can be chosen natively (Electron's dialog); false in browser mode, where paths are typed. */
  nativeFiles: Ref<boolean>;
  /** The control id of a field (`<idPrefix>-<name>`, as FormFields makes them). */
  idOf(name: string): string;
  /** The native open dialog's paths ([] when cancelled, or in browser mode, which it then switches to). */
  chooseFiles(): Promise<string[]>;
  /**
   * Sends a checked body: a failed check shows its errors, a refusal of main or the service lands
   * on the fields (the values stay as typed). Resolves true when `run` succeeded.
   */
  send<T>(check: BodyCheck<T>, run: (body: T) => Promise<unknown>): Promise<boolean>;
}

/**
 * The part the dialogs that hand files to the upload queue share ("Add files", "Replace the
 * file"): the form state over field descriptors, the native file dialog when there is one, and
 * sending with the errors put back on the fields.
 */
export function useFileForm(fields: readonly FieldSpec[], idPrefix: () => string, initial: FormValues): FileForm {
  const form = reactive(formState(initial)) as FormState;
  const busy = ref(false);
  const nativeFiles = ref(typeof getDesk().pathForFile === 'function');
  const idOf = (name: string): string => `${idPrefix()}-${name}`;

  async function fail(error: unknown): Promise<void> {
    const { errors, other } = errorsFromDesk(fields, toDeskError(error));
    await showErrors(form, fields, errors, other, idOf);
  }

  async function chooseFiles(): Promise<string[]> {
    try {
      const chosen = await getDesk().uploads.chooseFiles();
      if (!chosen.dialog_available) nativeFiles.value = false;
      return chosen.paths;
    } catch (error) {
      await fail(error);
      return [];
    }
  }

  async function send<T>(check: BodyCheck<T>, run: (body: T) => Promise<unknown>): Promise<boolean> {
    if (busy.value) return false;
    if (!check.ok) {
      await showErrors(form, fields, check.errors, check.other, idOf);
      return false;
    }
    busy.value = true;
    try {
      await run(check.body);
      return true;
    } catch (error) {
      await fail(error);
      return false;
    } finally {
      busy.value = false;
    }
  }

  return { form, busy, nativeFiles, idOf, chooseFiles, send };
}
