/**
 * A local GeoJSON file as a map overlay: RFC 7946 GeoJSON in WGS84 longitude/latitude only (the
 * maps reproject it to Web Mercator). A legacy `crs` member other than CRS84/EPSG:4326, or
 * coordinates outside ±180°/±90° (Swiss LV95 metres, say), are refused with the reason.
 */
import { readFile, stat } from 'node:fs/promises';
import turfBbox from '@turf/bbox';
import type { FeatureCollection } from 'geojson';
import { DeskError, GEOJSON_OVERLAY_MAX_BYTES, type GeoJsonFeatureCollection } from '../../src-shared/contract/index.js';

/** `crs` names (GeoJSON 2008) that mean WGS84 longitude/latitude. */
const WGS84_CRS_NAMES = new Set(['urn:ogc:def:crs:OGC:1.3:CRS84', 'urn:ogc:def:crs:OGC::CRS84', 'EPSG:4326', 'urn:ogc:def:crs:EPSG::4326', 'urn:ogc:def:crs:EPSG:6.6:4326', 'CRS84']);
const GEOMETRY_TYPES = new Set(['Point', 'MultiPoint', 'LineString', 'MultiLineString', 'Polygon', 'MultiPolygon', 'GeometryCollection']);

const refuse = (code: string, status: number, message: string): DeskError => new DeskError({ status, code, message, fields: [{ field: 'file', message }] });
const notGeoJson = (fileName: string, why: string): DeskError => refuse('layer-not-geojson', 422, `“${fileName}” is not GeoJSON (${why}).`);
const notWgs84 = (fileName: string, why: string): DeskError =>
  refuse('layer-not-wgs84', 422, `“${fileName}” is not in WGS84 longitude/latitude (${why}); save it as GeoJSON in EPSG:4326 (RFC 7946) and try again.`);

/** The features of a parsed GeoJSON object as a FeatureCollection (a Feature or a bare geometry is wrapped). */
function asCollection(json: unknown, fileName: string): GeoJsonFeatureCollection {
  const object = json as { type?: unknown; features?: unknown };
  if (object?.type === 'FeatureCollection' && Array.isArray(object.features)) return json as GeoJsonFeatureCollection;
  if (object?.type === 'Feature') return { type: 'FeatureCollection', features: [json as Record<string, unknown>] };
  if (typeof object?.type === 'string' && GEOMETRY_TYPES.has(object.type)) return { type: 'FeatureCollection', features: [{ type: 'Feature', geometry: json, properties: {} }] };
  throw notGeoJson(fileName, 'no FeatureCollection, Feature or geometry at the top');
}

/** The name of a legacy `crs` member, if any. */
function crsName(json: unknown): string | null {
  const crs = (json as { crs?: { properties?: { name?: unknown } } })?.crs;
  if (crs === undefined || crs === null) return null;
  const name = crs.properties?.name;
  return typeof name === 'string' ? name : 'an unnamed crs';
}

/**
 * Checks parsed GeoJSON and answers it as a FeatureCollection in WGS84.
 * Throws DeskError `layer-not-geojson` or `layer-not-wgs84` (422).
 */
export function wgs84Overlay(json: unknown, fileName: string): GeoJsonFeatureCollection {
  const collection = asCollection(json, fileName);
  const crs = crsName(json);
  if (crs !== null && !WGS84_CRS_NAMES.has(crs)) throw notWgs84(fileName, `its crs is ${crs}`);
  if (collection.features.length === 0) throw notGeoJson(fileName, 'it has no features');
  let box: number[];
  try {
    box = turfBbox(collection as unknown as FeatureCollection);
  } catch (error) {
    throw notGeoJson(fileName, `a geometry cannot be read: ${(error as Error).message}`);
  }
  const [west, south, east, north] = box as [number, number, number, number];
  if (![west, south, east, north].every(Number.isFinite)) throw notGeoJson(fileName, 'it has no coordinates');
  if (west < -180 || east > 180 || south < -90 || north > 90) {
    throw notWgs84(fileName, `its coordinates reach ${Math.round(west)}…${Math.round(east)}, ${Math.round(south)}…${Math.round(north)}`);
  }
  return collection;
}

/**
 * Reads the file at `path` (main's own knowledge: a handle the user's dialog or drop gave) as an
 * overlay. Throws DeskError `layer-too-large` (413), `layer-not-geojson` or `layer-not-wgs84` (422).
 */
export async function readGeoJsonOverlay(path: string, fileName: string): Promise<GeoJsonFeatureCollection> {
  const { size } = await stat(path);
  if (size > GEOJSON_OVERLAY_MAX_BYTES) {
    throw refuse('layer-too-large', 413, `“${fileName}” is larger than ${GEOJSON_OVERLAY_MAX_BYTES / 1024 / 1024} MB; simplify it (e.g. with mapshaper) for an overlay.`);
  }
  let json: unknown;
  try {
    json = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw notGeoJson(fileName, `not valid JSON: ${(error as Error).message}`);
  }
  return wgs84Overlay(json, fileName);
}
