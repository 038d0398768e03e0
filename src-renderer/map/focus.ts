/**
 * Where the map goes to show one observation (the `focusId` of ObservationMap): nowhere when its
 * footprint is already in view at footprint zoom (a click on the map must not move the map), a
 * pan when it fits at the zoom in use, otherwise a zoom to it between footprint zoom and 15.
 * Extents are EPSG:3857 `[minX, minY, maxX, maxY]`; zooms are view zooms.
 */
import { FOOTPRINT_MIN_ZOOM } from './cluster-tiles.js';
import { containsExtent, type Extent3857 } from './footprint-query.js';

/** The closest zoom of a focus (a point would otherwise zoom to the maximum). */
export const FOCUS_MAX_ZOOM = 15;

/** A move of the view: centre (EPSG:3857) and zoom. */
export interface FocusMove {
  center: [number, number];
  zoom: number;
}

/**
 * The move that shows `target` from a view showing `view` at `zoom`; `fitting` is the zoom at
 * which `target` fills the view (Infinity or NaN for a point). `null`: stay.
 */
export function focusMove(view: Readonly<Extent3857>, zoom: number, target: Readonly<Extent3857>, fitting: number): FocusMove | null {
  const center: [number, number] = [(target[0] + target[2]) / 2, (target[1] + target[3]) / 2];
  const fits = !Number.isFinite(fitting) || fitting >= zoom;
  if (zoom >= FOOTPRINT_MIN_ZOOM && containsExtent(view, target)) return null;
  if (zoom >= FOOTPRINT_MIN_ZOOM && fits) return { center, zoom };
  const wanted = Number.isFinite(fitting) ? fitting - 0.5 : FOCUS_MAX_ZOOM;
  return { center, zoom: Math.min(FOCUS_MAX_ZOOM, Math.max(FOOTPRINT_MIN_ZOOM, wanted)) };
}

/** Length of the animated move to a focused observation (ms). */
export const FOCUS_ANIMATION_MS = 250;
/** A focus this soon after the one before is part of moving through records: it jumps (ms). */
export const FOCUS_RAPID_MS = 1000;

/**
 * How long the move to a focus takes (ms): animated when the steward comes to a record, a jump
 * while they move through records one after the other (an animation still running when the next
 * key comes renders the map in the very frame that should show the next record's detail).
 * `since_previous_focus_ms` is null for the first focus.
 */
export function focusDuration(since_previous_focus_ms: number | null): number {
  return since_previous_focus_ms !== null && since_previous_focus_ms < FOCUS_RAPID_MS ? 0 : FOCUS_ANIMATION_MS;
}
