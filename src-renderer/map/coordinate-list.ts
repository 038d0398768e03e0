/**
 * The footprint editor's coordinate list: one vertex per line, in LV95 (EPSG:2056) or WGS84
 * (EPSG:4326), formatted for the UI language and parsed back. Vertices travel as WGS84
 * `[lon, lat]` (EPSG:4326), the CRS of `footprint_wkt`. Pure, no OpenLayers.
 */
import { formatLv95, formatWgs84, parseLv95, parseWgs84, type CoordinateParseError, type HemisphereLetters } from './coordinate-format.js';
import { lv95ToWgs84, wgs84ToLv95, type XY } from './crs.js';

/** The CRS the user types coordinates in. */
export type EntryCrs = 'lv95' | 'wgs84';

/** Decimals in the list: LV95 to the decimetre, WGS84 to 6 places (about 10 cm). */
const DIGITS: Readonly<Record<EntryCrs, number>> = { lv95: 1, wgs84: 6 };

/** The vertices `[lon, lat]` (EPSG:4326) as lines in `crs`, formatted for `locale`. */
export function formatVertexLines(vertices: readonly XY[], crs: EntryCrs, locale: string, letters: HemisphereLetters): string {
  return vertices
    .map((vertex) => (crs === 'lv95' ? formatLv95(wgs84ToLv95(vertex), locale, DIGITS.lv95) : formatWgs84(vertex, locale, letters, DIGITS.wgs84)))
    .join('\n');
}

/** A line that could not be read: its number (from 1) and why. */
export interface VertexLineError {
  line: number;
  error: CoordinateParseError;
}

/** The result of reading a coordinate list. */
export type VertexLinesParse = { ok: true; vertices: XY[] } | { ok: false; errors: VertexLineError[] };

/**
 * Reads one vertex per non-empty line in `crs` and returns them as `[lon, lat]` (EPSG:4326).
 * Every unreadable line is reported, by its line number in the text.
 */
export function parseVertexLines(text: string, crs: EntryCrs, letters: HemisphereLetters): VertexLinesParse {
  const vertices: XY[] = [];
  const errors: VertexLineError[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (!line.trim()) return;
    const parsed = crs === 'lv95' ? parseLv95(line) : parseWgs84(line, letters);
    if (!parsed.ok) errors.push({ line: index + 1, error: parsed.error });
    else vertices.push(crs === 'lv95' ? lv95ToWgs84(parsed.value) : parsed.value);
  });
  return errors.length ? { ok: false, errors } : { ok: true, vertices };
}
