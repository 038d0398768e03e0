/**
 * The life of a map controller in a component: created on the element once mounted (with the
 * theme and the map's button labels in the UI language), told when the element changes size and
 * when the theme changes, disposed on unmount. The controller stays in a plain variable, never in
 * Vue state (OpenLayers objects are never reactive).
 */
import { onBeforeUnmount, onMounted, watch, type Ref } from 'vue';
import { useI18n } from 'vue-i18n';
import { usePreferencesStore } from '../stores/preferences.js';
import type { MapControlLabels } from './map-setup.js';

/** What a controller must offer the host. */
export interface HostedMap {
  setDark(dark: boolean): void;
  updateSize(): void;
  dispose(): void;
}

/** Hosts the controller `create` makes in `element`; `current()` is it (null before mount and after unmount). */
export function useMapHost<C extends HostedMap>(
  element: Ref<HTMLElement | null>,
  create: (target: HTMLElement, options: { dark: boolean; labels: MapControlLabels }) => C,
): { current(): C | null } {
  const { t } = useI18n();
  const preferences = usePreferencesStore();
  let controller: C | null = null;
  let resizeObserver: ResizeObserver | null = null;
  onMounted(() => {
    if (!element.value) return;
    controller = create(element.value, { dark: preferences.dark, labels: { zoomIn: t('map.zoomIn'), zoomOut: t('map.zoomOut'), attribution: t('map.attribution') } });
    resizeObserver = new ResizeObserver(() => controller?.updateSize());
    resizeObserver.observe(element.value);
  });
  onBeforeUnmount(() => {
    resizeObserver?.disconnect();
    controller?.dispose();
    controller = null;
  });
  watch(() => preferences.dark, (dark) => controller?.setDark(dark));
  return { current: () => controller };
}
