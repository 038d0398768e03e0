import { useEventListener } from '@vueuse/core';
import { onScopeDispose } from 'vue';
import { useI18n } from 'vue-i18n';
import { useRouter } from 'vue-router';
import { useAsk } from '../feedback/useAsk.js';

/** What {@link useUnsavedGuard} gives the form page. */
export interface UnsavedGuard {
  /** Lets the next navigation pass without asking (e.g. a cancel the user confirmed elsewhere). */
  allowNextLeave(): void;
}

/**
 * Asks before the form is left with unsaved changes: a confirmation ("Leave without saving?")
 * on any navigation while the calling component lives (a router guard, so it also holds when
 * one page component serves two routes, e.g. /new becoming /:id/edit), and the browser's own
 * question when the window is reloaded or closed (`beforeunload`). `onLeave` runs when the user
 * chose to leave anyway (e.g. to drop the draft).
 */
export function useUnsavedGuard(dirty: () => boolean, onLeave?: () => void): UnsavedGuard {
  const { t } = useI18n();
  const ask = useAsk();
  const router = useRouter();
  let allowOnce = false;

  const removeGuard = router.beforeEach(async (to, from) => {
    if (to.path === from.path) return true;
    if (allowOnce || !dirty()) {
      allowOnce = false;
      return true;
    }
    const leave = await ask({
      header: t('forms.leave.title'),
      message: t('forms.leave.body'),
      acceptLabel: t('forms.leave.leave'),
      rejectLabel: t('forms.leave.stay'),
      danger: true,
    });
    if (leave) onLeave?.();
    return leave;
  });
  onScopeDispose(removeGuard);

  useEventListener(window, 'beforeunload', (event: BeforeUnloadEvent) => {
    if (!dirty()) return;
    event.preventDefault();
    // Older Chromium (Electron) still wants returnValue set.
    event.returnValue = '';
  });

  return {
    allowNextLeave: () => {
      allowOnce = true;
    },
  };
}
