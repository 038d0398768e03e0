import booleanIntersects from '@turf/boolean-intersects';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import type { Geometry, MultiPolygon, Polygon } from 'geojson';
import { rectangleOf, writeWkt } from '../../src-shared/domain/wkt.js';
import type { Db } from '../db/open.js';
import { parseFootprintWkt, GeometryInputError } from '../geo/wkt.js';
import { badParameter } from '../http/problem.js';
import type { ClauseCompiler, SqlFragment } from './compile.js';

interface FilterPolygon {
  geometry: Polygon | MultiPolygon;
  bbox: [number, number, number, number];
  /** The ring as GeoJSON positions text when the filter is one ring without holes (SQLite Geopoly takes it), else null. */
  ring: string | null;
}

// Filter polygons by WKT text; a reviewer pages through the same polygon many times.
const polygons = new Map<string, FilterPolygon>();
const MAX_CACHED = 64;

function bboxOf(geometry: Polygon | MultiPolygon): [number, number, number, number] {
  let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
  const rings = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  for (const poly of rings) for (const [x, y] of poly[0]!) {
    if (x! < w) w = x!; if (x! > e) e = x!; if (y! < s) s = y!; if (y! > n) n = y!;
  }
  return [w, s, e, n];
}

/**
 * Parses the polygon of a `footprint_wkt[eq]` filter (EPSG:4326). Throws a 400 problem naming
 * `parameter` when the WKT is invalid or not a POLYGON/MULTIPOLYGON.
 */
export function filterPolygon(wkt: string, parameter: string): FilterPolygon {
  let hit = polygons.get(wkt);
  if (hit) return hit;
  let geometry: Geometry;
  try {
    geometry = parseFootprintWkt(wkt);
  } catch (e) {
    if (e instanceof GeometryInputError) throw badParameter(parameter, `Invalid WKT polygon: ${e.message}`);
    throw e;
  }
  if (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon')
    throw badParameter(parameter, `The geometry filter must be a POLYGON or MULTIPOLYGON in WGS84, not a ${geometry.type.toUpperCase()}.`);
  const single = geometry.type === 'Polygon' && geometry.coordinates.length === 1 ? geometry.coordinates[0]! : null;
  hit = { geometry, bbox: bboxOf(geometry), ring: single ? JSON.stringify(single) : null };
  if (polygons.size >= MAX_CACHED) polygons.delete(polygons.keys().next().value!);
  polygons.set(wkt, hit);
  return hit;
}

/**
 * Registers `footprint_intersects(wkt, min_lon, min_lat, max_lon, max_lat, footprint_geojson)`
 * on the connection: 1 when the stored footprint intersects the filter polygon given as WKT
 * (parsed once and cached by {@link filterPolygon}). A point footprint (degenerate bbox) is
 * tested from its coordinates; its GeoJSON may be NULL.
 */
export function registerSpatialFunctions(db: Db): void {
  db.function('footprint_intersects', { deterministic: true, varargs: false }, (wkt: unknown, minLon: unknown, minLat: unknown, maxLon: unknown, maxLat: unknown, geojson: unknown) => {
    const poly = polygons.get(String(wkt)) ?? filterPolygon(String(wkt), 'footprint_wkt[eq]');
    if (minLon === null) return 0;
    if (minLon === maxLon && minLat === maxLat) return booleanPointInPolygon([minLon as number, minLat as number], poly.geometry) ? 1 : 0;
    if (typeof geojson !== 'string') return 0;
    const [w, s, e, n] = poly.bbox;
    const g = JSON.parse(geojson) as Geometry;
    if ((minLon as number) >= w && (maxLon as number) <= e && (minLat as number) >= s && (maxLat as number) <= n && g.type === 'Point')
      return booleanPointInPolygon(g.coordinates, poly.geometry) ? 1 : 0;
    return booleanIntersects(g, poly.geometry) ? 1 : 0;
  });
}

/** Polygons whose bounding box is below this many square degrees (about 20 × 28 km in Switzerland) use the R*Tree. */
const SMALL_POLYGON_IN_SQUARE_DEGREES = 0.05;

/**
 * The `footprint_wkt[eq]=<polygon>` filter (interface v5 common rule 7) for rows of `table`
 * (alias `alias`, rowid column `idColumn`): bounding-box overlap on the row's `min_/max_lon/lat`
 * columns, then the exact test, cheapest first:
 * - when the filter is one ring, SQLite's Geopoly tests in C whether the record's
 *   `decimal_longitude/latitude` lies inside (> 0 counts the boundary): that point lies on the
 *   footprint, so inside means intersecting; a point footprint outside is outside; a line or
 *   polygon whose bounding box does not overlap the ring (`geopoly_overlap`) is outside;
 * - for other filters (holes, several polygons) a point footprint is tested by
 *   `footprint_intersects` from its coordinates alone;
 * - any other line or polygon reads its GeoJSON through a sub-query and goes through turf.
 * Reading geometry only in the last case lets SQLite answer from the covering index
 * `observations_scope` without touching the wide rows. A small polygon also gets the R*Tree
 * `rtree` as a candidate list, which then drives the query.
 */
export function footprintFilter(alias: string, idColumn: string, table: string, rtree: string): ClauseCompiler {
  return (clause): SqlFragment => {
    const wkt = String(clause.value);
    const { bbox: [w, s, e, n], ring } = filterPolygon(wkt, `${clause.field}[${clause.operation}]`);
    const c = (column: string): string => `${alias}.${column}`;
    const small = (e - w) * (n - s) < SMALL_POLYGON_IN_SQUARE_DEGREES;
    const params: unknown[] = [];
    let sql = '';
    if (small) {
      sql += `${c(idColumn)} IN (SELECT id FROM ${rtree} WHERE min_lon <= ? AND max_lon >= ? AND min_lat <= ? AND max_lat >= ?) AND `;
      params.push(e, w, n, s);
    }
    sql += `${c('min_lon')} <= ? AND ${c('max_lon')} >= ? AND ${c('min_lat')} <= ? AND ${c('max_lat')} >= ? AND (CASE`;
    params.push(e, w, n, s);
    const point = `${c('min_lon')} = ${c('max_lon')} AND ${c('min_lat')} = ${c('max_lat')}`;
    if (ring) {
      // decimal_longitude/latitude lies on the footprint: inside the ring means the footprint intersects.
      sql += ` WHEN geopoly_contains_point(geopoly_blob(?), ${c('decimal_longitude')}, ${c('decimal_latitude')}) > 0 THEN 1 WHEN ${point} THEN 0`;
      // A footprint whose bounding box does not overlap the ring cannot either (a degenerate box gives NULL: exact test).
      const box = `'[[' || ${c('min_lon')} || ',' || ${c('min_lat')} || '],[' || ${c('max_lon')} || ',' || ${c('min_lat')} || '],[' || ${c('max_lon')} || ',' || ${c('max_lat')} || '],[' || ${c('min_lon')} || ',' || ${c('max_lat')} || '],[' || ${c('min_lon')} || ',' || ${c('min_lat')} || ']]'`;
      sql += ` WHEN geopoly_overlap(geopoly_blob(?), ${box}) = 0 THEN 0`;
      params.push(ring, ring);
    } else {
      sql += ` WHEN ${point} THEN footprint_intersects(?, ${c('min_lon')}, ${c('min_lat')}, ${c('max_lon')}, ${c('max_lat')}, NULL)`;
      params.push(wkt);
    }
    sql += ` ELSE footprint_intersects(?, ${c('min_lon')}, ${c('min_lat')}, ${c('max_lon')}, ${c('max_lat')},
      (SELECT g.footprint_geojson FROM ${table} g WHERE g.${idColumn} = ${c(idColumn)})) END)`;
    params.push(wkt);
    return { sql, params };
  };
}

/** Turns a deprecated `bbox=minLon,minLat,maxLon,maxLat` into the equivalent polygon WKT; 400 when malformed. */
export function bboxToWkt(raw: string): string {
  const parts = raw.split(',').map(Number);
  if (parts.length !== 4 || parts.some((x) => !Number.isFinite(x)))
    throw badParameter('bbox', 'bbox must be minLon,minLat,maxLon,maxLat in WGS84 degrees.');
  const [w, s, e, n] = parts as [number, number, number, number];
  if (w >= e || s >= n || w < -180 || e > 180 || s < -90 || n > 90)
    throw badParameter('bbox', 'bbox must be minLon,minLat,maxLon,maxLat with min < max, within WGS84 ranges.');
  return writeWkt(rectangleOf(w, s, e, n));
}
