/**
 * The WKT codec between the service and the map: `footprint_wkt` is WKT in WGS84 (EPSG:4326,
 * lon/lat); the map's geometries are in Web Mercator (EPSG:3857 metres). Parsing and writing go
 * through OpenLayers' WKT format (no canvas needed); building WKT from a vertex list is plain
 * string work.
 */
import WKT from 'ol/format/WKT.js';
import type Geometry from 'ol/geom/Geometry.js';
import LineString from 'ol/geom/LineString.js';
import Point from 'ol/geom/Point.js';
import Polygon from 'ol/geom/Polygon.js';
import { rectangleOf, writeWkt } from '../../src-shared/domain/wkt.js';
import { WEB_MERCATOR, WGS84, mercatorToWgs84, type XY } from './crs.js';

/** Decimal places of WGS84 degrees written to WKT: 7 ≈ 1 cm. */
export const WKT_DECIMALS = 7;

/** The footprint kinds the editor draws (the FootprintEditor's `mode`). */
export type FootprintKind = 'point' | 'line' | 'polygon';

const format = new WKT();
const IO = { dataProjection: WGS84, featureProjection: WEB_MERCATOR } as const;

/** A WKT text that cannot be read (the message is OpenLayers' parser's). */
export class WktError extends Error {
  override name = 'WktError';
}

/**
 * Reads `footprint_wkt` (EPSG:4326) into a geometry in EPSG:3857. An EWKT `SRID=4326;` prefix
 * is accepted; any other SRID, empty text or a syntax error throws {@link WktError}.
 */
export function readFootprint(wkt: string): Geometry {
  const text = wkt.trim();
  const srid = /^SRID=(\d+);/i.exec(text);
  if (srid && srid[1] !== '4326') throw new WktError(`SRID ${srid[1]} is not WGS84 (4326)`);
  const body = srid ? text.slice(srid[0].length) : text;
  if (!body) throw new WktError('empty');
  try {
    const geometry = format.readGeometry(body, IO);
    if (!geometry) throw new WktError('no geometry');
    return geometry;
  } catch (error) {
    throw error instanceof WktError ? error : new WktError(error instanceof Error ? error.message : String(error));
  }
}

/** Writes a geometry in EPSG:3857 as `footprint_wkt` (EPSG:4326, 7 decimals). */
export function writeFootprint(geometry: Geometry): string {
  return format.writeGeometry(geometry, { ...IO, decimals: WKT_DECIMALS });
}

const round = (value: number, decimals: number): number => Number(value.toFixed(decimals));

/**
 * The rectangle of an EPSG:3857 extent `[minX, minY, maxX, maxY]` as a WKT polygon in EPSG:4326
 * (Web Mercator keeps meridians and parallels straight, so the rectangle is exact), for the
 * `footprint_wkt[eq]` filter. Counter-clockwise, closed, 6 decimals, clamped to ±180/±85°.
 */
export function extentToWkt(extent: readonly [number, number, number, number]): string {
  const [w, s] = mercatorToWgs84([extent[0], extent[1]]);
  const [e, n] = mercatorToWgs84([extent[2], extent[3]]);
  const clampLon = (v: number): number => Math.max(-180, Math.min(180, v));
  const clampLat = (v: number): number => Math.max(-85, Math.min(85, v));
  return writeWkt(rectangleOf(clampLon(w), clampLat(s), clampLon(e), clampLat(n)), 6);
}

/** A footprint as the editor's coordinate list: its kind and its vertices in EPSG:4326 `[lon, lat]`. */
export interface FootprintVertices {
  kind: FootprintKind;
  /** For a polygon the outer ring without the closing vertex. */
  vertices: XY[];
}

/**
 * The vertices of a simple footprint (POINT, LINESTRING, POLYGON without holes), EPSG:4326;
 * `null` for anything else (multi-geometries, holes), which the coordinate list cannot show.
 */
export function footprintVertices(wkt: string): FootprintVertices | null {
  const geometry = readFootprint(wkt);
  const toLonLat = (c: number[]): XY => {
    const [lon, lat] = mercatorToWgs84([c[0]!, c[1]!]);
    return [round(lon, WKT_DECIMALS), round(lat, WKT_DECIMALS)];
  };
  if (geometry instanceof Point) return { kind: 'point', vertices: [toLonLat(geometry.getCoordinates())] };
  if (geometry instanceof LineString) return { kind: 'line', vertices: geometry.getCoordinates().map(toLonLat) };
  if (geometry instanceof Polygon && geometry.getLinearRingCount() === 1) {
    return { kind: 'polygon', vertices: geometry.getCoordinates()[0]!.slice(0, -1).map(toLonLat) };
  }
  return null;
}

/** The fewest vertices of each kind. */
export const MIN_VERTICES: Readonly<Record<FootprintKind, number>> = { point: 1, line: 2, polygon: 3 };

/**
 * WKT (EPSG:4326) of a footprint from its vertices `[lon, lat]` (EPSG:4326); a polygon's ring is
 * closed here. `null` when there are too few vertices for the kind (a point takes the first).
 */
export function footprintFromVertices(kind: FootprintKind, vertices: readonly XY[]): string | null {
  if (vertices.length < MIN_VERTICES[kind]) return null;
  const text = (v: XY): string => `${round(v[0], WKT_DECIMALS)} ${round(v[1], WKT_DECIMALS)}`;
  if (kind === 'point') return `POINT(${text(vertices[0]!)})`;
  if (kind === 'line') return `LINESTRING(${vertices.map(text).join(',')})`;
  const ring = [...vertices];
  const [first, last] = [ring[0]!, ring[ring.length - 1]!];
  if (ring.length > 3 && first[0] === last[0] && first[1] === last[1]) ring.pop();
  if (ring.length < 3) return null;
  return `POLYGON((${[...ring, ring[0]!].map(text).join(',')}))`;
}
