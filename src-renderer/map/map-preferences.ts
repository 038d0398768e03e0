/**
 * The layer choices of the map (offline layers on or off, the online background), shared by
 * every map of the window and kept while the app runs. Off-line boundaries only by default.
 */
import { ref, type Ref } from 'vue';
import type { BaseLayerName } from './base-layers.js';
import type { TileBase } from './tile-base.js';

const DEFAULT_LAYERS: Readonly<Record<BaseLayerName, boolean>> = { cantons: true, municipalities: true, lakes: true, labels: true };
const layers = ref<Record<BaseLayerName, boolean>>({ ...DEFAULT_LAYERS });
const tiles = ref<TileBase>('none');

/** The shared layer choices (plain values; the maps apply them). */
export function useMapPreferences(): { layers: Ref<Record<BaseLayerName, boolean>>; tiles: Ref<TileBase> } {
  return { layers, tiles };
}

/**
 * Back to the choices a new window starts with: for renderer test files that share one worker's
 * modules (src-renderer/testing/fresh-window.ts); the app never calls it.
 */
export function resetMapPreferences(): void {
  layers.value = { ...DEFAULT_LAYERS };
  tiles.value = 'none';
}
