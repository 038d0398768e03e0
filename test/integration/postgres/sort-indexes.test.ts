/**
 * Plans of the lists on PostgreSQL that decide how they scale. The sort orders of the observation
 * lists and of the public neophyte lists must be read from an index rather than sort the whole
 * store for a first page (migrations 055 and 085), every sortable field in both directions: asked
 * with sorting penalised (`enable_sort = off`), a plan that still sorts has no index that gives the
 * order. And the rights scope (http/rights.ts projectRightSql) must look the caller's projects up
 * once and read the observations of all of them in one scan: as a semi-join the planner looped
 * over the projects and ran the filter's bitmap scans (the GiST index among them) once per
 * project, and a new filter's count at 1,000,000 observations took twice as long.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPool, type PgPool } from '../../../src-server/db/postgres/pool.js';
import { orderBy } from '../../../src-server/query/list.js';
import { neophyteSortColumn } from '../../../src-server/domain/neophyte-public.js';
import { NEOPHYTE_SORTABLE } from '../../../src-shared/filters/neophytes.js';
import { OBSERVATION_FILTERS, OBSERVATION_SORTABLE } from '../../../src-shared/filters/observations.js';
import { projectRightSql } from '../../../src-server/http/rights.js';
import { loadAdminIndexFrom } from '../../../src-server/geo/admin-units.js';
import { createPgStore } from '../../../src-server/store/postgres-store.js';
import { and, compileClauses } from '../../../src-server/query/compile.js';
import { OBSERVATION_NOT_NULL_SORTS, observationColumns, observationOrderBy } from '../../../src-server/query/observation-columns.js';
import { parseListQuery } from '../../../src-server/query/params.js';
import { numberPlaceholders, postgresDialect } from '../../../src-server/store/dialect.js';
import { createTestDatabase, describePostgres, type TestDatabase } from '../../helpers/postgres.js';

/** A plan node of EXPLAIN (ANALYZE, FORMAT JSON), as far as this test reads it. */
interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

describePostgres('list plans on PostgreSQL: sort orders from an index, the rights scope in one scan', (templateUrl) => {
  let database: TestDatabase;
  let pool: PgPool;
  beforeAll(async () => {
    database = await createTestDatabase(templateUrl, { seeded: true });
    pool = createPool(database.url, { max: 1 });
  });
  afterAll(async () => {
    await pool?.end();
    await database?.drop();
  });

  /** The node types of the plan of the first-rows window of runList (query/list.ts) in `order`, over the rows `where` keeps. */
  const planNodes = async (order: string, where = 'TRUE'): Promise<string[]> => {
    const client = await pool.connect();
    try {
      await client.query('SET enable_sort = off');
      const { rows } = await client.query<{ 'QUERY PLAN': Array<{ Plan: unknown }> }>(
        `EXPLAIN (FORMAT JSON) SELECT o.occurrence_id FROM observations o WHERE ${where} ORDER BY ${order} LIMIT 1000`);
      const types: string[] = [];
      const walk = (node: { 'Node Type': string; Plans?: unknown[] }): void => {
        types.push(node['Node Type']);
        for (const child of node.Plans ?? []) walk(child as typeof node);
      };
      walk(rows[0]!['QUERY PLAN'][0]!.Plan as { 'Node Type': string });
      return types;
    } finally {
      await client.query('RESET enable_sort');
      client.release();
    }
  };

  const directions = ['asc', 'desc'] as const;
  // routes/observations.ts: event_date sorts on its UTC twin, every other field on its column; the
  // NOT NULL ones descending from their ascending index read backwards (migration 092)
  const observationSorts = OBSERVATION_SORTABLE.flatMap((sort) => directions.map((dir) => [sort, dir] as const));
  it.each(observationSorts)('reads the observation list sorted on %s %s from an index', async (sort, dir) => {
    const nodes = await planNodes(observationOrderBy({ sort, dir }));
    expect(nodes).not.toContain('Sort');
    expect(nodes).not.toContain('Incremental Sort');
  });

  it.each([...OBSERVATION_NOT_NULL_SORTS])('finds %s, sorted without NULLS LAST, NOT NULL in the schema', async (sort) => {
    const { rows } = await pool.query<{ is_nullable: string }>(
      "SELECT is_nullable FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'observations' AND column_name = $1", [sort]);
    expect(rows.map((r) => r.is_nullable)).toEqual(['NO']);
  });

  // domain/neophyte-repo.ts: the window reads the neophyte observations (keyWhere) in the published order
  const neophyteSorts = NEOPHYTE_SORTABLE.flatMap((sort) => directions.map((dir) => [sort, dir] as const));
  it.each(neophyteSorts)('reads the public neophyte list sorted on %s %s from an index', async (sort, dir) => {
    const nodes = await planNodes(orderBy(neophyteSortColumn(sort), dir, 'o.occurrence_id'), 'o.is_neophyte = 1');
    expect(nodes).not.toContain('Sort');
    expect(nodes).not.toContain('Incremental Sort');
  });

  it('counts a filtered list of a caller with several projects reading each observation index once', async () => {
    // the bench's list (bench/server-measure.ts listBenchQuery) as the demo steward asks it
    const query = new URLSearchParams({ 'dataset_id[in]': '1,2,3,4,5', 'event_date[gte]': '2010-01-01', 'validation[in]': '1,2,3',
      'footprint_wkt[eq]': 'POLYGON((6.8 46.2,9.6 46.2,9.6 47.4,6.8 47.4,6.8 46.2))' });
    const parsed = parseListQuery(query, { filters: OBSERVATION_FILTERS, sortable: OBSERVATION_SORTABLE });
    const steward = { person_id: 1, username: 'steward', client_id: 'demo-service', grant: 'client_credentials' as const };
    const where = and([projectRightSql('o.dataset_id', steward, 'read', postgresDialect), ...compileClauses(parsed.clauses, observationColumns('o'), postgresDialect)]);
    const client = await pool.connect();
    try {
      const projects = await client.query('SELECT count(*) AS n FROM policies WHERE person_id = 1');
      expect(Number(projects.rows[0].n), 'the steward has several projects').toBeGreaterThan(1);
      await client.query('SET enable_seqscan = off');
      const { rows } = await client.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
        `EXPLAIN (ANALYZE, FORMAT JSON) SELECT count(*) FROM observations o WHERE ${numberPlaceholders(where.sql)}`, where.params);
      const observationScans: PlanNode[] = [];
      const walk = (node: PlanNode): void => {
        if (node['Relation Name'] === 'observations' || node['Index Name']?.startsWith('observations')) observationScans.push(node);
        for (const child of node.Plans ?? []) walk(child);
      };
      walk(rows[0]!['QUERY PLAN'][0]!.Plan);
      expect(observationScans.length).toBeGreaterThan(0);
      expect(observationScans.map((node) => `${node['Node Type']} ${node['Index Name'] ?? ''}: ${node['Actual Loops']}`))
        .toEqual(observationScans.map((node) => `${node['Node Type']} ${node['Index Name'] ?? ''}: 1`));
    } finally {
      await client.query('RESET enable_seqscan');
      client.release();
    }
  });

  it.each([['a canton', 10021], ['a municipality', 5192]])('counts a location_id filter on %s from the municipality index, not a scan of the store', async (_, id) => {
    const parsed = parseListQuery(new URLSearchParams({ 'location_id[in]': String(id) }), { filters: OBSERVATION_FILTERS, sortable: OBSERVATION_SORTABLE });
    // the service's index of the units (app.ts), read through this database
    const units = await loadAdminIndexFrom(createPgStore(pool));
    expect(units.municipalitiesWithin([id]).length).toBeGreaterThan(0);
    const where = and(compileClauses(parsed.clauses, observationColumns('o', (ids) => units.municipalitiesWithin(ids)), postgresDialect));
    const client = await pool.connect();
    try {
      // penalised, not forbidden: a filter no index can serve still scans the table (the ORed
      // municipality, district and canton, observationColumns without the units, do: no index on district_id)
      await client.query('SET enable_seqscan = off');
      const { rows } = await client.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
        `EXPLAIN (FORMAT JSON) SELECT count(*) FROM observations o WHERE ${numberPlaceholders(where.sql)}`, where.params);
      const nodes: string[] = [];
      const walk = (node: PlanNode): void => {
        if (node['Relation Name'] === 'observations' || node['Index Name']?.startsWith('observations')) nodes.push(`${node['Node Type']} ${node['Index Name'] ?? ''}`.trim());
        for (const child of node.Plans ?? []) walk(child);
      };
      walk(rows[0]!['QUERY PLAN'][0]!.Plan);
      expect(nodes.some((node) => / observations_municipality(_desc)?$/.test(node)), nodes.join('; ')).toBe(true);
      expect(nodes).not.toContain('Seq Scan');
    } finally {
      await client.query('RESET enable_seqscan');
      client.release();
    }
  });
});
