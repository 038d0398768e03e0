/**
 * Whether a map has finished drawing, on its element for whoever must wait for it without
 * sleeping (end-to-end journeys, screenshot tours): `data-map-rendered="true"` once every visible
 * layer has drawn with its tiles and features loaded (OpenLayers' `rendercomplete`, which counts
 * tile queues and vector sources still loading), `"false"` from the map's start and from each new
 * load on (`loadstart`: a pan, a zoom, another filter). Not for layout or styling.
 */
import type OlMap from 'ol/Map.js';
import { unByKey } from 'ol/Observable.js';

/** The attribute on the map's element (see the file comment). */
export const MAP_RENDERED_ATTRIBUTE = 'data-map-rendered';

/** Keeps {@link MAP_RENDERED_ATTRIBUTE} of `target` in step with `map`; answers the function that stops it. */
export function markRenderState(map: OlMap, target: HTMLElement): () => void {
  target.setAttribute(MAP_RENDERED_ATTRIBUTE, 'false');
  const keys = [
    map.on('loadstart', () => target.setAttribute(MAP_RENDERED_ATTRIBUTE, 'false')),
    map.on('rendercomplete', () => target.setAttribute(MAP_RENDERED_ATTRIBUTE, 'true')),
  ];
  return () => unByKey(keys);
}
