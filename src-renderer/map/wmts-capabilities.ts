/**
 * A WMTS capabilities document (OGC 07-057r7) as the layer manager needs it: parsed with
 * OpenLayers' `WMTSCapabilities`, the layers it offers, and for the one chosen the excerpt main
 * keeps (that layer, its tile matrix set, the operations and the provider) from which every map
 * builds its source with `optionsFromCapabilities`.
 */
import WMTSCapabilities from 'ol/format/WMTSCapabilities.js';
import { optionsFromCapabilities } from 'ol/source/WMTS.js';
import type { WmtsCapabilitiesExcerpt } from '../../src-shared/contract/map-layers.js';
import { WEB_MERCATOR } from './crs.js';

/** A layer a capabilities document offers: `ows:Identifier`, `ows:Title`, and the tile matrix set the map would use. */
export interface WmtsLayerChoice {
  identifier: string;
  title: string;
  matrix_set: string;
}

/** A parsed capabilities document (OpenLayers' plain-object form). */
export type ParsedCapabilities = Record<string, unknown>;

type Entry = Record<string, unknown>;
const entries = (value: unknown): Entry[] => (Array.isArray(value) ? (value as Entry[]) : []);

/** Parses the XML text; `null` when it holds no WMTS layer. */
export function parseCapabilities(xml: string): ParsedCapabilities | null {
  const parsed = new WMTSCapabilities().read(xml) as ParsedCapabilities | null;
  return parsed && entries((parsed.Contents as Entry | undefined)?.Layer).length > 0 ? parsed : null;
}

/**
 * The layers of `parsed` the map can draw, each with the matrix set OpenLayers chooses for the
 * map's Web Mercator view (another CRS's set is reprojected); layers without one are left out.
 */
export function wmtsLayerChoices(parsed: ParsedCapabilities): WmtsLayerChoice[] {
  const contents = parsed.Contents as Entry;
  return entries(contents.Layer).flatMap((layer) => {
    const identifier = String(layer.Identifier ?? '');
    const options = identifier ? optionsFromCapabilities(parsed, { layer: identifier, projection: WEB_MERCATOR }) : null;
    return options ? [{ identifier, title: String(layer.Title ?? identifier), matrix_set: options.matrixSet }] : [];
  });
}

/** What main keeps of `parsed` for the layer `identifier` in `matrixSet` (see the file comment). */
export function wmtsExcerpt(parsed: ParsedCapabilities, identifier: string, matrixSet: string): WmtsCapabilitiesExcerpt {
  const contents = parsed.Contents as Entry;
  const layer = entries(contents.Layer).find((entry) => entry.Identifier === identifier);
  const link = entries(layer?.TileMatrixSetLink).filter((entry) => entry.TileMatrixSet === matrixSet);
  return {
    Contents: {
      Layer: layer ? [{ ...layer, TileMatrixSetLink: link }] : [],
      TileMatrixSet: entries(contents.TileMatrixSet).filter((set) => set.Identifier === matrixSet),
    },
    OperationsMetadata: parsed.OperationsMetadata,
    ServiceProvider: parsed.ServiceProvider,
  };
}
