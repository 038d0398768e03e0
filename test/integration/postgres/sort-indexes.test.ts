/**
 * The sort orders of the observation lists and of the public neophyte lists that PostgreSQL must
 * read from an index rather than sort the whole store for a first page (migrations 055 and 085),
 * every sortable field in both directions: asked with sorting penalised (`enable_sort = off`), a
 * plan that still sorts has no index that gives the order.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPool, type PgPool } from '../../../src-server/db/postgres/pool.js';
import { orderBy } from '../../../src-server/query/list.js';
import { neophyteSortColumn } from '../../../src-server/domain/neophyte-public.js';
import { NEOPHYTE_SORTABLE } from '../../../src-shared/filters/neophytes.js';
import { OBSERVATION_SORTABLE } from '../../../src-shared/filters/observations.js';
import { createTestDatabase, describePostgres, type TestDatabase } from '../../helpers/postgres.js';

describePostgres('list sort orders read from an index on PostgreSQL', (templateUrl) => {
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
  // routes/observations.ts: event_date sorts on its UTC twin, every other field on its column
  const observationSorts = OBSERVATION_SORTABLE.flatMap((sort) => directions.map((dir) => [sort, dir] as const));
  it.each(observationSorts)('reads the observation list sorted on %s %s from an index', async (sort, dir) => {
    const nodes = await planNodes(orderBy(sort === 'event_date' ? 'o.event_date_utc' : `o.${sort}`, dir, 'o.occurrence_id'));
    expect(nodes).not.toContain('Sort');
    expect(nodes).not.toContain('Incremental Sort');
  });

  // domain/neophyte-repo.ts: the window reads the neophyte observations (keyWhere) in the published order
  const neophyteSorts = NEOPHYTE_SORTABLE.flatMap((sort) => directions.map((dir) => [sort, dir] as const));
  it.each(neophyteSorts)('reads the public neophyte list sorted on %s %s from an index', async (sort, dir) => {
    const nodes = await planNodes(orderBy(neophyteSortColumn(sort), dir, 'o.occurrence_id'), 'o.is_neophyte = 1');
    expect(nodes).not.toContain('Sort');
    expect(nodes).not.toContain('Incremental Sort');
  });
});
