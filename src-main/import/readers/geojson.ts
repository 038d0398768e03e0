/**
 * GeoJSON (RFC 7946, WGS84) FeatureCollections: one row per feature, its properties as columns
 * and its geometry as WKT in the column `footprint_wkt`.
 *
 * Streamed with stream-json: a FeatureCollection's features are assembled one at a time, so a
 * collection of any size is read in flat memory (issue 14 "1 GB file"). Opening reads the file
 * once for the column names (the properties of every feature); each `rows()` reads it again. A
 * file that is a single Feature is small by nature and read whole, up to
 * {@link GEOJSON_FEATURE_MAX_BYTES}. Invalid JSON (a truncated file, a stray character) is told
 * with its line, column and byte, found by stream-json's verifier once the parser has failed.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Feature, Geometry } from 'geojson';
import chain from 'stream-chain';
import { parser } from 'stream-json';
import { pick } from 'stream-json/filters/pick.js';
import { streamValues } from 'stream-json/streamers/stream-values.js';
import { verifier } from 'stream-json/utils/verifier.js';
import { writeWkt } from '../../../src-shared/domain/wkt.js';
import { SourceError, type ImportSource, type SourceRow } from './source.js';

/** The largest file holding a single Feature (bytes); a FeatureCollection has no limit. */
export const GEOJSON_FEATURE_MAX_BYTES = 200 * 1024 * 1024;
/** The column holding each feature's geometry. */
export const GEOMETRY_COLUMN = 'footprint_wkt';

const propertyText = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** Where the JSON of `path` stops being valid: its line, column and byte, else null (it is valid). */
async function invalidAt(path: string): Promise<{ line: number; pos: number; offset: number; message: string } | null> {
  try {
    for await (const _ of chain([createReadStream(path), verifier()])) void _;
    return null;
  } catch (error) {
    const { line, pos, offset, message } = error as Error & { line?: number; pos?: number; offset?: number };
    return line === undefined ? null : { line, pos: pos ?? 0, offset: offset ?? 0, message: message.replace(/^ERROR at [^:]*: /, '').replace(/^Verifier /, '') };
  }
}

/**
 * A parse failure as a SourceError naming the file and the position. Not the feature: the
 * parser reads ahead by a chunk, so the features handed out so far do not tell where it failed.
 */
async function badJson(path: string, file_name: string, cause: unknown): Promise<SourceError> {
  const at = await invalidAt(path);
  const where = at ? ` at line ${at.line}, column ${at.pos} (byte ${at.offset})` : '';
  const reason = at?.message ?? (cause instanceof Error ? cause.message : String(cause));
  return new SourceError('bad-json', { file_name }, `Not valid JSON${where}: ${reason}.`.replace(/\.\.$/, '.'));
}

/**
 * The top-level `type` and the features of the file, one at a time: a FeatureCollection's
 * `features[i]` streamed, a single Feature read whole. Throws SourceError `bad-json` (naming
 * the position) or `too-large` (a single Feature over the limit).
 */
async function* features(path: string, file_name: string): AsyncGenerator<Feature> {
  let type: unknown;
  let count = 0;
  const picked = chain([
    createReadStream(path),
    parser(),
    pick({ filter: (stack: readonly (string | number | null)[]) => (stack.length === 1 && stack[0] === 'type') || (stack.length === 2 && stack[0] === 'features' && typeof stack[1] === 'number') }),
    streamValues(),
  ]);
  try {
    for await (const { value } of picked as AsyncIterable<{ value: unknown }>) {
      if (typeof value === 'string') type = value;
      else {
        count += 1;
        yield value as Feature;
      }
    }
  } catch (error) {
    throw await badJson(path, file_name, error);
  }
  if (type === 'Feature' && count === 0) {
    if ((await stat(path)).size > GEOJSON_FEATURE_MAX_BYTES) {
      throw new SourceError('too-large', { file_name }, `A single GeoJSON Feature is read up to ${GEOJSON_FEATURE_MAX_BYTES / 1024 / 1024} MB.`);
    }
    yield JSON.parse(await readFile(path, 'utf8')) as Feature;
  } else if (type !== 'FeatureCollection') {
    throw new SourceError('bad-json', { file_name }, 'Not a GeoJSON Feature or FeatureCollection.');
  }
}

/**
 * Opens a GeoJSON file. Columns: every property name of any feature, in order of appearance,
 * then `footprint_wkt` (unless a property is named so).
 * @throws SourceError `empty-file`, `too-large`, `bad-json` (the line, column and byte in the message).
 */
export async function openGeojson(path: string): Promise<ImportSource> {
  const file_name = basename(path);
  if ((await stat(path)).size === 0) throw new SourceError('empty-file', { file_name }, 'The file is empty.');
  const columns = new Set<string>();
  for await (const feature of features(path, file_name)) for (const key of Object.keys(feature?.properties ?? {})) columns.add(key);
  columns.add(GEOMETRY_COLUMN);
  async function* rows(): AsyncGenerator<SourceRow> {
    let row_number = 0;
    for await (const feature of features(path, file_name)) {
      row_number += 1;
      const values: Record<string, string> = {};
      for (const name of columns) values[name] = propertyText(feature?.properties?.[name]);
      const geometry = feature?.geometry as Geometry | null | undefined;
      if (geometry && !values[GEOMETRY_COLUMN]) {
        try {
          values[GEOMETRY_COLUMN] = writeWkt(geometry);
        } catch (error) {
          throw new SourceError('bad-json', { file_name, row: row_number, column: 'geometry' }, `The geometry cannot be read (${(error as Error).message}).`);
        }
      }
      yield { row_number, values };
    }
  }
  return { format: 'geojson', file_name, encoding: 'utf-8', columns: [...columns], skipped: [], rows };
}
