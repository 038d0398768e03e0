/**
 * A part of a screen that may wait until what the user came for has been painted (the filter
 * panel beside a list: mounted in the same pass as the rows, it made them late; issue 18,
 * bench/browse.bench.ts): false until `ready()` has turned true and the next frame has been
 * painted (components/after-paint.ts), then true for good. A slow service does not hold the part
 * back for more than `at_most_ms`.
 */
import { onScopeDispose, ref, watch, type Ref } from 'vue';
import { afterNextPaint } from './after-paint.js';

/** Whether the deferred part may be shown (see the module comment); `at_most_ms` defaults to 1,000 ms. */
export function useShownAfterPaint(ready: () => boolean, at_most_ms = 1000): Readonly<Ref<boolean>> {
  const shown = ref(false);
  let cancelPaint: (() => void) | null = null;
  const show = (): void => {
    shown.value = true;
    stop();
    clearTimeout(timer);
    cancelPaint?.();
  };
  const timer = setTimeout(show, at_most_ms);
  const stop = watch(ready, (now) => {
    if (now && !cancelPaint) cancelPaint = afterNextPaint(show);
  }, { immediate: true });
  onScopeDispose(() => {
    stop();
    clearTimeout(timer);
    cancelPaint?.();
  });
  return shown;
}
