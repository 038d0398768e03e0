/**
 * The SQL differences between the two stores, for the SQL the repositories share (docs/storage.md).
 * Shared SQL is written in SQLite's spelling with `?` placeholders and portable constructs
 * (`TRUE`/`FALSE`, `COALESCE`, `IS DISTINCT FROM`, `RETURNING`, `fold(text)`, which both stores
 * define); what has no common spelling goes through one of these functions. The PostgreSQL
 * runner turns `?` into `$n` ({@link numberPlaceholders}).
 */

import { NEAREST_FALLBACK_METRES } from '../geo/admin-units.js';

/** Which store a piece of SQL runs on. */
export type DialectName = 'sqlite' | 'postgres';

/** SQL spellings that differ between SQLite and PostgreSQL 15. */
export interface Dialect {
  readonly name: DialectName;
  /**
   * Whether the store reads `<column> DESC NULLS LAST, <key> DESC` of a nullable column from its
   * ascending index `(<column>, <key>)`. SQLite: yes (its NULLs sort first, so that order is the
   * index read backwards). PostgreSQL: no (a backward scan gives `DESC NULLS FIRST`); its lists
   * read such an order in two parts instead, the rows with a value and then those without
   * (query/list.ts `keysInOrder`, `firstRowsWindow`), so that the column needs no descending twin.
   */
  readonly nullsLastDescFromIndex: boolean;
  /**
   * `expr` is one of the values of one parameter (given to the runner as a JS array, see
   * {@link Dialect.listParam}). SQLite: `IN (SELECT value FROM json_each(?))`, one prepared
   * statement whatever the list's length; PostgreSQL: `= ANY(?)`.
   */
  inList(expr: string): string;
  /** The parameter value for {@link Dialect.inList}: JSON text on SQLite, the array itself on PostgreSQL. */
  listParam(values: readonly unknown[]): unknown;
  /**
   * `expr` is one of the values the uncorrelated sub-query `select` gives (one column). SQLite:
   * `IN (…)`; PostgreSQL: `= ANY(ARRAY(…))`, the sub-query run once before the scan (an InitPlan)
   * rather than a semi-join that its planner turned into one bitmap scan per value.
   */
  inSelect(expr: string, select: string): string;
  /** A case-insensitive sort key of text `expr` (SQLite: `COLLATE NOCASE`, ASCII only; PostgreSQL: `lower()`). */
  nocase(expr: string): string;
  /** Text instant `expr` (ISO 8601 with any offset) as UTC ISO 8601 with milliseconds and `Z`, comparable as text. */
  utcIso(expr: string): string;
  /**
   * Appended to a `SELECT` of one row inside a transaction that will write it (a version check):
   * PostgreSQL locks the row (`FOR UPDATE`); SQLite's `BEGIN IMMEDIATE` already holds the write lock.
   */
  forUpdate: string;
  /** A JSON array text of one object per row (`pairs`: `'key', expr, …`) in `order`, for a scalar sub-query; no rows: `[]` or NULL. */
  jsonArrayOfObjects(pairs: string, order: string): string;
  /** A JSON object text of `pairs` (`'key', expr, …`) of one row; SQL NULL values become JSON null. */
  jsonObject(pairs: string): string;
  /** A JSON array text of `value` over the rows of `from` (a `FROM … WHERE …` body) in `order`, `[]` when none: a scalar sub-query. */
  jsonArrayOf(value: string, from: string, order: string): string;
  /**
   * Rows whose geometry `geometryColumn` (EPSG:4326) intersects the filter polygon given as WKT in
   * one parameter; `undefined` on SQLite, where query/spatial.ts filters through the R*Tree, Geopoly
   * and turf instead. PostgreSQL: `ST_Intersects`, which reads the GiST index through `&&`.
   */
  intersectsWkt?(geometryColumn: string): string;
  /**
   * A statement giving `municipality_id`, `district_id`, `canton_id` of the municipality at a point
   * (parameters: longitude, latitude, EPSG:4326 degrees), with the nearest-municipality fallback of
   * geo/admin-units.ts; no row outside Switzerland. `undefined` on SQLite, where the service's
   * in-memory index (geo/admin-units.ts) locates; PostgreSQL: a spatial join on the GiST index.
   */
  administrativeUnitsAt?: string;
}

/** SQLite 3.53 (better-sqlite3): the spellings of the code before the store split, unchanged. */
export const sqliteDialect: Dialect = {
  name: 'sqlite',
  nullsLastDescFromIndex: true,
  inList: (expr) => `${expr} IN (SELECT value FROM json_each(?))`,
  listParam: (values) => JSON.stringify(values),
  inSelect: (expr, select) => `${expr} IN (${select})`,
  nocase: (expr) => `${expr} COLLATE NOCASE`,
  utcIso: (expr) => `strftime('%Y-%m-%dT%H:%M:%fZ', ${expr})`,
  forUpdate: '',
  jsonArrayOfObjects: (pairs, order) => `json_group_array(json_object(${pairs}) ORDER BY ${order})`,
  jsonObject: (pairs) => `json_object(${pairs})`,
  jsonArrayOf: (value, from, order) => `(SELECT json_group_array(${value}) FROM (SELECT ${value} ${from} ORDER BY ${order}))`,
};

/** PostgreSQL 15: arrays for lists; instants stored as ISO text (see the migrations) are cast to `timestamptz`. */
export const postgresDialect: Dialect = {
  name: 'postgres',
  nullsLastDescFromIndex: false,
  inList: (expr) => `${expr} = ANY(?)`,
  listParam: (values) => [...values],
  // The rights scope (`dataset_id IN (SELECT project_id FROM policies …)`) as a semi-join was a
  // nested loop over the caller's projects, each running the filter's whole bitmap scan again
  // (the GiST index five times for five projects): a new filter's count at 1,000,000
  // observations took 4.5–5.9 s that way and 2.3–3.1 s with the projects as one array.
  inSelect: (expr, select) => `${expr} = ANY(ARRAY(${select}))`,
  nocase: (expr) => `lower(${expr})`,
  utcIso: (expr) => `to_char((${expr})::timestamptz AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  forUpdate: ' FOR UPDATE',
  jsonArrayOfObjects: (pairs, order) => `json_agg(json_build_object(${pairs}) ORDER BY ${order})::text`,
  jsonObject: (pairs) => `json_build_object(${pairs})::text`,
  // Joined by hand rather than json_agg, whose text puts a space after each comma (`[1, 2]`): the
  // same text as SQLite's, for whatever reads it as it is (the observation page parses it, observationPageJson).
  jsonArrayOf: (value, from, order) =>
    `(SELECT coalesce('[' || string_agg(coalesce(to_json(${value})::text, 'null'), ',' ORDER BY ${order}) || ']', '[]') ${from})`,
  intersectsWkt: (geometryColumn) => `ST_Intersects(${geometryColumn}, ST_GeomFromText(?, 4326))`,
  // A polygon covering the point wins; else the nearest boundary within NEAREST_FALLBACK_METRES
  // (2,000 m), found among the polygons whose box is within 0.03° (≥ 2 km in longitude up to 48° N,
  // Switzerland's northern tip) so that the GiST index picks the candidates.
  administrativeUnitsAt: `WITH p AS (SELECT ST_SetSRID(ST_MakePoint(?, ?), 4326) AS g)
    SELECT u.id AS municipality_id, u.district_id, u.canton_id FROM administrative_units u, p
    WHERE u.unit_type = 'municipality' AND u.geometry && ST_Expand(p.g, 0.03) AND ST_DWithin(u.geometry::geography, p.g::geography, ${NEAREST_FALLBACK_METRES})
    ORDER BY ST_Covers(u.geometry, p.g) DESC, ST_Distance(u.geometry::geography, p.g::geography), u.id LIMIT 1`,
};

/**
 * `sql` with each `?` placeholder outside quoted text and identifiers numbered `$1`, `$2` …
 * (PostgreSQL's form). Throws when a quote is left open, so a broken statement fails here and
 * not with a confusing server message.
 */
export function numberPlaceholders(sql: string): string {
  let out = '';
  let n = 0;
  let quote: string | null = null;
  for (const c of sql) {
    if (quote) {
      if (c === quote) quote = null;
      out += c;
    } else if (c === "'" || c === '"') {
      quote = c;
      out += c;
    } else if (c === '?') {
      out += `$${++n}`;
    } else {
      out += c;
    }
  }
  if (quote) throw new Error(`Unterminated ${quote} in SQL: ${sql}`);
  return out;
}
