/**
 * Reading the demo resource files (`resources/demo/`, see its SOURCES.md for origin and licence).
 * CSVs are UTF-8 with a header row (RFC 4180, comma-separated; the GBIF occurrence file is
 * comma-separated too despite the usual tab-separated GBIF download format).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import type { FeatureCollection, MultiPolygon, Polygon } from 'geojson';

/** Absolute path of `<repo>/resources/demo` (resolved from this source file). */
export const DEFAULT_RESOURCES_DIR = fileURLToPath(new URL('../../../resources/demo/', import.meta.url));

/** One CSV row keyed by header; an empty cell is `''`. */
export type CsvRow = Record<string, string>;

/** Parses a CSV file with a header row. @throws when the file is missing or malformed. */
export function readCsv(path: string): CsvRow[] {
  return parse(readFileSync(path), { columns: true, bom: true, skip_empty_lines: true, relax_column_count: false }) as CsvRow[];
}

/** Properties of the swiss-maps 2024 admin-unit features. */
export interface AdminFeatureProps {
  bfs_nr: number;
  name: string;
  canton_nr?: number;
}

/** Reads a GeoJSON FeatureCollection of (Multi)Polygons (EPSG:4326). */
export function readAdminGeojson(path: string): FeatureCollection<Polygon | MultiPolygon, AdminFeatureProps> {
  return JSON.parse(readFileSync(path, 'utf8')) as FeatureCollection<Polygon | MultiPolygon, AdminFeatureProps>;
}

/** Paths of every demo resource file, relative to a resources dir. */
export function resourcePaths(dir: string) {
  return {
    vocabularies: join(dir, 'reference/vocabularies.csv'),
    taxa: join(dir, 'reference/taxa.csv'),
    habitats: join(dir, 'reference/habitats.csv'),
    cantonsCsv: join(dir, 'admin-units/cantons-2024.csv'),
    districtsCsv: join(dir, 'admin-units/districts-2024.csv'),
    municipalitiesCsv: join(dir, 'admin-units/municipalities-2024.csv'),
    cantonsGeojson: join(dir, 'admin-units/cantons-2024.wgs84.geojson'),
    districtsGeojson: join(dir, 'admin-units/districts-2024.wgs84.geojson'),
    municipalitiesGeojson: join(dir, 'admin-units/municipalities-2024.wgs84.geojson'),
    occurrences: join(dir, 'occurrences/occurrence-ticino.csv'),
    photos: join(dir, 'photos'),
  };
}
