/**
 * Where generated records go: municipality polygons loaded once from `administrative_units`,
 * random points inside them (rejection sampling within the bbox), and small footprints
 * (points, plots, patches, lines) around a point, as GeoJSON geometries or WKT in EPSG:4326.
 */
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import type { LineString, MultiPolygon, Polygon } from 'geojson';
import { lineStringOf, pointOf, polygonOf, writeWkt } from '../../../src-shared/domain/wkt.js';
import { representativePoint } from '../../geo/footprint.js';
import type { Db } from '../open.js';
import type { Rng } from './random.js';

/** A municipality with its polygon (EPSG:4326) and bbox (degrees). */
export interface Municipality {
  id: number;
  name: string;
  canton_id: number;
  district_id: number | null;
  geometry: Polygon | MultiPolygon;
  box: [number, number, number, number];
}

/** A row of {@link MUNICIPALITIES_SQL}. */
export interface MunicipalityRow {
  id: number; name: string; canton_id: number; district_id: number | null; geometry_geojson: string;
  min_lon: number; min_lat: number; max_lon: number; max_lat: number;
}

/** Every municipality of `administrative_units` with a polygon, ordered by id (the same SQL on both stores). */
export const MUNICIPALITIES_SQL = `SELECT id, name, canton_id, district_id, geometry_geojson, min_lon, min_lat, max_lon, max_lat
      FROM administrative_units WHERE unit_type = 'municipality' AND geometry_geojson IS NOT NULL ORDER BY id`;

/** Municipalities from the rows of {@link MUNICIPALITIES_SQL} (GeoJSON parsed, EPSG:4326). */
export function municipalitiesFromRows(rows: readonly MunicipalityRow[]): Municipality[] {
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    canton_id: r.canton_id,
    district_id: r.district_id,
    geometry: JSON.parse(r.geometry_geojson) as Polygon | MultiPolygon,
    box: [r.min_lon, r.min_lat, r.max_lon, r.max_lat],
  }));
}

/** Reads every municipality of `administrative_units` (ordered by id) from the SQLite store. */
export function loadMunicipalities(db: Db): Municipality[] {
  return municipalitiesFromRows(db.prepare(MUNICIPALITIES_SQL).all() as MunicipalityRow[]);
}

const round6 = (x: number): number => Math.round(x * 1e6) / 1e6;

/**
 * A uniformly random point inside the municipality, rounded to 6 decimals (~0.1 m): rejection
 * sampling within its bbox (at most 200 tries, then its point on surface).
 */
export function randomPointIn(m: Municipality, rng: Rng): [number, number] {
  const [minX, minY, maxX, maxY] = m.box;
  for (let i = 0; i < 200; i++) {
    const p: [number, number] = [round6(rng.float(minX, maxX)), round6(rng.float(minY, maxY))];
    if (booleanPointInPolygon(p, m.geometry)) return p;
  }
  const [x, y] = representativePoint(m.geometry);
  return [round6(x), round6(y)];
}

const M_PER_DEG = 111_320;

/** Offsets a point by (east, north) metres (local approximation, fine at these distances). */
export function offsetMetres([lon, lat]: [number, number], east: number, north: number): [number, number] {
  return [round6(lon + east / (M_PER_DEG * Math.cos((lat * Math.PI) / 180))), round6(lat + north / M_PER_DEG)];
}

/** `POINT (lon lat)` */
export function pointWkt(p: [number, number]): string {
  return writeWkt(pointOf(p));
}

/** A north-aligned square plot of `side` metres centred on p, as a closed POLYGON. */
export function squareWkt(p: [number, number], side: number): string {
  const h = side / 2;
  const ring = [offsetMetres(p, -h, -h), offsetMetres(p, h, -h), offsetMetres(p, h, h), offsetMetres(p, -h, h)];
  return writeWkt(polygonOf(ring));
}

/**
 * An irregular patch (5–8 vertices, radius `radius` metres ±40 %) around p, as a closed Polygon
 * (GeoJSON, EPSG:4326): the generator computes its footprint from this geometry
 * (geo/footprint.ts `footprintFromGeometry`) instead of writing WKT and parsing it back.
 */
export function patchGeometry(p: [number, number], radius: number, rng: Rng): Polygon {
  const n = rng.int(5, 8);
  const ring: Array<[number, number]> = [];
  for (let i = 0; i < n; i++) {
    const a = (2 * Math.PI * i) / n;
    const r = radius * rng.float(0.6, 1.4);
    ring.push(offsetMetres(p, r * Math.cos(a), r * Math.sin(a)));
  }
  return polygonOf(ring);
}

/** A LineString (GeoJSON, EPSG:4326) of 3–6 vertices starting at p, steps of `step` metres ±50 % in a wandering direction. */
export function lineGeometry(p: [number, number], step: number, rng: Rng): LineString {
  const n = rng.int(3, 6);
  const line: Array<[number, number]> = [p];
  let heading = rng.float(0, 2 * Math.PI);
  for (let i = 1; i < n; i++) {
    heading += rng.float(-0.6, 0.6);
    const d = step * rng.float(0.5, 1.5);
    line.push(offsetMetres(line[i - 1] as [number, number], d * Math.cos(heading), d * Math.sin(heading)));
  }
  return lineStringOf(line);
}
