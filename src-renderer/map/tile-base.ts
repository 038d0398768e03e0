/**
 * The optional online tile layer over the offline base map: OpenStreetMap or swisstopo's
 * national map (WMTS in the Web Mercator tile scheme). Off by default: the app must work without
 * network. Both hosts are in the Content-Security-Policy's `img-src` (src-shared/tile-hosts.ts);
 * their terms require the attribution shown.
 */
import TileLayer from 'ol/layer/Tile.js';
import OSM from 'ol/source/OSM.js';
import XYZ from 'ol/source/XYZ.js';
import { TILE_HOSTS } from '../../src-shared/tile-hosts.js';

/** The choices of the layer switcher's tile layer. */
export const TILE_BASES = ['none', 'osm', 'swisstopo'] as const;
/** One of {@link TILE_BASES}. */
export type TileBase = (typeof TILE_BASES)[number];

export { TILE_HOSTS };

/** Creates the tile layer of `base` (`null` for `none`); it sits above the offline layers. */
export function createTileLayer(base: TileBase): TileLayer | null {
  if (base === 'none') return null;
  const source =
    base === 'osm'
      ? new OSM()
      : new XYZ({
          url: `${TILE_HOSTS.swisstopo}/1.0.0/ch.swisstopo.pixelkarte-farbe/default/current/3857/{z}/{x}/{y}.jpeg`,
          attributions: '© swisstopo',
          maxZoom: 19,
        });
  return new TileLayer({ source, zIndex: 5, preload: 0, properties: { name: `tiles-${base}` } });
}
