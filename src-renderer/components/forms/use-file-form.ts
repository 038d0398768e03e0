import { reactive, ref, type Ref } from 'vue';
import type { ChosenFile } from '../../../src-shared/contract/documents.js';
import { getDesk, toDeskError } from '../../bridge/index.js';
import type { FieldSpec, FormValues } from './field-spec.js';
import { errorsFromDesk, type BodyCheck } from './form-check.js';
import { formState, showErrors, type FormState } from './form-state.js';
import { filesFromUser, pickFiles } from './user-files.js';

/** What {@link useFileForm} gives a dialog. */
export interface FileForm {
  form: FormState;
  /** A send is running. */
  busy: Ref<boolean>;

  /** The control id of a field (`<idPrefix>-<name>`, as FormFields makes them). */
  idOf(name: string): string;
  /**
   * Files the user chooses, as handles ([] when cancelled): Electron's native dialog, or the
   * browser's own picker in browser mode (call it straight from the click). Errors land on the form.
   */
  chooseFiles(multiple: boolean): Promise<ChosenFile[]>;
  /** Handles of dropped files; errors land on the form. */
  dropped(files: readonly File[]): Promise<ChosenFile[]>;
  /**
   * Sends a checked body: a failed check shows its errors, a refusal of main or the service lands
   * on the fields (the values stay as typed). Resolves true when `run` succeeded.
   */
  send<T>(check: BodyCheck<T>, run: (body: T) => Promise<unknown>): Promise<boolean>;
}

/**
 * The part the dialogs that hand files to the upload queue share ("Add files", "Replace the
 * file"): the form state over field descriptors, choosing files (the native dialog in Electron,
 * the browser's picker in browser mode; handles either way, never paths), and sending with the
 * errors put back on the fields.
 */
export function useFileForm(fields: readonly FieldSpec[], idPrefix: () => string, initial: FormValues): FileForm {
  const form = reactive(formState(initial)) as FormState;
  const busy = ref(false);
  const idOf = (name: string): string => `${idPrefix()}-${name}`;

  async function fail(error: unknown): Promise<void> {
    const { errors, other } = errorsFromDesk(fields, toDeskError(error));
    await showErrors(form, fields, errors, other, idOf);
  }

  async function chooseFiles(multiple: boolean): Promise<ChosenFile[]> {
    try {
      // Electron's preload exposes window.desk; without it there is no native dialog
      if (!window.desk) return await filesFromUser(await pickFiles(multiple));
      const chosen = await getDesk().uploads.chooseFiles();
      return multiple ? chosen.files : chosen.files.slice(0, 1);
    } catch (error) {
      await fail(error);
      return [];
    }
  }

  async function dropped(files: readonly File[]): Promise<ChosenFile[]> {
    try {
      return await filesFromUser(files);
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

  return { form, busy, idOf, chooseFiles, dropped, send };
}
