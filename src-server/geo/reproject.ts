/**
 * Output reprojection for the `srid` parameter (GET /observations, GET /releves, public neophyte
 * list). Stored geometry is always EPSG:4326; these functions turn it into one of the supported
 * output systems (4326, 2056 LV95, 21781 LV03, 3857) with proj4, defined once in
 * src-shared/domain/crs.ts.
 */
import type proj4 from 'proj4';
import type { Geometry, Position } from 'geojson';
import {
  SUPPORTED_SRIDS, definedProj4, epsgCode, isSupportedSrid, type SupportedSrid,
} from '../../src-shared/domain/crs.js';

export { SUPPORTED_SRIDS, isSupportedSrid, type SupportedSrid } from '../../src-shared/domain/crs.js';

const converters = new Map<number, proj4.Converter>(
  SUPPORTED_SRIDS.filter((s) => s !== 4326).map((s) => [s, definedProj4()(epsgCode(4326), epsgCode(s))]),
);

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
  return epsgCode(srid);
}
