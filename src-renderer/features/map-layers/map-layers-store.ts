/**
 * The map layers of one's own of the server profile in use (kept by main, `desk.mapLayers`), as
 * the layer manager in Settings shows and changes them. Every answer of main replaces the list
 * and goes to every map of the window (map/user-layer-feed.ts).
 */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { MapLayer, MapLayerList } from '../../../src-shared/contract/map-layers.js';
import type { ChosenFile } from '../../../src-shared/contract/documents.js';
import { getDesk } from '../../bridge/index.js';
import { publishUserLayers } from '../../map/user-layer-feed.js';
import type { WmtsCapabilitiesExcerpt } from '../../../src-shared/contract/map-layers.js';

/** The store of the layers of one's own (see the file comment). */
export const useMapLayersStore = defineStore('mapLayers', () => {
  const layers = ref<MapLayer[]>([]);
  const loaded = ref(false);

  function apply(list: MapLayerList): MapLayer[] {
    layers.value = list.layers;
    loaded.value = true;
    publishUserLayers(list.layers);
    return list.layers;
  }

  /** The layer main added last (the top of the list). */
  const added = (list: MapLayer[]): MapLayer => list[list.length - 1]!;

  /** Reads the list from main. Rejects with the DeskError. */
  async function load(): Promise<void> {
    apply(await getDesk().mapLayers.list());
  }

  /** Adds a WMTS layer from a capabilities excerpt; answers it. Rejects with the DeskError. */
  async function addWmts(input: { title: string; capabilities_url: string; layer_identifier: string; matrix_set: string; capabilities: WmtsCapabilitiesExcerpt }): Promise<MapLayer> {
    return added(apply(await getDesk().mapLayers.addWmts(input)));
  }

  /** Adds an XYZ layer; answers it. Rejects with the DeskError. */
  async function addXyz(input: { title: string; url_template: string }): Promise<MapLayer> {
    return added(apply(await getDesk().mapLayers.addXyz(input)));
  }

  /** Adds the GeoJSON file the user chose or dropped; answers it. Rejects with the DeskError. */
  async function addGeoJson(file: ChosenFile): Promise<MapLayer> {
    return added(apply(await getDesk().mapLayers.addGeoJson({ file: file.handle })));
  }

  /** Opacity (0…1) or visibility of one layer. */
  async function update(id: string, change: { opacity?: number; visible?: boolean }): Promise<void> {
    apply(await getDesk().mapLayers.update({ id, ...change }));
  }

  /** Moves one layer to `toIndex` (0 = lowest). */
  async function move(id: string, toIndex: number): Promise<void> {
    apply(await getDesk().mapLayers.move({ id, to_index: toIndex }));
  }

  async function remove(id: string): Promise<void> {
    apply(await getDesk().mapLayers.remove({ id }));
  }

  return { layers, loaded, load, addWmts, addXyz, addGeoJson, update, move, remove };
});
