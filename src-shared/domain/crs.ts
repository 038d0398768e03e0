/**
 * The coordinate reference systems of the project, defined once for the renderer's map and the
 * reference service's `srid` output (ARCHITECTURE.md "geometry", docs/interface-notes.md "`srid`
 * output"):
 *
 * - EPSG:4326 WGS84 longitude/latitude, degrees: `footprint_wkt` and the decimal coordinates.
 * - EPSG:2056 CH1903+ / LV95, the Swiss grid, easting/northing in metres (E ≈ 2'480'000–2'840'000).
 * - EPSG:21781 CH1903 / LV03, the old Swiss grid: the LV95 projection with false easting and
 *   northing 600'000 / 200'000 instead of 2'600'000 / 1'200'000.
 * - EPSG:3857 WGS84 / Pseudo-Mercator, metres: the map view and the clustered tiles.
 *
 * Both Swiss grids use the Bessel 1841 ellipsoid with the 3-parameter (translation only) shift
 * to WGS84 of the EPSG registry (+towgs84=674.374,15.056,405.346), good to about 1 m; neither the
 * 7-parameter nor the official FINELTRA/NTv2 grid transformation is applied, as in most software.
 * Source of the definitions: epsg.io / swisstopo. No Node, no DOM: proj4 only.
 */
import proj4 from 'proj4';
import { SUPPORTED_SRIDS, epsgCode, type SupportedSrid } from './srids.js';

export { SUPPORTED_SRIDS, epsgCode, isSupportedSrid, type SupportedSrid } from './srids.js';

/** A coordinate pair `[x, y]`: `[lon, lat]` in degrees for EPSG:4326, `[E, N]` or `[x, y]` in metres otherwise. */
export type XY = [number, number];

/** WGS84 longitude/latitude (degrees). */
export const WGS84 = 'EPSG:4326';
/** WGS84 / Pseudo-Mercator (metres), the map view's and the cluster tiles' CRS. */
export const WEB_MERCATOR = 'EPSG:3857';
/** CH1903+ / LV95 (metres). */
export const LV95 = 'EPSG:2056';
/** CH1903 / LV03 (metres). */
export const LV03 = 'EPSG:21781';

const SWISS_GRID = '+proj=somerc +lat_0=46.9524055555556 +lon_0=7.43958333333333 +k_0=1';
const BESSEL_TO_WGS84 = '+ellps=bessel +towgs84=674.374,15.056,405.346,0,0,0,0 +units=m +no_defs +type=crs';

/** proj4 definitions of every {@link SUPPORTED_SRIDS} member. */
export const PROJ4_DEFINITIONS: Readonly<Record<SupportedSrid, string>> = {
  4326: '+proj=longlat +datum=WGS84 +no_defs +type=crs',
  2056: `${SWISS_GRID} +x_0=2600000 +y_0=1200000 ${BESSEL_TO_WGS84}`,
  21781: `${SWISS_GRID} +x_0=600000 +y_0=200000 ${BESSEL_TO_WGS84}`,
  3857: '+proj=merc +a=6378137 +b=6378137 +lat_ts=0 +lon_0=0 +x_0=0 +y_0=0 +k=1 +units=m +nadgrids=@null +wktext +no_defs +type=crs',
};

let defined = false;

/**
 * Defines every {@link SUPPORTED_SRIDS} member in proj4 under its EPSG code (idempotent) and
 * returns proj4, so `proj4('EPSG:4326', 'EPSG:2056')` works; the renderer then registers the
 * same proj4 with OpenLayers.
 */
export function definedProj4(): typeof proj4 {
  if (!defined) {
    for (const srid of SUPPORTED_SRIDS) proj4.defs(epsgCode(srid), PROJ4_DEFINITIONS[srid]);
    defined = true;
  }
  return proj4;
}

/**
 * A position from one supported CRS to another (`[x, y]` as in {@link XY}).
 * @throws Error from proj4 when either code is not defined.
 */
export function transformXY(from: SupportedSrid, to: SupportedSrid, xy: XY): XY {
  if (from === to) return [xy[0], xy[1]];
  const [x, y] = definedProj4()(epsgCode(from), epsgCode(to), xy) as [number, number];
  return [x, y];
}
