/**
 * WKT (OGC Simple Features 1.1) reading and writing on one library, betterknown, for main, the
 * renderer and the reference service. Geometries are GeoJSON (RFC 7946) in EPSG:4326,
 * `[longitude, latitude]` in degrees, as `footprint_wkt` is. The service keeps its own strict
 * lexer (src-server/geo/wkt.ts) in front of {@link readWkt} for input it must refuse.
 * No Node, no DOM.
 */
import type { Geometry, LineString, Point, Polygon, Position } from 'geojson';
import { geoJSONToWkt, wktToGeoJSON } from 'betterknown';

/** A WKT text that cannot be read (betterknown's message), or a geometry that cannot be written. */
export class WktError extends Error {
  override name = 'WktError';
}

const SRID_PREFIX = /^\s*SRID=([^;]*);/i;

/**
 * Reads WKT into a GeoJSON geometry in EPSG:4326. An EWKT `SRID=4326;` prefix is accepted, any
 * other SRID refused; any whitespace separates tokens (betterknown itself skips only spaces).
 * @throws WktError for an empty text, another SRID, `EMPTY` geometries or a syntax error.
 */
export function readWkt(text: string): Geometry {
  let body = text;
  const srid = SRID_PREFIX.exec(body);
  if (srid) {
    if (srid[1]!.trim() !== '4326') throw new WktError(`SRID ${srid[1]!.trim()} is not WGS84 (4326)`);
    body = body.slice(srid[0].length);
  }
  body = body.replace(/\s+/g, ' ').trim();
  if (!body) throw new WktError('empty');
  let geometry: Geometry | null;
  try {
    geometry = wktToGeoJSON(body);
  } catch (error) {
    throw new WktError(error instanceof Error ? error.message : String(error));
  }
  if (!geometry) throw new WktError('empty geometry');
  return geometry;
}

/** Rounds every position of `geometry` to `decimals` places (7 ≈ 1 cm in degrees). */
function rounded(geometry: Geometry, decimals: number): Geometry {
  const p = (position: Position): Position => position.map((value) => Number(value.toFixed(decimals)));
  switch (geometry.type) {
    case 'Point': return { ...geometry, coordinates: p(geometry.coordinates) };
    case 'MultiPoint':
    case 'LineString': return { ...geometry, coordinates: geometry.coordinates.map(p) };
    case 'MultiLineString':
    case 'Polygon': return { ...geometry, coordinates: geometry.coordinates.map((ring) => ring.map(p)) };
    case 'MultiPolygon': return { ...geometry, coordinates: geometry.coordinates.map((polygon) => polygon.map((ring) => ring.map(p))) };
    case 'GeometryCollection': return { ...geometry, geometries: geometry.geometries.map((member) => rounded(member, decimals)) };
  }
}

/**
 * Writes a GeoJSON geometry as WKT without SRID prefix (`POINT (8.5 47.3)`,
 * `POLYGON ((…))`). Coordinates as JavaScript prints them, or rounded to `decimals` places.
 */
export function writeWkt(geometry: Geometry, decimals?: number): string {
  const wkt = geoJSONToWkt(decimals === undefined ? geometry : rounded(geometry, decimals));
  // betterknown writes "GEOMETRYCOLLECTION(" without the space it puts after every other keyword.
  return wkt.startsWith('GEOMETRYCOLLECTION(') ? `GEOMETRYCOLLECTION (${wkt.slice(19)}` : wkt;
}

/** A GeoJSON Point of `[lon, lat]` (EPSG:4326). */
export function pointOf(position: Position): Point {
  return { type: 'Point', coordinates: [...position] };
}

/** A GeoJSON LineString through `positions`. */
export function lineStringOf(positions: readonly Position[]): LineString {
  return { type: 'LineString', coordinates: positions.map((position) => [...position]) };
}

/** A GeoJSON Polygon of one outer ring; the ring is closed here when its last position is not its first. */
export function polygonOf(ring: readonly Position[]): Polygon {
  const [first, last] = [ring[0], ring[ring.length - 1]];
  const closed = first && last && first[0] === last[0] && first[1] === last[1] ? ring : [...ring, first!];
  return { type: 'Polygon', coordinates: [closed.map((position) => [...position])] };
}

/**
 * The rectangle between west/south and east/north (degrees, EPSG:4326) as a Polygon,
 * counter-clockwise from the south-west corner.
 */
export function rectangleOf(west: number, south: number, east: number, north: number): Polygon {
  return polygonOf([[west, south], [east, south], [east, north], [west, north]]);
}
