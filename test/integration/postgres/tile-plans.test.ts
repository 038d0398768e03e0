/**
 * Plans of the cluster tiles of a filter on PostgreSQL, which decide how a tile's cost grows with
 * the store: a tile must cost its own points, read from an index alone, not every point of its
 * stripe of the map nor a table page per point (migrations 090 and 091, finest-columns-sql.ts),
 * and the public tiles' control data per point from an index as well.
 * The statements are those the service and the cluster worker send (cluster-grid-sql.ts,
 * neophyte-grid.ts), run on the demo data after VACUUM (a bulk load ends with it), with the
 * sequential and bitmap scans penalised: the demo data is small enough for the planner to read
 * the whole table, so the question asked is whether an index answers the tile without the table.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPool, type PgPool } from '../../../src-server/db/postgres/pool.js';
import { gridTileBySql } from '../../../src-server/domain/cluster-grid-sql.js';
import { CellStripes } from '../../../src-server/domain/cell-stripes.js';
import { stripeSql } from '../../../src-server/domain/neophyte-grid.js';
import { neophyteTileRequest } from '../../../src-server/domain/neophyte-repo.js';
import { neophyteQuery } from '../../../src-server/domain/neophyte-public.js';
import { projectRightSql } from '../../../src-server/http/rights.js';
import { and, compileClauses } from '../../../src-server/query/compile.js';
import { observationColumns } from '../../../src-server/query/observation-columns.js';
import { parseListQuery } from '../../../src-server/query/params.js';
import { numberPlaceholders, postgresDialect } from '../../../src-server/store/dialect.js';
import type { SqlRunner } from '../../../src-server/store/store.js';
import { OBSERVATION_FILTERS, OBSERVATION_SORTABLE } from '../../../src-shared/filters/observations.js';
import { createTestDatabase, describePostgres, type TestDatabase } from '../../helpers/postgres.js';

/** A plan node of EXPLAIN (ANALYZE, FORMAT JSON), as far as this test reads it. */
interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Index Cond'?: string;
  'Heap Fetches'?: number;
  'Actual Rows': number;
  Plans?: PlanNode[];
}

/** The zoom-8 tile holding a point (Web Mercator, slippy-map scheme). */
function tileAt(longitude: number, latitude: number, z = 8): { z: number; x: number; y: number } {
  const n = 2 ** z;
  const rad = (latitude * Math.PI) / 180;
  return { z, x: Math.floor(((longitude + 180) / 360) * n), y: Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n) };
}

describePostgres('cluster tile plans on PostgreSQL: a tile read from an index alone, its own rows only', (templateUrl) => {
  let database: TestDatabase;
  let pool: PgPool;
  let tile: { z: number; x: number; y: number };
  beforeAll(async () => {
    database = await createTestDatabase(templateUrl, { seeded: true });
    pool = createPool(database.url, { max: 1 });
    await pool.query('VACUUM observations, neophytes');
    // a tile with public neophyte observations in it (and observations of the steward's projects)
    const { rows } = await pool.query<{ lon: number; lat: number }>(`SELECT decimal_longitude AS lon, decimal_latitude AS lat FROM observations o
      JOIN projects p ON p.id = o.dataset_id WHERE o.is_neophyte = 1 AND p.is_public = 1 AND o.decimal_longitude IS NOT NULL ORDER BY o.occurrence_id LIMIT 1`);
    tile = tileAt(rows[0]!.lon, rows[0]!.lat);
  });
  afterAll(async () => {
    await pool?.end();
    await database?.drop();
  });

  /** The scans of `relation` in the plan of `sql` (`?` placeholders), run with sequential and bitmap scans penalised. */
  const scansOf = async (relation: string, sql: string, params: readonly unknown[]): Promise<PlanNode[]> => {
    const client = await pool.connect();
    try {
      await client.query('SET enable_seqscan = off');
      await client.query('SET enable_bitmapscan = off');
      const { rows } = await client.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${numberPlaceholders(sql)}`, [...params]);
      const scans: PlanNode[] = [];
      const walk = (node: PlanNode): void => {
        if (node['Relation Name'] === relation) scans.push(node);
        for (const child of node.Plans ?? []) walk(child);
      };
      walk(rows[0]!['QUERY PLAN'][0]!.Plan);
      return scans;
    } finally {
      await client.query('RESET enable_seqscan');
      await client.query('RESET enable_bitmapscan');
      client.release();
    }
  };

  it('counts the observation tile of a filter (validation + day) from observations_finest_cell alone, entering it per column', async () => {
    const parsed = parseListQuery(new URLSearchParams({ 'validation[in]': '1,2,3', 'event_date[gte]': '2000-01-01' }), { filters: OBSERVATION_FILTERS, sortable: OBSERVATION_SORTABLE });
    const steward = { person_id: 1, username: 'steward', client_id: 'demo-service', grant: 'client_credentials' as const };
    const where = and([projectRightSql('o.dataset_id', steward, 'read', postgresDialect), ...compileClauses(parsed.clauses, observationColumns('o'), postgresDialect)]);
    const sent: Array<[string, readonly unknown[]]> = [];
    const recorder = { dialect: postgresDialect, all: async (sql: string, params: readonly unknown[] = []) => { sent.push([sql, params]); return []; } } as unknown as SqlRunner;
    await gridTileBySql(recorder, { kind: 'grid', key: 'plan', tile, where, datasetOnly: false });
    expect(sent).toHaveLength(1);
    const scans = await scansOf('observations', ...sent[0]!);
    expect(scans.map((s) => `${s['Node Type']} ${s['Index Name']}`)).toEqual(['Index Only Scan observations_finest_cell']);
    expect(scans[0]!['Actual Rows'], 'the tile holds observations of the filter').toBeGreaterThan(0);
    expect(scans[0]!['Heap Fetches']).toBe(0);
    expect(scans[0]!['Index Cond'], 'the columns as a list, the rows as a range').toMatch(/= ANY .*>= .*<= /s);
  });

  it('reads the public neophyte cells of a tile\'s blocks from neophytes_finest_cell alone, entering it per column', async () => {
    const request = neophyteTileRequest(neophyteQuery(new URLSearchParams({ 'event_date[gte]': '2000-01-01' }), 'C'), tile, 'plan', postgresDialect);
    const [run] = new CellStripes(['sum'], true, true).missing(tile);
    const sql = stripeSql('postgres', request.where, run!.finest);
    const scans = await scansOf('observations', sql, request.where.params);
    expect(scans.map((s) => `${s['Node Type']} ${s['Index Name']}`)).toEqual(['Index Only Scan neophytes_finest_cell']);
    expect(scans[0]!['Actual Rows'], 'the tile holds public neophyte observations').toBeGreaterThan(0);
    expect(scans[0]!['Heap Fetches']).toBe(0);
    expect(scans[0]!['Index Cond']).toMatch(/= ANY .*>= .*<= /s);
    // each row's control data (eradication) from an index too
    const lookups = await scansOf('neophytes', sql, request.where.params);
    expect(lookups.map((s) => `${s['Node Type']} ${s['Index Name']}: ${s['Heap Fetches']}`)).toEqual(['Index Only Scan neophytes_eradication: 0']);
  });
});
