/**
 * Plans of the lists on PostgreSQL that decide how they scale. The sort orders of the observation
 * lists and of the public neophyte lists must be read from an index rather than sort the whole
 * store for a first page (migrations 055 and 085), every sortable field in both directions: asked
 * with sorting penalised (`enable_sort = off`), a plan that still sorts has no index that gives the
 * order. A descending order of a nullable column is read in two parts from the ascending index
 * (query/list.ts keysInOrder, firstRowsWindow; migration 093 dropped the `DESC NULLS LAST` twins):
 * every statement runList runs for a first, an 11th and a page past the first rows' window sorts
 * at most rows a LIMIT gave (the window's or the page's), never the store. And the rights scope (http/rights.ts projectRightSql) must look the caller's projects up
 * once and read the observations of all of them in one scan: as a semi-join the planner looped
 * over the projects and ran the filter's bitmap scans (the GiST index among them) once per
 * project, and a new filter's count at 1,000,000 observations took twice as long.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPool, type PgPool } from '../../../src-server/db/postgres/pool.js';
import { firstRowsWindow, listOrder, runList, type ListQuery } from '../../../src-server/query/list.js';
import { NEOPHYTE_FROM, NEOPHYTE_SCOPE, neophyteSortColumn } from '../../../src-server/domain/neophyte-public.js';
import { createPgStore } from '../../../src-server/store/postgres-store.js';
import type { SqlRunner } from '../../../src-server/store/store.js';
import { NEOPHYTE_SORTABLE } from '../../../src-shared/filters/neophytes.js';
import { OBSERVATION_FILTERS, OBSERVATION_SORTABLE } from '../../../src-shared/filters/observations.js';
import { projectRightSql } from '../../../src-server/http/rights.js';
import { loadAdminIndexFrom } from '../../../src-server/geo/admin-units.js';
import { and, compileClauses } from '../../../src-server/query/compile.js';
import { OBSERVATION_NOT_NULL_SORTS, observationColumns, observationOrder } from '../../../src-server/query/observation-columns.js';
import { parseListQuery } from '../../../src-server/query/params.js';
import { numberPlaceholders, postgresDialect } from '../../../src-server/store/dialect.js';
import { createTestDatabase, describePostgres, type TestDatabase } from '../../helpers/postgres.js';

/** A plan node of EXPLAIN (ANALYZE, FORMAT JSON), as far as this test reads it. */
interface PlanNode {
  'Node Type': string;
  'Parent Relationship'?: string;
  'Sort Key'?: string[];
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

  /** The plan of `sql` (`?` placeholders) with sorting penalised. */
  const plan = async (sql: string, params: readonly unknown[]): Promise<PlanNode> => {
    const client = await pool.connect();
    try {
      await client.query('SET enable_sort = off');
      const { rows } = await client.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(`EXPLAIN (FORMAT JSON) ${numberPlaceholders(sql)}`, [...params]);
      return rows[0]!['QUERY PLAN'][0]!.Plan;
    } finally {
      await client.query('RESET enable_sort');
      client.release();
    }
  };
  const nodeTypes = (node: PlanNode): string[] => [node['Node Type'], ...(node.Plans ?? []).flatMap(nodeTypes)];

  /** The node types of the plan of runList's first-rows window (query/list.ts firstRowsWindow) of `q`. */
  const windowNodes = async (q: ListQuery): Promise<string[]> => {
    const window = firstRowsWindow(q, 'o.occurrence_id', 1000, postgresDialect);
    return nodeTypes(await plan(window.sql, window.params));
  };

  /**
   * The sorts of `node`'s plan that sort more than a LIMIT gave: a Sort with no Limit below it
   * (sub-plans of expressions apart), i.e. over rows read from the store.
   */
  const unboundedSorts = (node: PlanNode): string[] => {
    const limited = (n: PlanNode): boolean => n['Node Type'] === 'Limit'
      || (n.Plans ?? []).some((child) => !['InitPlan', 'SubPlan'].includes(child['Parent Relationship'] ?? '') && limited(child));
    const here = node['Node Type'].endsWith('Sort') && !(node.Plans ?? []).some(limited) ? [`${node['Node Type']} ${node['Sort Key']?.join(', ')}`] : [];
    return [...here, ...(node.Plans ?? []).flatMap(unboundedSorts)];
  };

  /** Every statement runList runs for page `search` of `q`, with the sorts in its plan that sort the store. */
  const pageStatements = async (q: Omit<ListQuery, 'filters'>, search: string, sortable: readonly string[], columns = observationColumns('o')) => {
    const p = parseListQuery(new URLSearchParams(search), { filters: { ...OBSERVATION_FILTERS }, sortable });
    const log: Array<{ sql: string; params: readonly unknown[] }> = [];
    const store = createPgStore(pool);
    const recording: SqlRunner = {
      ...store,
      all: (sql, params = []) => (log.push({ sql, params }), store.all(sql, params)),
      count: (sql, params = []) => (log.push({ sql, params }), store.count(sql, params)),
    };
    await runList(recording, { ...q, filters: compileClauses(p.clauses, columns, postgresDialect) }, p);
    return Promise.all(log.map(async ({ sql, params }) => ({ sql, sorts: unboundedSorts(await plan(sql, params)) })));
  };

  const directions = ['asc', 'desc'] as const;
  // routes/observations.ts: event_date sorts on its UTC twin, every other field on its column; the
  // NOT NULL ones descending from their ascending index read backwards (migration 092)
  const observationSorts = OBSERVATION_SORTABLE.flatMap((sort) => directions.map((dir) => [sort, dir] as const));
  /** runList's query of the observation lists (routes/observations.ts), keys only. */
  const observationList = (sort: string, dir: 'asc' | 'desc'): ListQuery =>
    ({ from: 'observations o', scope: [], filters: [], select: 'o.occurrence_id', key: 'o.occurrence_id', ...observationOrder({ sort, dir }) });
  it.each(observationSorts)('reads the first rows of the observation list sorted on %s %s from an index', async (sort, dir) => {
    const nodes = await windowNodes(observationList(sort, dir));
    expect(nodes).not.toContain('Sort');
    expect(nodes).not.toContain('Incremental Sort');
  });

  // a first page, an 11th (both found among the first rows), one past the window (the plain
  // statements: the rows with a value, their count, the rows without), and a filter's
  const pages = ['limit=100', 'limit=100&offset=1000', 'limit=100&offset=6000', 'limit=20&offset=200&event_type=4'];
  const nullableDesc = OBSERVATION_SORTABLE.filter((sort) => !OBSERVATION_NOT_NULL_SORTS.has(sort));
  it.each(nullableDesc)('reads the observation list sorted on %s desc in index order, first and deep pages', async (sort) => {
    for (const search of pages) {
      const statements = await pageStatements(observationList(sort, 'desc'), `${search}&sort=${sort}&dir=desc`, OBSERVATION_SORTABLE);
      expect(statements.length, search).toBeGreaterThan(0);
      for (const { sql, sorts } of statements) expect(sorts, `${search}: ${sql}`).toEqual([]);
    }
  });

  it.each([...OBSERVATION_NOT_NULL_SORTS])('finds %s, sorted without NULLS LAST, NOT NULL in the schema', async (sort) => {
    const { rows } = await pool.query<{ is_nullable: string }>(
      "SELECT is_nullable FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'observations' AND column_name = $1", [sort]);
    expect(rows.map((r) => r.is_nullable)).toEqual(['NO']);
  });

  // domain/neophyte-repo.ts: the window reads the neophyte observations (keyWhere) in the published order
  const neophyteSorts = NEOPHYTE_SORTABLE.flatMap((sort) => directions.map((dir) => [sort, dir] as const));
  const neophyteList = (sort: string, dir: 'asc' | 'desc'): ListQuery => ({
    from: NEOPHYTE_FROM, scope: [NEOPHYTE_SCOPE], filters: [], select: 'o.occurrence_id', key: 'o.occurrence_id',
    keyFrom: 'observations o', keyWhere: 'o.is_neophyte = 1', ...listOrder(neophyteSortColumn(sort), dir, 'o.occurrence_id'),
  });
  it.each(neophyteSorts)('reads the first rows of the public neophyte list sorted on %s %s from an index', async (sort, dir) => {
    const nodes = await windowNodes(neophyteList(sort, dir));
    expect(nodes).not.toContain('Sort');
    expect(nodes).not.toContain('Incremental Sort');
  });

  it.each(NEOPHYTE_SORTABLE.filter((sort) => sort !== 'occurrence_id'))('reads the public neophyte list sorted on %s desc in index order, first and deep pages', async (sort) => {
    for (const search of pages) {
      const statements = await pageStatements(neophyteList(sort, 'desc'), `${search}&sort=${sort}&dir=desc`, NEOPHYTE_SORTABLE);
      expect(statements.length, search).toBeGreaterThan(0);
      for (const { sql, sorts } of statements) expect(sorts, `${search}: ${sql}`).toEqual([]);
    }
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
