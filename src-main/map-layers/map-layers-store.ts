/**
 * The map layers of one's own, per server profile (issue 18), in main's settings storage under
 * {@link MAP_LAYERS_KEY} (`{ [profile_id]: MapLayer[] }`, bottom to top) and each GeoJSON
 * overlay's features under `map_layer_overlay:<id>`. Main checks every address before it is kept
 * and records the layer's tile origins: {@link MapLayers.tileOrigins} is the host allow-list the
 * Content-Security-Policy is computed from.
 */
import { randomUUID } from 'node:crypto';
import {
  DeskError,
  GeoJsonFeatureCollection,
  MAP_LAYERS_MAX,
  MapLayer,
  type MapLayerList,
} from '../../src-shared/contract/index.js';
import { consoleLogger, type DeskLogger, type KeyValueStore } from '../platform.js';
import { allowedLayerOrigin, wmtsTileUrls } from './layer-origins.js';

/** Storage key of the layers of every profile. */
export const MAP_LAYERS_KEY = 'map_layers';
/** Storage key of one overlay's features. */
export const overlayKey = (id: string): string => `map_layer_overlay:${id}`;

/** A new layer before main gave it an id, a place and its origins. */
export type NewMapLayer =
  | { kind: 'wmts'; title: string; capabilities_url: string; layer_identifier: string; matrix_set: string; capabilities: Record<string, unknown> }
  | { kind: 'xyz'; title: string; url_template: string; attribution?: string }
  | { kind: 'geojson'; title: string; file_name: string; geojson: GeoJsonFeatureCollection };

/** Options of {@link MapLayers}. */
export interface MapLayersOptions {
  storage: KeyValueStore;
  /** The id of the server profile in use (SettingsStore.activeProfile). */
  profileId: () => string;
  log?: DeskLogger;
}

const notFound = (id: string): DeskError => new DeskError({ status: 404, code: 'not-found', message: `There is no map layer with id "${id}".`, fields: [] });
const invalid = (field: string, message: string): DeskError => new DeskError({ status: 422, code: 'invalid-input', message, fields: [{ field, message }] });
const notWmts = (message: string): DeskError => new DeskError({ status: 422, code: 'layer-not-wmts', message, fields: [{ field: 'layer_identifier', message }] });

/** The layers of each server profile. One writer: main. */
export class MapLayers {
  private readonly log: DeskLogger;

  constructor(private readonly options: MapLayersOptions) {
    this.log = options.log ?? consoleLogger;
  }

  /** The active profile's layers, bottom to top (an unreadable stored layer is skipped and logged). */
  list(): MapLayerList {
    return { layers: this.layersOf(this.options.profileId()) };
  }

  /**
   * Every origin tiles of any profile's layers come from, sorted: the host allow-list of the CSP's
   * `img-src`. All profiles', not the active one's only, so that switching profile needs no reload.
   */
  tileOrigins(): string[] {
    const origins = new Set<string>();
    for (const id of Object.keys(this.all())) for (const layer of this.layersOf(id)) for (const origin of layer.tile_origins) origins.add(origin);
    return [...origins].sort();
  }

  /**
   * Adds a layer on top of the active profile's. Throws DeskError `layer-http-only` /
   * `invalid-input` (an address), `layer-not-wmts` (the excerpt lacks the layer or its tile
   * URLs), `conflict` (409: {@link MAP_LAYERS_MAX} reached).
   */
  add(input: NewMapLayer): MapLayerList {
    const layers = this.layersOf(this.options.profileId());
    if (layers.length >= MAP_LAYERS_MAX) throw new DeskError({ status: 409, code: 'conflict', message: `A profile keeps at most ${MAP_LAYERS_MAX} map layers; remove one first.`, fields: [] });
    const common = { id: randomUUID(), title: input.title, opacity: 1, visible: true };
    let layer: MapLayer;
    if (input.kind === 'wmts') {
      allowedLayerOrigin(input.capabilities_url, 'capabilities_url');
      const identifiers = JSON.stringify((input.capabilities.Contents as { Layer?: Array<{ Identifier?: unknown }> } | undefined)?.Layer?.map((l) => l.Identifier) ?? []);
      if (identifiers !== JSON.stringify([input.layer_identifier])) throw notWmts(`The capabilities excerpt must hold the layer “${input.layer_identifier}” and no other.`);
      const urls = wmtsTileUrls(input.capabilities);
      if (urls.length === 0) throw notWmts(`The capabilities document gives no tile address for “${input.layer_identifier}”.`);
      const tile_origins = [...new Set(urls.map((url) => allowedLayerOrigin(url, 'capabilities_url')))];
      const { kind, capabilities_url, layer_identifier, matrix_set, capabilities } = input;
      layer = { ...common, kind, capabilities_url, layer_identifier, matrix_set, capabilities, tile_origins };
    } else if (input.kind === 'xyz') {
      if (!/\{z\}/.test(input.url_template) || !/\{x\}/.test(input.url_template) || !/\{-?y\}/.test(input.url_template)) {
        throw invalid('url_template', 'A tile template needs {z}, {x} and {y} (or {-y}), e.g. https://tile.example.org/{z}/{x}/{y}.png.');
      }
      const tile_origins = [allowedLayerOrigin(input.url_template, 'url_template')];
      layer = { ...common, kind: 'xyz', url_template: input.url_template, ...(input.attribution ? { attribution: input.attribution } : {}), tile_origins };
    } else {
      layer = { ...common, kind: 'geojson', file_name: input.file_name, feature_count: input.geojson.features.length, tile_origins: [] };
      this.options.storage.set(overlayKey(layer.id), input.geojson);
    }
    return this.write([...layers, layer]);
  }

  /** Changes a layer's opacity, visibility or title. Throws DeskError `not-found`. */
  update(id: string, change: { opacity?: number; visible?: boolean; title?: string }): MapLayerList {
    const layers = this.layersOf(this.options.profileId());
    const index = this.indexOf(layers, id);
    const defined = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
    layers[index] = { ...layers[index]!, ...defined } as MapLayer;
    return this.write(layers);
  }

  /** Moves a layer to `toIndex` (clamped to the list; 0 = lowest). Throws DeskError `not-found`. */
  move(id: string, toIndex: number): MapLayerList {
    const layers = this.layersOf(this.options.profileId());
    const [layer] = layers.splice(this.indexOf(layers, id), 1);
    layers.splice(Math.min(toIndex, layers.length), 0, layer!);
    return this.write(layers);
  }

  /** Removes a layer (and an overlay's features). Throws DeskError `not-found`. */
  remove(id: string): MapLayerList {
    const layers = this.layersOf(this.options.profileId());
    layers.splice(this.indexOf(layers, id), 1);
    this.options.storage.delete(overlayKey(id));
    return this.write(layers);
  }

  /** The features of the active profile's overlay `id`. Throws DeskError `not-found`. */
  overlay(id: string): GeoJsonFeatureCollection {
    const layers = this.layersOf(this.options.profileId());
    const layer = layers[this.indexOf(layers, id)];
    const parsed = GeoJsonFeatureCollection.safeParse(this.options.storage.get(overlayKey(id)));
    if (layer?.kind !== 'geojson' || !parsed.success) throw notFound(id);
    return parsed.data;
  }

  private indexOf(layers: readonly MapLayer[], id: string): number {
    const index = layers.findIndex((layer) => layer.id === id);
    if (index < 0) throw notFound(id);
    return index;
  }

  private layersOf(profileId: string): MapLayer[] {
    const stored = this.all()[profileId];
    if (!Array.isArray(stored)) return [];
    const layers: MapLayer[] = [];
    for (const raw of stored) {
      const parsed = MapLayer.safeParse(raw);
      if (parsed.success) layers.push(parsed.data);
      else this.log.warn('A stored map layer is not valid and was skipped.', parsed.error.issues);
    }
    return layers;
  }

  private all(): Record<string, unknown> {
    const raw = this.options.storage.get(MAP_LAYERS_KEY);
    return typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  }

  private write(layers: MapLayer[]): MapLayerList {
    this.options.storage.set(MAP_LAYERS_KEY, { ...this.all(), [this.options.profileId()]: layers });
    return this.list();
  }
}
