/**
 * From `footprint_wkt` (the only geometry input, EPSG:4326) to every stored geometry column of an
 * observation or relevé (see the header of db/schema.ts).
 */
import bbox from '@turf/bbox';
import pointOnFeature from '@turf/point-on-feature';
import type { Geometry } from 'geojson';
import type { AdminIndex } from './admin-units.js';
import { reprojectPosition } from './reproject.js';
import { geometryToWkt, parseFootprintWkt } from './wkt.js';

/** The stored geometry columns computed from one footprint. */
export interface FootprintFields {
  /** Normalised WKT (OGC SFA 1.1 as written by {@link geometryToWkt}), EPSG:4326, no SRID prefix. */
  footprint_wkt: string;
  /** The same geometry as a GeoJSON geometry object, serialised (EPSG:4326). */
  footprint_geojson: string;
  /** Longitude (degrees) of a point on the geometry's surface (the point itself for a POINT). */
  decimal_longitude: number;
  /** Latitude (degrees) of that point. */
  decimal_latitude: number;
  /** Always 'EPSG:4326' as stored; the `srid` output parameter changes it on the way out. */
  geodetic_datum: 'EPSG:4326';
  /** That point in Web Mercator (EPSG:3857), metres. */
  x_3857: number;
  y_3857: number;
  /** Bounding box of the whole geometry, degrees. */
  min_lon: number;
  min_lat: number;
  max_lon: number;
  max_lat: number;
  /** Administrative units (ids of `administrative_units`) containing that point; null outside Switzerland. */
  municipality_id: number | null;
  district_id: number | null;
  canton_id: number | null;
}

const round9 = (x: number): number => Math.round(x * 1e9) / 1e9;

/**
 * A point on the geometry's surface: the point itself for a POINT, else `@turf/point-on-feature`
 * (the bbox centre when it lies on the geometry, else the nearest vertex to it), rounded to
 * 9 decimals (sub-millimetre) to drop floating-point noise such as 7.6863209999999995.
 */
export function representativePoint(geometry: Geometry): [number, number] {
  if (geometry.type === 'Point') return [geometry.coordinates[0] as number, geometry.coordinates[1] as number];
  const c = pointOnFeature(geometry).geometry.coordinates;
  return [round9(c[0] as number), round9(c[1] as number)];
}

/**
 * Computes the stored geometry columns from an already parsed geometry (EPSG:4326).
 * `index` gives the administrative units; pass `null` to leave them null.
 */
export function footprintFromGeometry(geometry: Geometry, index: AdminIndex | null): FootprintFields {
  const [lon, lat] = representativePoint(geometry);
  const [x, y] = reprojectPosition([lon, lat], 3857);
  let minLon: number, minLat: number, maxLon: number, maxLat: number;
  if (geometry.type === 'Point') {
    minLon = maxLon = lon;
    minLat = maxLat = lat;
  } else {
    [minLon, minLat, maxLon, maxLat] = bbox(geometry) as [number, number, number, number];
  }
  const units = index ? index.locate(lon, lat) : null;
  return {
    footprint_wkt: geometryToWkt(geometry),
    footprint_geojson: JSON.stringify(geometry),
    decimal_longitude: lon,
    decimal_latitude: lat,
    geodetic_datum: 'EPSG:4326',
    x_3857: x,
    y_3857: y,
    min_lon: minLon,
    min_lat: minLat,
    max_lon: maxLon,
    max_lat: maxLat,
    municipality_id: units?.municipality_id ?? null,
    district_id: units?.district_id ?? null,
    canton_id: units?.canton_id ?? null,
  };
}

/**
 * Parses `footprint_wkt` (EPSG:4326) and computes every stored geometry column.
 * @throws GeometryInputError (from {@link parseFootprintWkt}) for an invalid or out-of-range geometry.
 */
export function computeFootprint(wkt: string, index: AdminIndex | null): FootprintFields {
  return footprintFromGeometry(parseFootprintWkt(wkt), index);
}
