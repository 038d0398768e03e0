/**
 * How the mouse wheel zooms a map (issue 17, item 5). The workspace map fills its pane, so the
 * wheel zooms it at once, without a first click. A map inside a scrolling page (the footprint
 * and plot maps of the forms, a relevé's plot preview) lets the wheel scroll the page and zooms
 * only with the platform modifier (Ctrl, ⌘ on macOS) or a trackpad pinch (which browsers send as
 * a wheel event with `ctrlKey`), as web maps do; a plain wheel over it shows a short overlay
 * saying so. The overlay is a plain element in the map's viewport, never Vue state.
 */
import { platformModifierKey, type Condition } from 'ol/events/condition.js';
import { MAC } from 'ol/has.js';
import MouseWheelZoom from 'ol/interaction/MouseWheelZoom.js';
import type MapBrowserEvent from 'ol/MapBrowserEvent.js';

/** How long the "use Ctrl + wheel" overlay stays after the last plain wheel event (ms). */
export const WHEEL_HINT_DURATION_MS = 1500;

/**
 * The key that, held with the wheel, zooms a map inside a page: `⌘` on macOS, else the Ctrl key
 * as the language prints it (`ctrlName`: "Ctrl", German keyboards "Strg").
 */
export const wheelModifierKey = (ctrlName: string): string => (MAC ? '⌘' : ctrlName);

/**
 * True for a wheel event that should zoom a map inside a page: with the platform modifier
 * (OpenLayers' `platformModifierKey`) or a trackpad pinch (`ctrlKey` set by the browser).
 */
export const zoomsInsidePage: Condition = (event: MapBrowserEvent) =>
  platformModifierKey(event) || (event.originalEvent as Partial<WheelEvent>).ctrlKey === true;

/** The wheel zoom of a map and, for a map inside a page, its hint overlay. */
export interface WheelZoom {
  interaction: MouseWheelZoom;
  dispose(): void;
}

/**
 * Creates the wheel zoom for a map drawn in `viewport` (its target element). Without `hint` the wheel always
 * zooms; with `hint` (the overlay text, e.g. "Use Ctrl + scroll to zoom the map") it zooms only
 * per {@link zoomsInsidePage} and a plain wheel shows the hint for {@link WHEEL_HINT_DURATION_MS}.
 */
export function createWheelZoom(viewport: HTMLElement, hint?: string): WheelZoom {
  if (hint === undefined) return { interaction: new MouseWheelZoom(), dispose: () => undefined };
  const interaction = new MouseWheelZoom({ condition: zoomsInsidePage });
  const overlay = document.createElement('div');
  overlay.className = 'desk-map-wheel-hint';
  overlay.setAttribute('role', 'status');
  overlay.setAttribute('data-testid', 'map-wheel-hint');
  overlay.textContent = hint;
  overlay.hidden = true;
  viewport.appendChild(overlay);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onWheel = (event: WheelEvent): void => {
    const zooms = event.ctrlKey || (MAC && event.metaKey);
    clearTimeout(timer);
    overlay.hidden = zooms;
    if (!zooms) timer = setTimeout(() => (overlay.hidden = true), WHEEL_HINT_DURATION_MS);
  };
  viewport.addEventListener('wheel', onWheel, { passive: true });
  return {
    interaction,
    dispose() {
      clearTimeout(timer);
      viewport.removeEventListener('wheel', onWheel);
      overlay.remove();
    },
  };
}
