/**
 * The options of a small map inside a scrolling page (a detail's or a record page's map): the
 * controls' labels in the UI language and the wheel hint (the wheel scrolls the page, Ctrl/⌘ +
 * wheel zooms), for createDeskMap.
 */
import type { MapControlLabels } from './map-setup.js';
import { wheelModifierKey } from './wheel-zoom.js';

/** createDeskMap's options for a map in a page, with `t` the page's translate function. */
export function pageMapOptions(t: (key: string, values?: Record<string, unknown>) => string, dark: boolean): { dark: boolean; labels: MapControlLabels; wheelHint: string } {
  return {
    dark,
    labels: { zoomIn: t('map.zoomIn'), zoomOut: t('map.zoomOut'), attribution: t('map.attribution') },
    wheelHint: t('map.wheelHint', { key: wheelModifierKey(t('map.ctrlKey')) }),
  };
}
