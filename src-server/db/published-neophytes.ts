/**
 * What the public neophyte endpoints sort, page and count on, stored with each observation and
 * kept by triggers (SQLite here; PostgreSQL: migration 040_published_neophytes.sql), so that a
 * public list neither computes the published date of every row nor counts the public records per
 * request (issue 11 §4; at 100,000 observations the list took 1.3 s):
 * - `observations.is_neophyte` (1/0): its taxon or the taxon's accepted taxon is a neophyte
 *   (`taxa.neophyte = 1`), or it carries neophyte control data (a `neophytes` row). Together with
 *   `projects.is_public` this is the public neophyte scope (domain/neophyte-public.ts).
 * - `observations.published_event_date_utc`: the event instant as published (issue 11's privacy
 *   rule), UTC ISO 8601 text comparable as text: a project rounding dates to the month or year
 *   publishes midnight Europe/Zurich of that month's or year's first day, otherwise the
 *   observation's own `event_date_utc`.
 * - `observations.published_event_day`: the event day as published, `YYYY-MM-DD` (the first of
 *   the month or year when the project rounds, else the day `event_date` names), which the day
 *   filters of the public endpoints compare, on a partial index, rather than computing it per row.
 * - Partial indexes of the neophyte observations on each sortable column: a page sorted on any
 *   of them is read in index order.
 * - `neophyte_counts`: observations with `is_neophyte = 1` per project, so `X-Total` of the public
 *   lists sums a handful of rows.
 * The triggers follow every write that changes one of these: the observation's taxon, date or
 * project, a project's `date_rounding`, a taxon's `neophyte` flag or accepted taxon, control data
 * added or removed. A bulk load drops them: its rows carry their values (published-values.ts) and
 * BULK_NEOPHYTE_COUNTS_TRIGGER_SQL counts them (db/bulk-load.ts).
 */
import type { Db } from './open.js';
import { NEOPHYTE_TAXA_SQL, PROJECT_ROUNDING_SQL, type PublishingData } from './published-values.js';
import { finestCellColumnSql, finestCellRowSql } from './observation-cells.js';

/** Name of the index of the neophyte observations by finest grid cell (SQLite), which the public neophyte tiles read. */
export const NEOPHYTE_CELLS_INDEX = 'neophytes_finest_cell';

/** SQL condition: taxon `taxonId` (an SQL expression) or its accepted taxon is a neophyte. */
const taxonIsNeophyteSql = (taxonId: string): string => `EXISTS (SELECT 1 FROM taxa t LEFT JOIN taxa ta ON ta.id = t.accepted_taxon_id
    WHERE t.id = ${taxonId} AND (t.neophyte = 1 OR ta.neophyte = 1))`;

/** SQL: 1 when observation `row` (its `taxon_id`, `occurrence_id`) is a neophyte observation, else 0. */
const isNeophyteSql = (row: string): string => `(CASE WHEN ${taxonIsNeophyteSql(`${row}.taxon_id`)}
  OR EXISTS (SELECT 1 FROM neophytes n WHERE n.occurrence_id = ${row}.occurrence_id) THEN 1 ELSE 0 END)`;

/** SQL: the `date_rounding` of the project of observation `row`. */
const roundingOf = (row: string): string => `(SELECT p.date_rounding FROM projects p WHERE p.id = ${row}.dataset_id)`;

/** Reads the {@link PublishingData} of SQLite's bulk load (seed/writer.ts works out each row's published values from it). */
export function readPublishingData(db: Db): PublishingData {
  return {
    neophyteTaxa: db.prepare(NEOPHYTE_TAXA_SQL).pluck().all() as number[],
    rounding: db.prepare(PROJECT_ROUNDING_SQL).raw().all() as Array<[number, string]>,
  };
}

/**
 * Keeps `neophyte_counts` during a bulk load (db/bulk-load.ts), which drops the triggers above:
 * the inserted rows carry their stored columns already (published-values.ts). PUBLISHED_NEOPHYTES_SQL
 * drops it again, so it never outlives a load, even one cut short (the next open runs the schema).
 */
export const BULK_NEOPHYTE_COUNTS_TRIGGER_SQL = /* sql */ `
CREATE TRIGGER IF NOT EXISTS observations_bulk_neophyte_counts AFTER INSERT ON observations WHEN NEW.is_neophyte = 1 BEGIN
  INSERT INTO neophyte_counts (dataset_id, observations) VALUES (NEW.dataset_id, 1)
    ON CONFLICT DO UPDATE SET observations = observations + 1;
END;`;

/**
 * SQL (SQLite): the published UTC instant of observation `row` under rounding `rounding`. A first
 * of month is in Swiss summer time (UTC+2) exactly from April to October (the switches fall on the
 * last Sundays of March and October), so the offset needs no time-zone table.
 */
export function publishedEventDateUtcSql(row: string, rounding: string): string {
  const day = `(CASE ${rounding} WHEN 'month' THEN substr(${row}.event_date, 1, 7) || '-01' ELSE substr(${row}.event_date, 1, 4) || '-01-01' END)`;
  return `(CASE WHEN ${rounding} IN ('month', 'year') THEN strftime('%Y-%m-%dT%H:%M:%fZ', ${day},
    CASE WHEN CAST(substr(${day}, 6, 2) AS INTEGER) BETWEEN 4 AND 10 THEN '-2 hours' ELSE '-1 hours' END) ELSE ${row}.event_date_utc END)`;
}

/** SQL (SQLite): the published day (`YYYY-MM-DD`) of observation `row` under rounding `rounding`. */
export function publishedEventDaySql(row: string, rounding: string): string {
  return `(CASE ${rounding} WHEN 'month' THEN substr(${row}.event_date, 1, 7) || '-01'
    WHEN 'year' THEN substr(${row}.event_date, 1, 4) || '-01-01' ELSE substr(${row}.event_date, 1, 10) END)`;
}

/** SQL (SQLite): `SET` assignments of both published date columns of `row` under rounding `rounding`. */
const publishedDatesSql = (row: string, rounding: string): string =>
  `published_event_date_utc = ${publishedEventDateUtcSql(row, rounding)}, published_event_day = ${publishedEventDaySql(row, rounding)}`;


const republishRow = (row: string): string => `UPDATE observations SET is_neophyte = ${isNeophyteSql(row)},
    ${publishedDatesSql(row, roundingOf(row))} WHERE occurrence_id = ${row}.occurrence_id;`;

/** The SQLite schema of the stored published values (part of SCHEMA_SQL, after `observations`, `neophytes` and `taxa`). */
export const PUBLISHED_NEOPHYTES_SQL = /* sql */ `
-- The sortable columns of the public lists (src-shared/filters/neophytes.ts) over the neophyte
-- observations only: a page in any order reads the first entries of one of these.
CREATE INDEX IF NOT EXISTS neophytes_by_occurrence_id ON observations(occurrence_id) WHERE is_neophyte = 1;
CREATE INDEX IF NOT EXISTS neophytes_by_published_event_date ON observations(published_event_date_utc) WHERE is_neophyte = 1;
-- The day filters of the public endpoints (event_date=YYYY-MM-DD and its comparisons).
CREATE INDEX IF NOT EXISTS neophytes_by_published_event_day ON observations(published_event_day) WHERE is_neophyte = 1;
CREATE INDEX IF NOT EXISTS neophytes_by_taxon ON observations(taxon_id) WHERE is_neophyte = 1;
CREATE INDEX IF NOT EXISTS neophytes_by_municipality ON observations(municipality_id) WHERE is_neophyte = 1;
CREATE INDEX IF NOT EXISTS neophytes_by_v_presence_status ON observations(v_presence_status) WHERE is_neophyte = 1;
-- The public neophyte cluster tiles (domain/neophyte-grid.ts): a filter's points in grid cell order,
-- a stripe of columns one stretch of it, with what the cells fold and the common filters.
CREATE INDEX IF NOT EXISTS ${NEOPHYTE_CELLS_INDEX} ON observations(${finestCellColumnSql()}, ${finestCellRowSql()},
  dataset_id, published_event_day, event_type, v_presence_status, taxon_id, decimal_longitude, decimal_latitude) WHERE is_neophyte = 1;
DROP TRIGGER IF EXISTS observations_bulk_neophyte_counts;
CREATE TABLE IF NOT EXISTS neophyte_counts (
  dataset_id INTEGER PRIMARY KEY,
  observations INTEGER NOT NULL
);
-- Counted as inserted, then the UPDATE below corrects it through neophyte_counts_change.
CREATE TRIGGER IF NOT EXISTS observations_publish_insert AFTER INSERT ON observations BEGIN
  INSERT INTO neophyte_counts (dataset_id, observations) VALUES (NEW.dataset_id, NEW.is_neophyte)
    ON CONFLICT DO UPDATE SET observations = observations + excluded.observations;
  ${republishRow('NEW')}
END;
CREATE TRIGGER IF NOT EXISTS observations_publish_update AFTER UPDATE OF taxon_id, event_date, event_date_utc, dataset_id ON observations BEGIN
  ${republishRow('NEW')}
END;
CREATE TRIGGER IF NOT EXISTS neophyte_counts_change AFTER UPDATE OF is_neophyte, dataset_id ON observations
  WHEN OLD.is_neophyte IS NOT NEW.is_neophyte OR OLD.dataset_id IS NOT NEW.dataset_id BEGIN
  UPDATE neophyte_counts SET observations = observations - OLD.is_neophyte WHERE dataset_id = OLD.dataset_id;
  INSERT INTO neophyte_counts (dataset_id, observations) VALUES (NEW.dataset_id, NEW.is_neophyte)
    ON CONFLICT DO UPDATE SET observations = observations + excluded.observations;
END;
CREATE TRIGGER IF NOT EXISTS neophyte_counts_delete AFTER DELETE ON observations WHEN OLD.is_neophyte = 1 BEGIN
  UPDATE neophyte_counts SET observations = observations - 1 WHERE dataset_id = OLD.dataset_id;
END;
CREATE TRIGGER IF NOT EXISTS projects_publish_dates AFTER UPDATE OF date_rounding ON projects
  WHEN OLD.date_rounding IS NOT NEW.date_rounding BEGIN
  UPDATE observations SET ${publishedDatesSql('observations', 'NEW.date_rounding')} WHERE dataset_id = NEW.id;
END;
CREATE TRIGGER IF NOT EXISTS taxa_publish_neophytes AFTER UPDATE OF neophyte, accepted_taxon_id ON taxa BEGIN
  UPDATE observations SET is_neophyte = ${isNeophyteSql('observations')}
    WHERE taxon_id = NEW.id OR taxon_id IN (SELECT id FROM taxa WHERE accepted_taxon_id = NEW.id);
END;
CREATE TRIGGER IF NOT EXISTS neophytes_publish_insert AFTER INSERT ON neophytes BEGIN
  UPDATE observations SET is_neophyte = 1 WHERE occurrence_id = NEW.occurrence_id;
END;
CREATE TRIGGER IF NOT EXISTS neophytes_publish_delete AFTER DELETE ON neophytes BEGIN
  UPDATE observations SET is_neophyte = ${isNeophyteSql('observations')} WHERE occurrence_id = OLD.occurrence_id;
END;
`;

/** The triggers that write the published dates: replaced (dropped, then made again by SCHEMA_SQL) when a column is added. */
const PUBLISHING_TRIGGERS = ['observations_publish_insert', 'observations_publish_update', 'projects_publish_dates'];

/**
 * Adds the stored columns to the `observations` table of a database made before they existed
 * (SQLite's `CREATE TABLE IF NOT EXISTS` leaves an existing table as it is); runs before
 * SCHEMA_SQL, whose indexes name them. When one was added, the triggers that write them are
 * dropped (SCHEMA_SQL makes them again, `IF NOT EXISTS` would keep the old ones) and meta
 * `published_neophytes` cleared, so that {@link republishNeophytes} fills them.
 */
export function addPublishedColumns(db: Db): void {
  const columns = db.prepare("SELECT name FROM pragma_table_info('observations')").pluck().all() as string[];
  if (columns.length === 0) return;
  const missing = [['is_neophyte', 'INTEGER NOT NULL DEFAULT 0'], ['published_event_date_utc', 'TEXT'], ['published_event_day', 'TEXT']]
    .filter(([name]) => !columns.includes(name!));
  if (missing.length === 0) return;
  db.transaction(() => {
    for (const [name, type] of missing) db.exec(`ALTER TABLE observations ADD COLUMN ${name} ${type}`);
    for (const name of PUBLISHING_TRIGGERS) db.exec(`DROP TRIGGER IF EXISTS ${name}`);
    db.exec("DELETE FROM meta WHERE key = 'published_neophytes'");
  })();
}

/**
 * Fills `is_neophyte`, `published_event_date_utc` and `neophyte_counts` from the data in one
 * transaction, for a database made before they existed (meta `published_neophytes` unset).
 */
export function republishNeophytes(db: Db): void {
  db.transaction(() => {
    db.exec(`UPDATE observations SET is_neophyte = ${isNeophyteSql('observations')}, ${publishedDatesSql('observations', roundingOf('observations'))};
      DELETE FROM neophyte_counts;
      INSERT INTO neophyte_counts (dataset_id, observations) SELECT dataset_id, sum(is_neophyte) FROM observations GROUP BY dataset_id;
      INSERT INTO meta (key, value) VALUES ('published_neophytes', 'maintained by triggers')
        ON CONFLICT(key) DO UPDATE SET value = excluded.value`);
  })();
}
