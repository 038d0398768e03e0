import { z } from 'zod';
import { FileHandle } from './documents.js';

/**
 * Map layers of one's own (issue 18 "Filters, maps, servers"), kept by main per server profile
 * and drawn on every map of the app above the offline base map, in list order (first = lowest):
 * a WMTS layer from an OGC WMTS capabilities document, an XYZ tile template, or a local GeoJSON
 * overlay (RFC 7946: WGS84 longitude/latitude only). Tiles load straight from their hosts, so
 * main adds those hosts (and nothing else) to the Content-Security-Policy (`tile_origins`).
 */
export const MAP_LAYER_KINDS = ['wmts', 'xyz', 'geojson'] as const;
export type MapLayerKind = (typeof MAP_LAYER_KINDS)[number];

/** Largest GeoJSON overlay main keeps (it is stored with the profile's settings). */
export const GEOJSON_OVERLAY_MAX_BYTES = 5 * 1024 * 1024;
/** Most layers of one's own per profile. */
export const MAP_LAYERS_MAX = 20;

/** Opacity of a layer: 0 transparent … 1 opaque. */
export const LayerOpacity = z.number().min(0).max(1);

const LayerCommon = z.object({
  id: z.string().min(1).max(64),
  title: z.string().trim().min(1).max(120),
  opacity: LayerOpacity,
  visible: z.boolean(),
  /** Origins (`https://host[:port]`) the layer's tiles come from; main's host allow-list. Empty for GeoJSON. */
  tile_origins: z.array(z.string()),
});

/**
 * The part of a parsed capabilities document (OpenLayers' `WMTSCapabilities#read`) that
 * `optionsFromCapabilities` needs for one layer: `Contents.Layer` with that layer only,
 * `Contents.TileMatrixSet` with its matrix set only, and `OperationsMetadata`. Plain JSON.
 */
export const WmtsCapabilitiesExcerpt = z.record(z.string(), z.unknown());
export type WmtsCapabilitiesExcerpt = z.infer<typeof WmtsCapabilitiesExcerpt>;

/** A WMTS layer: `layer_identifier` (ows:Identifier) in `matrix_set` of the document at `capabilities_url`. */
export const WmtsLayer = LayerCommon.extend({
  kind: z.literal('wmts'),
  capabilities_url: z.url({ protocol: /^https?$/ }),
  layer_identifier: z.string().min(1).max(300),
  matrix_set: z.string().min(1).max(300),
  capabilities: WmtsCapabilitiesExcerpt,
});
/** An XYZ layer: a URL template with `{z}`, `{x}` and `{y}` (or `{-y}`), Web Mercator tiles. */
export const XyzLayer = LayerCommon.extend({
  kind: z.literal('xyz'),
  url_template: z.string().min(1).max(2000),
  attribution: z.string().max(300).optional(),
});
/** A GeoJSON overlay read from a local file; its features come from `mapLayers.geojson`. */
export const GeoJsonLayer = LayerCommon.extend({
  kind: z.literal('geojson'),
  file_name: z.string(),
  feature_count: z.number().int().nonnegative(),
});
export const MapLayer = z.discriminatedUnion('kind', [WmtsLayer, XyzLayer, GeoJsonLayer]);
export type MapLayer = z.infer<typeof MapLayer>;

/** The layers of the profile in use, bottom to top. */
export const MapLayerList = z.object({ layers: z.array(MapLayer) });
export type MapLayerList = z.infer<typeof MapLayerList>;

/** A GeoJSON FeatureCollection (RFC 7946), WGS84 longitude/latitude. */
export const GeoJsonFeatureCollection = z.looseObject({ type: z.literal('FeatureCollection'), features: z.array(z.record(z.string(), z.unknown())) });
export type GeoJsonFeatureCollection = z.infer<typeof GeoJsonFeatureCollection>;

const title = z.string().trim().min(1).max(120);

/**
 * Desk methods of the layers of one's own. Failures a user should read, each a DeskError:
 * `layer-http-only` (422: plain http outside loopback), `layer-unreachable` (502: no answer, or
 * an HTTP error), `layer-not-wmts` (422: the document is not a WMTS capabilities document),
 * `layer-not-geojson` / `layer-not-wgs84` (422: the file is not GeoJSON, or not in WGS84),
 * `layer-too-large` (413), `not-found` (404: no such layer).
 */
export const MAP_LAYER_METHODS = {
  'mapLayers.list': { input: z.void(), output: MapLayerList },
  /** Main fetches the capabilities document (https, or http on loopback) and answers its XML text for the renderer to parse. */
  'mapLayers.readCapabilities': { input: z.object({ url: z.string().trim().min(1).max(2000) }), output: z.object({ url: z.string(), xml: z.string() }) },
  'mapLayers.addWmts': {
    input: z.object({ title, capabilities_url: z.string().min(1).max(2000), layer_identifier: z.string().min(1).max(300), matrix_set: z.string().min(1).max(300), capabilities: WmtsCapabilitiesExcerpt }),
    output: MapLayerList,
  },
  'mapLayers.addXyz': { input: z.object({ title, url_template: z.string().trim().min(1).max(2000), attribution: z.string().trim().max(300).optional() }), output: MapLayerList },
  /** Reads the file the user chose or dropped (a handle, never a path). */
  'mapLayers.addGeoJson': { input: z.object({ file: FileHandle, title: title.optional() }), output: MapLayerList },
  'mapLayers.update': { input: z.object({ id: z.string().min(1), opacity: LayerOpacity.optional(), visible: z.boolean().optional(), title: title.optional() }), output: MapLayerList },
  /** Moves a layer to `to_index` of the list (0 = lowest). */
  'mapLayers.move': { input: z.object({ id: z.string().min(1), to_index: z.number().int().nonnegative() }), output: MapLayerList },
  'mapLayers.remove': { input: z.object({ id: z.string().min(1) }), output: MapLayerList },
  'mapLayers.geojson': { input: z.object({ id: z.string().min(1) }), output: GeoJsonFeatureCollection },
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>;
