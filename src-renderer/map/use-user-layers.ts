/**
 * The layers of one's own for a component that lists them (the map's layer switcher): the feed's
 * plain values (./user-layer-feed.ts) in a shallow ref, top layer first as they lie on the map and
 * as Settings → Map layers lists them, followed until the component's scope ends.
 */
import { onScopeDispose, shallowRef, type ShallowRef } from 'vue';
import type { MapLayer } from '../../src-shared/contract/map-layers.js';
import { subscribeUserLayers } from './user-layer-feed.js';

/** The layers of one's own of the profile in use, top first (see the file comment). */
export function useUserLayers(): Readonly<ShallowRef<readonly MapLayer[]>> {
  const topFirst = shallowRef<readonly MapLayer[]>([]);
  const unsubscribe = subscribeUserLayers((layers) => {
    topFirst.value = [...layers].reverse();
  });
  onScopeDispose(unsubscribe);
  return topFirst;
}
