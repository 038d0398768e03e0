/**
 * GeoJSON (RFC 7946, WGS84) FeatureCollections: one row per feature, its properties as columns
 * and its geometry as WKT in the column `footprint_wkt`.
 *
 * Parsed whole with JSON.parse, up to {@link GEOJSON_MAX_BYTES}: no streaming JSON parser is among
 * the project's dependencies, and feature collections large enough to matter are exported as CSV
 * or Darwin Core Archives; a larger file is refused with that advice rather than read into memory.
 */
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Feature, Geometry } from 'geojson';
import { writeWkt } from '../../../src-shared/domain/wkt.js';
import { SourceError, type ImportSource, type SourceRow } from './source.js';

/** The largest GeoJSON file read (bytes). */
export const GEOJSON_MAX_BYTES = 200 * 1024 * 1024;
/** The column holding each feature's geometry. */
export const GEOMETRY_COLUMN = 'footprint_wkt';

const propertyText = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

async function readFeatures(path: string, file_name: string): Promise<Feature[]> {
  const { size } = await stat(path);
  if (size === 0) throw new SourceError('empty-file', { file_name }, 'The file is empty.');
  if (size > GEOJSON_MAX_BYTES) {
    throw new SourceError('too-large', { file_name },
      `GeoJSON files are read up to ${GEOJSON_MAX_BYTES / 1024 / 1024} MB; export the data as CSV or a Darwin Core Archive instead.`);
  }
  let json: unknown;
  try {
    json = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new SourceError('bad-json', { file_name }, `Not valid JSON (${(error as Error).message}).`);
  }
  const collection = json as { type?: unknown; features?: unknown };
  if (collection.type === 'Feature') return [json as Feature];
  if (collection.type !== 'FeatureCollection' || !Array.isArray(collection.features)) {
    throw new SourceError('bad-json', { file_name }, 'Not a GeoJSON Feature or FeatureCollection.');
  }
  return collection.features as Feature[];
}

/**
 * Opens a GeoJSON file. Columns: every property name of any feature, in order of appearance,
 * then `footprint_wkt` (unless a property is named so).
 * @throws SourceError `empty-file`, `too-large`, `bad-json`.
 */
export async function openGeojson(path: string): Promise<ImportSource> {
  const file_name = basename(path);
  const features = await readFeatures(path, file_name);
  const columns = new Set<string>();
  for (const f of features) for (const key of Object.keys(f?.properties ?? {})) columns.add(key);
  columns.add(GEOMETRY_COLUMN);
  async function* rows(): AsyncGenerator<SourceRow> {
    for (const [i, feature] of features.entries()) {
      const values: Record<string, string> = {};
      for (const name of columns) values[name] = propertyText(feature?.properties?.[name]);
      const geometry = feature?.geometry as Geometry | null | undefined;
      if (geometry && !values[GEOMETRY_COLUMN]) {
        try {
          values[GEOMETRY_COLUMN] = writeWkt(geometry);
        } catch (error) {
          throw new SourceError('bad-json', { file_name, row: i + 1, column: 'geometry' }, `The geometry cannot be read (${(error as Error).message}).`);
        }
      }
      yield { row_number: i + 1, values };
    }
  }
  return { format: 'geojson', file_name, encoding: 'utf-8', columns: [...columns], skipped: [], rows };
}
