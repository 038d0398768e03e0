import { useToast } from 'primevue/usetoast';
import { useI18n } from 'vue-i18n';
import { describeError } from './describe-error.js';

/** Toast helpers for components: `error(e)` for a failed desk call, `success(text)` for a done action. */
export interface Notify {
  error(error: unknown): void;
  success(text: string): void;
  /** Runs `action`; a rejection becomes an error toast (resolves to undefined then). */
  run<T>(action: () => Promise<T>): Promise<T | undefined>;
}

/** The shell's way of telling the user what happened (PrimeVue Toast, texts through vue-i18n). */
export function useNotify(): Notify {
  const toast = useToast();
  const { t } = useI18n();
  const error = (cause: unknown): void => {
    const notice = describeError(cause, t);
    if (!notice) return;
    console.warn(cause);
    toast.add({ severity: 'error', summary: notice.summary, detail: notice.detail, life: 10_000 });
  };
  const success = (text: string): void => {
    toast.add({ severity: 'success', summary: text, life: 3000 });
  };
  const run = async <T,>(action: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await action();
    } catch (cause) {
      error(cause);
      return undefined;
    }
  };
  return { error, success, run };
}
