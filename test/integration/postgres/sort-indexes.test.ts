/**
 * The observation list's sort orders that PostgreSQL must read from an index rather than sort the
 * whole store for a first page (migration 055): asked with sorting penalised (`enable_sort = off`),
 * a plan that still sorts has no index that gives the order.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPool, type PgPool } from '../../../src-server/db/postgres/pool.js';
import { orderBy } from '../../../src-server/query/list.js';
import { createTestDatabase, describePostgres, type TestDatabase } from '../../helpers/postgres.js';

describePostgres('observation sort orders read from an index on PostgreSQL', (templateUrl) => {
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

  /** The node types of the plan of the first-rows window of runList (query/list.ts) in `order`. */
  const planNodes = async (order: string): Promise<string[]> => {
    const client = await pool.connect();
    try {
      await client.query('SET enable_sort = off');
      const { rows } = await client.query<{ 'QUERY PLAN': Array<{ Plan: unknown }> }>(
        `EXPLAIN (FORMAT JSON) SELECT o.occurrence_id FROM observations o ORDER BY ${order} LIMIT 1000`);
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

  it.each(['asc', 'desc'] as const)('reads the list sorted on event_date %s from an index', async (dir) => {
    const nodes = await planNodes(orderBy('o.event_date_utc', dir, 'o.occurrence_id'));
    expect(nodes).not.toContain('Sort');
    expect(nodes).not.toContain('Incremental Sort');
  });
});
