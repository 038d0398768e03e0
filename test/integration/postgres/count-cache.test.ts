/**
 * The PostgreSQL store's count cache across processes (store/postgres-count-cache.ts, migration
 * 020_data_versions.sql): two stores on two pools stand for two service processes on one
 * database. A reuses a count while nobody wrote its tables, and counts again, exactly, once B
 * committed a write, whatever B's transaction looked like.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPostgres, type PostgresStore } from '../../../src-server/db/postgres/open.js';
import { createPgStore } from '../../../src-server/store/postgres-store.js';
import type { Store } from '../../../src-server/store/store.js';
import { createTestDatabase, describePostgres, type TestDatabase } from '../../helpers/postgres.js';

describePostgres('count cache across processes on PostgreSQL', (templateUrl) => {
  let database: TestDatabase;
  let opened: PostgresStore[] = [];
  let a: Store;
  let b: Store;
  /** The count statements process A sent to the server. */
  const countsSentByA: string[] = [];
  const COUNT = 'SELECT count(*) AS n FROM observations o WHERE o.validation = ? AND o.dataset_id = ?';
  let params: [number, number];

  /** Inserts, on `store`, an observation that COUNT counts. */
  const insertMatching = (store: Pick<Store, 'run'>) => store.run(
    "INSERT INTO observations (dataset_id, basis_of_record, validation, uuid, created_at, updated_at) VALUES (?, 1, ?, gen_random_uuid()::text, 'now', 'now')",
    [params[1], params[0]]);

  beforeAll(async () => {
    database = await createTestDatabase(templateUrl, { seeded: true });
    opened = [await openPostgres(database.url), await openPostgres(database.url)];
    const [poolA, poolB] = [opened[0]!.pool, opened[1]!.pool];
    const query = poolA.query.bind(poolA);
    poolA.query = ((text: unknown, ...rest: unknown[]) => {
      if (typeof text === 'string' && text.includes('count(*)')) countsSentByA.push(text);
      return (query as (...args: unknown[]) => unknown)(text, ...rest);
    }) as typeof poolA.query;
    [a, b] = [createPgStore(poolA), createPgStore(poolB)];
    const some = (await a.get<{ validation: number; dataset_id: number }>('SELECT validation, dataset_id FROM observations WHERE validation IS NOT NULL ORDER BY occurrence_id LIMIT 1'))!;
    params = [some.validation, some.dataset_id];
  });
  afterAll(async () => {
    for (const store of opened) await store.close();
    await database?.drop();
  });

  it('reuses a count while nobody wrote, also across writes to tables the count does not read', async () => {
    const first = await a.count(COUNT, params);
    expect(first).toBeGreaterThan(0);
    await b.run("UPDATE people SET last_name = last_name || '' WHERE id = (SELECT min(id) FROM people)");
    const sent = countsSentByA.length;
    expect(await a.count(COUNT, params)).toBe(first);
    expect(countsSentByA.length, 'the second count came from memory').toBe(sent);
  });

  it('runs a count asked by many requests at once a single time, all of them getting it', async () => {
    // a count that takes a while, as a new filter's does in a large store, so that all eight arrive while it runs
    const slow = COUNT.replace('FROM observations o', 'FROM observations o CROSS JOIN pg_sleep(0.5)');
    const answers = await Promise.all(Array.from({ length: 8 }, () => a.count(slow, params)));
    expect(new Set(answers)).toEqual(new Set([await a.count(COUNT, params)]));
    expect(answers[0]).toBeGreaterThan(0);
    expect(countsSentByA.filter((text) => text.includes('pg_sleep')).length, 'one count sent for eight requests').toBe(1);
  });

  it('counts again once another process committed a write, and not before the commit', async () => {
    const before = await a.count(COUNT, params);
    await insertMatching(b);
    expect(await a.count(COUNT, params)).toBe(before + 1);

    let release = (): void => {};
    const held = new Promise<void>((resolve) => { release = resolve; });
    let inserted = (): void => {};
    const written = new Promise<void>((resolve) => { inserted = resolve; });
    const transaction = b.transaction(async (tx) => {
      await insertMatching(tx);
      await tx.run('UPDATE observations SET occurrence_remarks = ? WHERE validation = ? AND dataset_id = ?', ['counted', ...params]);
      inserted();
      await held;
    });
    await written;
    expect(await a.count(COUNT, params), 'B has not committed').toBe(before + 1);
    release();
    await transaction;
    expect(await a.count(COUNT, params)).toBe(before + 2);
  });

  it('counts again after a delete on another process, and inside a transaction sees its own writes', async () => {
    const before = await a.count(COUNT, params);
    await b.run('DELETE FROM observations WHERE occurrence_id = (SELECT max(occurrence_id) FROM observations WHERE validation = ? AND dataset_id = ?)', params);
    expect(await a.count(COUNT, params)).toBe(before - 1);
    const inside = await a.transaction(async (tx) => {
      await insertMatching(tx);
      return tx.count(COUNT, params);
    });
    expect(inside).toBe(before);
    expect(await a.count(COUNT, params)).toBe(before);
  });
});
