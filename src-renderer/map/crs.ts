/**
 * Coordinate reference systems of the map (ARCHITECTURE.md "geometry"): the service speaks
 * WGS84 (EPSG:4326, `footprint_wkt`), the map draws in Web Mercator (EPSG:3857, the cluster
 * tiles' metres), Swiss users read and type LV95 (EPSG:2056). proj4 does the Swiss transforms;
 * {@link registerSwissProjections} makes EPSG:2056 known to OpenLayers as well.
 */
import proj4 from 'proj4';
import { register } from 'ol/proj/proj4.js';

/** The CRS codes the map uses. */
export const WGS84 = 'EPSG:4326';
/** Web Mercator, the map view's and the cluster tiles' CRS (metres). */
export const WEB_MERCATOR = 'EPSG:3857';
/** Swiss LV95 (CH1903+), easting/northing in metres. */
export const LV95 = 'EPSG:2056';

/** proj4 definition of LV95 (swisstopo; the 7-parameter shift to WGS84 as in the EPSG registry). */
export const LV95_DEFINITION =
  '+proj=somerc +lat_0=46.9524055555556 +lon_0=7.43958333333333 +k_0=1 +x_0=2600000 +y_0=1200000 ' +
  '+ellps=bessel +towgs84=674.374,15.056,405.346,0,0,0,0 +units=m +no_defs +type=crs';

/** A coordinate pair `[x, y]`; which CRS is said where it is used (lon/lat order for EPSG:4326). */
export type XY = [number, number];

let registered = false;

/** Defines EPSG:2056 in proj4 and registers proj4 with OpenLayers (idempotent). */
export function registerSwissProjections(): void {
  if (registered) return;
  proj4.defs(LV95, LV95_DEFINITION);
  register(proj4);
  registered = true;
}

/** WGS84 `[lon, lat]` (EPSG:4326, degrees) → LV95 `[E, N]` (EPSG:2056, metres). */
export function wgs84ToLv95(lonLat: XY): XY {
  registerSwissProjections();
  return proj4(WGS84, LV95, lonLat) as XY;
}

/** LV95 `[E, N]` (EPSG:2056, metres) → WGS84 `[lon, lat]` (EPSG:4326, degrees). */
export function lv95ToWgs84(en: XY): XY {
  registerSwissProjections();
  return proj4(LV95, WGS84, en) as XY;
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
