/**
 * The map layers of one's own as every map of the window sees them: read from main once
 * (`desk.mapLayers.list`), again when the session's profile changes, and replaced by the layer
 * manager after each change ({@link publishUserLayers}). Plain values and listeners, no Vue state:
 * the maps turn them into OpenLayers layers (./user-layers.ts), which are never reactive.
 */
import type { GeoJsonFeatureCollection, MapLayer } from '../../src-shared/contract/map-layers.js';
import { getDesk } from '../bridge/index.js';

type Listener = (layers: readonly MapLayer[]) => void;

let current: readonly MapLayer[] | null = null;
let loading: Promise<void> | null = null;
let profileId: string | null = null;
let following = false;
/** Tile origins the page's CSP allowed when it loaded: the layers main held at the first read. */
let originsAtLoad: Set<string> | null = null;
const listeners = new Set<Listener>();
const overlays = new Map<string, Promise<GeoJsonFeatureCollection>>();

/** Hands `layers` (bottom to top) to every map. */
export function publishUserLayers(layers: readonly MapLayer[]): void {
  current = layers;
  originsAtLoad ??= new Set(layers.flatMap((layer) => layer.tile_origins));
  for (const listener of listeners) listener(layers);
}

/**
 * Changes one layer's visibility or opacity (0…1) where main keeps it, for the profile in use, and
 * hands main's answer to every map. Rejects with the DeskError (`not-found` for a layer removed
 * meanwhile); the maps then keep what they showed.
 */
export async function changeUserLayer(id: string, change: { visible?: boolean; opacity?: number }): Promise<void> {
  publishUserLayers((await getDesk().mapLayers.update({ id, ...change })).layers);
}

/** Reads the layers from main again (a failed read leaves the maps without them, and says so on the console). */
export function reloadUserLayers(): Promise<void> {
  loading ??= getDesk().mapLayers.list()
    .then((list) => publishUserLayers(list.layers))
    .catch((error: unknown) => console.warn('The map layers of one\'s own could not be read.', error))
    .finally(() => {
      loading = null;
    });
  return loading;
}

function followProfile(): void {
  if (following) return;
  following = true;
  getDesk().on('session.changed', (state) => {
    if (state.profile_id === profileId) return;
    const first = profileId === null;
    profileId = state.profile_id;
    if (!first) void reloadUserLayers();
  });
}

/** Calls `listener` with the layers now (reading them first when needed) and after every change; answers the unsubscribe. */
export function subscribeUserLayers(listener: Listener): () => void {
  listeners.add(listener);
  followProfile();
  if (current) listener(current);
  else void reloadUserLayers();
  return () => listeners.delete(listener);
}

/** The features of overlay `id` (read from main once per page). Rejects with the DeskError. */
export function overlayFeatures(id: string): Promise<GeoJsonFeatureCollection> {
  let read = overlays.get(id);
  if (!read) {
    read = getDesk().mapLayers.geojson({ id });
    read.catch(() => overlays.delete(id));
    overlays.set(id, read);
  }
  return read;
}

/**
 * True when `layer`'s tiles come from an origin the page's Content-Security-Policy did not allow
 * when it loaded (main computes the policy from the stored layers at each page load): the page must
 * reload before the map may show them.
 */
export function needsReloadFor(layer: MapLayer): boolean {
  return layer.tile_origins.some((origin) => !originsAtLoad?.has(origin));
}

/**
 * Forgets the layers, the profile followed, the listeners and the overlays read, as a page load
 * would: for renderer test files that share one worker's modules (src-renderer/testing/fresh-window.ts);
 * the app never calls it.
 */
export function resetUserLayerFeed(): void {
  current = null;
  loading = null;
  profileId = null;
  following = false;
  originsAtLoad = null;
  listeners.clear();
  overlays.clear();
}
