/**
 * Coordinate reference systems of the map (ARCHITECTURE.md "geometry"): the service speaks
 * WGS84 (EPSG:4326, `footprint_wkt`), the map draws in Web Mercator (EPSG:3857, the cluster
 * tiles' metres), Swiss users read and type LV95 (EPSG:2056). The definitions and the proj4
 * transforms are src-shared/domain/crs.ts (shared with the service's `srid` output);
 * {@link registerSwissProjections} makes them known to OpenLayers as well.
 */
import { register } from 'ol/proj/proj4.js';
import { definedProj4, transformXY, type XY } from '../../src-shared/domain/crs.js';

export { LV95, WEB_MERCATOR, WGS84, type XY } from '../../src-shared/domain/crs.js';

let registered = false;

/** Defines the Swiss grids in proj4 and registers proj4 with OpenLayers (idempotent). */
export function registerSwissProjections(): void {
  if (registered) return;
  register(definedProj4());
  registered = true;
}

/** WGS84 `[lon, lat]` (EPSG:4326, degrees) → LV95 `[E, N]` (EPSG:2056, metres). */
export function wgs84ToLv95(lonLat: XY): XY {
  return transformXY(4326, 2056, lonLat);
}

/** LV95 `[E, N]` (EPSG:2056, metres) → WGS84 `[lon, lat]` (EPSG:4326, degrees). */
export function lv95ToWgs84(en: XY): XY {
  return transformXY(2056, 4326, en);
}

const R = 6378137;
const MAX_LAT = 85.0511287798066;

/** WGS84 `[lon, lat]` (EPSG:4326) → Web Mercator `[x, y]` (EPSG:3857, metres), without OpenLayers. */
export function wgs84ToMercator([lon, lat]: XY): XY {
  const clamped = Math.max(-MAX_LAT, Math.min(MAX_LAT, lat));
  return [(lon * Math.PI * R) / 180, R * Math.log(Math.tan(Math.PI / 4 + (clamped * Math.PI) / 360))];
}

/** Web Mercator `[x, y]` (EPSG:3857, metres) → WGS84 `[lon, lat]` (EPSG:4326), without OpenLayers. */
export function mercatorToWgs84([x, y]: XY): XY {
  return [(x / R) * (180 / Math.PI), (2 * Math.atan(Math.exp(y / R)) - Math.PI / 2) * (180 / Math.PI)];
}

/** Half the width of the Web Mercator world (EPSG:3857 metres): x and y run from −this to +this. */
export const MERCATOR_HALF_WORLD = Math.PI * R;

/** Switzerland's extent in EPSG:3857 metres `[minX, minY, maxX, maxY]` (5.95–10.5° E, 45.8–47.85° N). */
export const SWITZERLAND_EXTENT_3857: [number, number, number, number] = [
  ...wgs84ToMercator([5.95, 45.8]),
  ...wgs84ToMercator([10.5, 47.85]),
] as [number, number, number, number];
