/**
 * The published-neophyte columns of an observation (`is_neophyte`, `published_event_date_utc`,
 * `published_event_day`) worked out in JavaScript for a bulk load of either store, which writes
 * them with the row: PostgreSQL's COPY (migration 040's row trigger off) and SQLite's seeding
 * writer (seed/writer.ts; its triggers are dropped during a bulk load, and the statement no longer
 * computes them in correlated sub-queries per row). Same definition as the stores' SQL
 * (db/published-neophytes.ts says why they exist, migration 040); test/integration/bulk-load.test.ts
 * and test/integration/postgres/seed-counts.test.ts compare every loaded row with it.
 */
import { zurichDate } from './seed/dates.js';

/** What a bulk-loaded observation stores besides its own values: `[is_neophyte, published_event_date_utc, published_event_day]`. */
export type PublishedValues = [isNeophyte: 0 | 1, publishedEventDateUtc: string | null, publishedEventDay: string | null];

/** The published values of one observation from its project, taxon and event date, and whether a `neophytes` row comes with it. */
export type PublishObservation = (row: { dataset_id: number; taxon_id?: number | null; event_date?: string | null; event_date_utc?: string | null },
  hasControlData: boolean) => PublishedValues;

/** What the published values depend on outside the row: plain data, so that a worker thread can take it (synthetic-worker.ts). */
export interface PublishingData {
  /** Taxa that are neophytes, directly or by their accepted taxon. */
  neophyteTaxa: number[];
  /** `[project id, date_rounding]` of every project. */
  rounding: Array<[number, string]>;
}

/** SQL (both stores) of {@link PublishingData.neophyteTaxa}: column `id` (migration 040's observation_is_neophyte, SQLite's taxonIsNeophyteSql). */
export const NEOPHYTE_TAXA_SQL = `SELECT t.id FROM taxa t LEFT JOIN taxa ta ON ta.id = t.accepted_taxon_id
    WHERE t.neophyte = 1 OR ta.neophyte = 1`;

/** SQL (both stores) of {@link PublishingData.rounding}: columns `id`, `date_rounding`. */
export const PROJECT_ROUNDING_SQL = 'SELECT id, date_rounding FROM projects';

/**
 * The function that publishes a row under `data`. The rounded instants (midnight Europe/Zurich of
 * a month's or year's first day, in UTC) are cached: a load has a few hundred of them.
 */
export function publisher(data: PublishingData): PublishObservation {
  const neophyteTaxa = new Set(data.neophyteTaxa);
  const rounding = new Map(data.rounding);
  const midnightUtc = new Map<string, string>();
  return (row, hasControlData) => {
    const isNeophyte = hasControlData || (row.taxon_id != null && neophyteTaxa.has(row.taxon_id)) ? 1 : 0;
    const by = rounding.get(row.dataset_id);
    const date = row.event_date ?? null;
    if (date === null || (by !== 'month' && by !== 'year')) return [isNeophyte, row.event_date_utc ?? null, date?.slice(0, 10) ?? null];
    const day = by === 'month' ? `${date.slice(0, 7)}-01` : `${date.slice(0, 4)}-01-01`;
    let utc = midnightUtc.get(day);
    if (utc === undefined) {
      utc = zurichDate(day).event_date_utc;
      midnightUtc.set(day, utc);
    }
    return [isNeophyte, utc, day];
  };
}
