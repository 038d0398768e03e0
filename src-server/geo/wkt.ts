/**
 * WKT ⇄ GeoJSON for `footprint_wkt`, the only geometry input of the interface (EPSG:4326,
 * longitude then latitude, degrees). Parsing is done by `betterknown`; this module adds the
 * strictness the library leaves out (trailing garbage, malformed numbers, ranges, rings).
 *
 * Accepted input (decision, see docs/interface-notes.md):
 * - POINT, LINESTRING, POLYGON, MULTIPOINT (with or without parentheses around each point),
 *   MULTILINESTRING, MULTIPOLYGON and GEOMETRYCOLLECTION of those; keywords case-insensitive;
 *   any whitespace (spaces, tabs, new lines) between tokens.
 * - An optional EWKT prefix `SRID=4326;` is tolerated; any other SRID is refused.
 * - 2-D coordinates only (no Z or M): elevation has its own fields.
 */
import type { Geometry, Position } from 'geojson';
import { wktToGeoJSON } from 'betterknown';

/**
 * Thrown for any geometry the service cannot accept. `message` is plain English and names
 * what is wrong (it is meant to be shown to the caller, e.g. in a 422 `errors[].message`).
 */
export class GeometryInputError extends Error {
  override readonly name = 'GeometryInputError';
  constructor(message: string) {
    super(message);
  }
}

const KEYWORDS = new Set([
  'POINT', 'LINESTRING', 'POLYGON', 'MULTIPOINT', 'MULTILINESTRING', 'MULTIPOLYGON', 'GEOMETRYCOLLECTION', 'EMPTY',
]);
/** One token: a keyword, a decimal number (optional sign and exponent), or punctuation. */
const TOKEN = /\s*(?:([A-Za-z]+)|([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)|([(),]))/y;
const REST_IS_BLANK = /\s*$/y;
const SRID_PREFIX = /^\s*SRID\s*=\s*([^;]*);/i;

/** Lexical check of the whole string; returns how many numbers it holds. Throws GeometryInputError. */
function scan(wkt: string): number {
  TOKEN.lastIndex = 0;
  let depth = 0;
  let numbers = 0;
  let closed = false;
  let pos = 0;
  while (pos < wkt.length) {
    REST_IS_BLANK.lastIndex = pos;
    if (REST_IS_BLANK.test(wkt)) break;
    TOKEN.lastIndex = pos;
    const m = TOKEN.exec(wkt);
    if (!m) throw new GeometryInputError(`Invalid WKT: unexpected character "${wkt.slice(pos).trim().charAt(0)}" at position ${pos + 1}.`);
    pos = TOKEN.lastIndex;
    if (closed) throw new GeometryInputError('Invalid WKT: unexpected text after the end of the geometry.');
    const [, word, num, punct] = m;
    if (word !== undefined) {
      const upper = word.toUpperCase();
      if (upper === 'Z' || upper === 'M' || upper === 'ZM') {
        throw new GeometryInputError('Only 2-D coordinates (longitude latitude) are accepted; remove the Z/M values.');
      }
      if (!KEYWORDS.has(upper)) throw new GeometryInputError(`Invalid WKT: unknown word "${word}".`);
      if (upper === 'EMPTY' && depth === 0) throw new GeometryInputError('The geometry is empty.');
    } else if (num !== undefined) {
      numbers++;
    } else if (punct === '(') {
      depth++;
    } else if (punct === ')') {
      depth--;
      if (depth < 0) throw new GeometryInputError('Invalid WKT: unbalanced parentheses.');
      if (depth === 0) closed = true;
    }
  }
  if (depth !== 0 || !closed) throw new GeometryInputError('Invalid WKT: unbalanced or missing parentheses.');
  return numbers;
}

function checkPosition(p: Position): void {
  const [lon, lat] = p as [number, number];
  if (!Number.isFinite(lon) || !Number.isFinite(lat)) throw new GeometryInputError('Coordinates must be finite numbers.');
  if (lon < -180 || lon > 180) throw new GeometryInputError(`Longitude ${lon} is outside [-180, 180] (WKT order is longitude latitude, EPSG:4326).`);
  if (lat < -90 || lat > 90) throw new GeometryInputError(`Latitude ${lat} is outside [-90, 90] (WKT order is longitude latitude, EPSG:4326).`);
}

function checkLine(line: Position[]): void {
  if (line.length < 2) throw new GeometryInputError('A line needs at least 2 positions.');
  for (const p of line) checkPosition(p);
}

function checkRings(rings: Position[][]): void {
  if (rings.length === 0) throw new GeometryInputError('A polygon needs at least one ring.');
  for (const ring of rings) {
    if (ring.length < 4) throw new GeometryInputError(`A polygon ring needs at least 4 positions (it has ${ring.length}).`);
    for (const p of ring) checkPosition(p);
    const first = ring[0] as Position;
    const last = ring[ring.length - 1] as Position;
    if (first[0] !== last[0] || first[1] !== last[1]) {
      throw new GeometryInputError('A polygon ring is not closed: its first and last positions must be equal.');
    }
  }
}

/** Validates a parsed geometry; returns how many numbers it holds (2 per position). */
function check(g: Geometry): number {
  switch (g.type) {
    case 'Point':
      checkPosition(g.coordinates);
      return 2;
    case 'MultiPoint':
      if (g.coordinates.length === 0) throw new GeometryInputError('The geometry is empty.');
      for (const p of g.coordinates) checkPosition(p);
      return 2 * g.coordinates.length;
    case 'LineString':
      checkLine(g.coordinates);
      return 2 * g.coordinates.length;
    case 'MultiLineString':
      if (g.coordinates.length === 0) throw new GeometryInputError('The geometry is empty.');
      for (const l of g.coordinates) checkLine(l);
      return g.coordinates.reduce((n, l) => n + 2 * l.length, 0);
    case 'Polygon':
      checkRings(g.coordinates);
      return g.coordinates.reduce((n, r) => n + 2 * r.length, 0);
    case 'MultiPolygon': {
      if (g.coordinates.length === 0) throw new GeometryInputError('The geometry is empty.');
      let n = 0;
      for (const poly of g.coordinates) {
        checkRings(poly);
        n += poly.reduce((m, r) => m + 2 * r.length, 0);
      }
      return n;
    }
    case 'GeometryCollection':
      if (g.geometries.length === 0) throw new GeometryInputError('The geometry is empty.');
      return g.geometries.reduce((m, member) => m + check(member), 0);
  }
}

/**
 * Parses `footprint_wkt` into a GeoJSON geometry (EPSG:4326, [longitude, latitude] in degrees).
 *
 * @throws GeometryInputError when the text is not valid WKT, has an SRID other than 4326, is
 *   empty (`POINT EMPTY`, also inside collections), carries Z/M values or non-finite numbers,
 *   has a longitude outside [-180, 180] or a latitude outside [-90, 90], a line with fewer than
 *   2 positions, or a polygon ring with fewer than 4 positions or not closed.
 */
export function parseFootprintWkt(wkt: string): Geometry {
  if (typeof wkt !== 'string' || wkt.trim() === '') throw new GeometryInputError('The geometry is empty.');
  let text = wkt;
  const srid = SRID_PREFIX.exec(text);
  if (srid) {
    if ((srid[1] ?? '').trim() !== '4326') {
      throw new GeometryInputError(`Only SRID=4326 (WGS84 longitude/latitude) is accepted, not SRID=${(srid[1] ?? '').trim()}.`);
    }
    text = text.slice(srid[0].length);
  }
  const numbers = scan(text);
  let geometry: Geometry | null;
  try {
    // betterknown only skips spaces; normalise other whitespace first.
    geometry = wktToGeoJSON(text.replace(/\s+/g, ' ').trim());
  } catch (e) {
    const detail = e instanceof Error ? e.message.toLowerCase() : 'syntax error';
    throw new GeometryInputError(`Invalid WKT: ${detail}.`);
  }
  if (!geometry) throw new GeometryInputError('The geometry is empty.');
  if (check(geometry) !== numbers) throw new GeometryInputError('Invalid WKT: malformed coordinate list.');
  return geometry;
}

// Writing is src-shared/domain/wkt.ts `writeWkt` (the same library for every side).
export { writeWkt as geometryToWkt } from '../../src-shared/domain/wkt.js';
