/**
 * The workspace's area filter from a file (issue 14 "Spatial filter from a file"): a GeoJSON, a
 * KML or a zipped Shapefile the user picked or dropped (a `File`: the renderer reads its bytes
 * and never names a path), read with maintained readers (@tmcw/togeojson for KML, shpjs for
 * Shapefiles, which reprojects with the `.prj`), a GeoJSON in the old `crs` form reprojected
 * from LV95, LV03 or Web Mercator to WGS84 with the project's proj4 definitions. Only polygons
 * can filter: a file with lines or points alone is refused, one with several polygons offers
 * each, or their union.
 */
import { kml } from '@tmcw/togeojson';
import type { Feature, FeatureCollection, Geometry, MultiPolygon, Polygon, Position } from 'geojson';
import { isSupportedSrid, transformXY, type SupportedSrid } from '../../../../src-shared/domain/crs.js';
import { writeWkt } from '../../../../src-shared/domain/wkt.js';

/** Largest file read (bytes): an area, not a data set. */
export const AREA_FILE_MAX_BYTES = 50 * 1024 * 1024;

/** Why a file gives no area; the dialog words each (messages `observations.areaFile.errors`). */
export type AreaFileProblem = 'too-large' | 'unsupported' | 'unreadable' | 'no-polygon' | 'lines-or-points' | 'unknown-crs';

/** A file that gives no area, with what it holds where that helps (`found`: the geometry types seen). */
export class AreaFileError extends Error {
  constructor(readonly problem: AreaFileProblem, readonly fileName: string, readonly found: string[] = [], cause?: unknown) {
    super(`${fileName}: ${problem}${found.length ? ` (${found.join(', ')})` : ''}`, { cause });
    this.name = 'AreaFileError';
  }
}

/** One polygon of a file, in WGS84, with its feature's name when it has one. */
export interface AreaCandidate {
  name: string | null;
  geometry: Polygon | MultiPolygon;
}

function mapPositions(geometry: Polygon | MultiPolygon, map: (p: Position) => Position): Polygon | MultiPolygon {
  return geometry.type === 'Polygon'
    ? { type: 'Polygon', coordinates: geometry.coordinates.map((ring) => ring.map(map)) }
    : { type: 'MultiPolygon', coordinates: geometry.coordinates.map((poly) => poly.map((ring) => ring.map(map))) };
}

/** The EPSG code of an old-style GeoJSON `crs` member (`urn:ogc:def:crs:EPSG::2056`, `EPSG:2056`), 4326 without one. */
function crsOf(collection: { crs?: { properties?: { name?: unknown } } }, fileName: string): SupportedSrid {
  const name = collection.crs?.properties?.name;
  if (typeof name !== 'string' || /CRS84$/i.test(name)) return 4326;
  const code = Number(/EPSG:{1,2}(\d+)$/i.exec(name)?.[1]);
  if (!isSupportedSrid(code)) throw new AreaFileError('unknown-crs', fileName, [name]);
  return code;
}

function featuresOf(value: unknown): Feature[] {
  const object = value as { type?: unknown; features?: unknown } | null;
  if (object?.type === 'FeatureCollection' && Array.isArray(object.features)) return (object as FeatureCollection).features;
  if (object?.type === 'Feature') return [object as Feature];
  if (typeof object?.type === 'string') return [{ type: 'Feature', properties: {}, geometry: object as Geometry }];
  return [];
}

function flatten(geometry: Geometry | null): Geometry[] {
  if (!geometry) return [];
  return geometry.type === 'GeometryCollection' ? geometry.geometries.flatMap(flatten) : [geometry];
}

/** The polygons of `features` (each named by its `name` or `NAME` property); throws when there are none. */
export function candidatesOf(features: readonly Feature[], fileName: string, srid: SupportedSrid = 4326): AreaCandidate[] {
  const found = new Set<string>();
  const candidates: AreaCandidate[] = [];
  for (const feature of features) {
    for (const geometry of flatten(feature.geometry)) {
      found.add(geometry.type);
      if (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon') continue;
      const name = feature.properties?.name ?? feature.properties?.NAME ?? feature.properties?.Name ?? null;
      const wgs84 = srid === 4326 ? geometry : mapPositions(geometry, (p) => transformXY(srid, 4326, [p[0]!, p[1]!]));
      candidates.push({ name: name == null ? null : String(name), geometry: wgs84 });
    }
  }
  if (candidates.length === 0) throw new AreaFileError(found.size ? 'lines-or-points' : 'no-polygon', fileName, [...found]);
  return candidates;
}

async function readFeatures(file: File): Promise<{ features: Feature[]; srid: SupportedSrid }> {
  const extension = file.name.toLowerCase().split('.').pop();
  if (extension === 'geojson' || extension === 'json') {
    const parsed = JSON.parse(await file.text()) as { crs?: { properties?: { name?: unknown } } };
    return { features: featuresOf(parsed), srid: crsOf(parsed, file.name) };
  }
  if (extension === 'kml') {
    const doc = new DOMParser().parseFromString(await file.text(), 'application/xml');
    if (doc.getElementsByTagName('parsererror').length) throw new Error('not well-formed XML');
    return { features: kml(doc).features as Feature[], srid: 4326 };
  }
  if (extension === 'zip') {
    // loaded on demand: shpjs and its unzip are needed by this one path only
    const { parseZip } = await import('shpjs');
    const layers = await parseZip(await file.arrayBuffer());
    return { features: (Array.isArray(layers) ? layers : [layers]).flatMap((layer) => layer.features), srid: 4326 };
  }
  throw new AreaFileError('unsupported', file.name);
}

/**
 * The polygons of a GeoJSON (`.geojson`, `.json`), KML (`.kml`) or zipped Shapefile (`.zip`), in
 * WGS84. Throws {@link AreaFileError}: `too-large`, `unsupported` (another extension),
 * `unreadable` (broken JSON, XML or zip), `unknown-crs`, `lines-or-points`, `no-polygon`.
 */
export async function readAreaFile(file: File): Promise<AreaCandidate[]> {
  if (file.size > AREA_FILE_MAX_BYTES) throw new AreaFileError('too-large', file.name);
  let read: { features: Feature[]; srid: SupportedSrid };
  try {
    read = await readFeatures(file);
  } catch (error) {
    if (error instanceof AreaFileError) throw error;
    throw new AreaFileError('unreadable', file.name, [], error);
  }
  return candidatesOf(read.features, file.name, read.srid);
}

/**
 * The `footprint_wkt[eq]` value of the chosen candidates: one polygon as it is; several as one
 * MultiPolygon, which for the filter ("observations intersecting the area") is their union.
 * Coordinates to 7 decimals (about 1 cm).
 */
export function areaWkt(chosen: readonly AreaCandidate[]): string {
  if (chosen.length === 1) return writeWkt(chosen[0]!.geometry, 7);
  const polygons = chosen.flatMap((c) => (c.geometry.type === 'Polygon' ? [c.geometry.coordinates] : c.geometry.coordinates));
  return writeWkt({ type: 'MultiPolygon', coordinates: polygons }, 7);
}
