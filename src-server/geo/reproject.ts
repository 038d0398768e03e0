/**
 * Output reprojection for the `srid` parameter (GET /observations, GET /releves, public neophyte
 * list). Stored geometry is always EPSG:4326; these functions turn it into one of the supported
 * output systems with proj4.
 *
 * - 4326: WGS84 longitude/latitude in degrees (identity).
 * - 2056: CH1903+ / LV95, Swiss grid, easting/northing in metres (E ≈ 2'480'000–2'840'000).
 * - 21781: CH1903 / LV03, old Swiss grid, metres (E ≈ 480'000–840'000). Same projection as LV95
 *   minus 2'000'000 / 1'000'000 (the official LV03 datum differs by up to ~1.6 m from LV95,
 *   which is ignored here as in most software).
 * - 3857: WGS84 / Pseudo-Mercator (web maps), metres.
 */
import proj4 from 'proj4';
import type { Geometry, Position } from 'geojson';

/** The output coordinate systems the service supports (EPSG codes). */
export const SUPPORTED_SRIDS = [4326, 2056, 21781, 3857] as const;
/** One of {@link SUPPORTED_SRIDS}. */
export type SupportedSrid = (typeof SUPPORTED_SRIDS)[number];

/** proj4 definitions (from epsg.io / swisstopo) of the Swiss grids, Bessel ellipsoid with the 3-parameter shift. */
const DEFS: Record<SupportedSrid, string> = {
  4326: '+proj=longlat +datum=WGS84 +no_defs +type=crs',
  2056:
    '+proj=somerc +lat_0=46.9524055555556 +lon_0=7.43958333333333 +k_0=1 +x_0=2600000 +y_0=1200000 ' +
    '+ellps=bessel +towgs84=674.374,15.056,405.346,0,0,0,0 +units=m +no_defs +type=crs',
  21781:
    '+proj=somerc +lat_0=46.9524055555556 +lon_0=7.43958333333333 +k_0=1 +x_0=600000 +y_0=200000 ' +
    '+ellps=bessel +towgs84=674.374,15.056,405.346,0,0,0,0 +units=m +no_defs +type=crs',
  3857:
    '+proj=merc +a=6378137 +b=6378137 +lat_ts=0 +lon_0=0 +x_0=0 +y_0=0 +k=1 +units=m +nadgrids=@null +wktext +no_defs +type=crs',
};
for (const srid of SUPPORTED_SRIDS) proj4.defs(`EPSG:${srid}`, DEFS[srid]);

const converters = new Map<number, proj4.Converter>(
  SUPPORTED_SRIDS.filter((s) => s !== 4326).map((s) => [s, proj4('EPSG:4326', `EPSG:${s}`)]),
);

/** True when `srid` is one of {@link SUPPORTED_SRIDS}. */
export function isSupportedSrid(srid: number): srid is SupportedSrid {
  return (SUPPORTED_SRIDS as readonly number[]).includes(srid);
}

function converter(srid: number): proj4.Converter | null {
  if (srid === 4326) return null;
  const c = converters.get(srid);
  if (!c) throw new RangeError(`Unsupported srid ${srid}; supported: ${SUPPORTED_SRIDS.join(', ')}`);
  return c;
}

/**
 * Reprojects one WGS84 position `[longitude, latitude]` (degrees) into `srid`; returns `[x, y]`
 * (metres for projected systems, degrees for 4326). Extra ordinates are dropped.
 * @throws RangeError for an unsupported srid.
 */
export function reprojectPosition(position: Position, srid: number): [number, number] {
  const c = converter(srid);
  const lon = position[0] as number;
  const lat = position[1] as number;
  if (!c) return [lon, lat];
  const [x, y] = c.forward([lon, lat]) as [number, number];
  return [x, y];
}

/** Inverse of {@link reprojectPosition}: `[x, y]` in `srid` → WGS84 `[longitude, latitude]`. */
export function unprojectPosition(position: Position, srid: number): [number, number] {
  const c = converter(srid);
  const x = position[0] as number;
  const y = position[1] as number;
  if (!c) return [x, y];
  const [lon, lat] = c.inverse([x, y]) as [number, number];
  return [lon, lat];
}

/**
 * Returns a new geometry with every position reprojected from EPSG:4326 into `srid` (the input
 * is not modified). For 4326 the input itself is returned.
 * @throws RangeError for an unsupported srid.
 */
export function reprojectGeometry<G extends Geometry>(geometry: G, srid: number): G {
  if (converter(srid) === null) return geometry;
  const p = (pos: Position): Position => reprojectPosition(pos, srid);
  const g: Geometry = geometry;
  switch (g.type) {
    case 'Point':
      return { ...g, coordinates: p(g.coordinates) } as G;
    case 'MultiPoint':
    case 'LineString':
      return { ...g, coordinates: g.coordinates.map(p) } as G;
    case 'MultiLineString':
    case 'Polygon':
      return { ...g, coordinates: g.coordinates.map((l) => l.map(p)) } as G;
    case 'MultiPolygon':
      return { ...g, coordinates: g.coordinates.map((poly) => poly.map((l) => l.map(p))) } as G;
    case 'GeometryCollection':
      return { ...g, geometries: g.geometries.map((m) => reprojectGeometry(m, srid)) } as G;
  }
}

/** The `geodetic_datum` value for an srid, e.g. 2056 → `'EPSG:2056'`. @throws RangeError for an unsupported srid. */
export function geodeticDatum(srid: number): `EPSG:${SupportedSrid}` {
  if (!isSupportedSrid(srid)) throw new RangeError(`Unsupported srid ${srid}; supported: ${SUPPORTED_SRIDS.join(', ')}`);
  return `EPSG:${srid}`;
}
