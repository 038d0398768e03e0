/**
 * Transactions of the storage interface (store/store.ts) on both stores: committed when the work
 * resolves, rolled back when it rejects, and concurrent read-then-write transactions that lose no
 * update. On SQLite (one connection for the whole service) a statement of another request never
 * lands inside an open transaction: when a transaction awaits something other than its runner,
 * that statement fails instead.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase } from '../../src-server/db/open.js';
import { openPostgres, type PostgresStore } from '../../src-server/db/postgres/open.js';
import { createSqliteStore } from '../../src-server/store/sqlite-store.js';
import { createPgStore } from '../../src-server/store/postgres-store.js';
import type { Store } from '../../src-server/store/store.js';
import { createTestDatabase, describeEachStore, type TestDatabase } from '../helpers/postgres.js';

describeEachStore('store transactions', (kind, templateUrl) => {
  let store: Store;
  let database: TestDatabase | undefined;
  let postgres: PostgresStore | undefined;
  const counter = async () => (await store.get<{ value: string }>("SELECT value FROM meta WHERE key = 'counter'"))?.value;

  beforeAll(async () => {
    if (kind === 'sqlite') store = createSqliteStore(openDatabase(':memory:'));
    else {
      database = await createTestDatabase(templateUrl);
      postgres = await openPostgres(database.url);
      store = createPgStore(postgres.pool);
    }
    await store.run("INSERT INTO meta (key, value) VALUES ('counter', '0')");
  }, 60_000);
  afterAll(async () => {
    await postgres?.close();
    await database?.drop();
  });

  it('commits when the work resolves and rolls back when it rejects', async () => {
    await store.transaction(async (tx) => { await tx.run("UPDATE meta SET value = '1' WHERE key = 'counter'"); });
    expect(await counter()).toBe('1');
    await expect(store.transaction(async (tx) => {
      await tx.run("UPDATE meta SET value = '2' WHERE key = 'counter'");
      throw new Error('refused');
    })).rejects.toThrow('refused');
    expect(await counter()).toBe('1');
  });

  it('loses no update of twenty concurrent read-then-write transactions', async () => {
    await store.run("UPDATE meta SET value = '0' WHERE key = 'counter'");
    await Promise.all(Array.from({ length: 20 }, () => store.transaction(async (tx) => {
      const row = await tx.get<{ value: string }>(`SELECT value FROM meta WHERE key = 'counter'${tx.dialect.forUpdate}`);
      await tx.run("UPDATE meta SET value = ? WHERE key = 'counter'", [String(Number(row!.value) + 1)]);
    })));
    expect(await counter()).toBe('20');
  });

  if (kind === 'sqlite') {
    it('refuses a statement of another request while a transaction awaits something else', async () => {
      let release!: () => void;
      const outside = new Promise<void>((resolve) => { release = resolve; });
      const open = store.transaction(async (tx) => {
        await tx.run("UPDATE meta SET value = 'inside' WHERE key = 'counter'");
        await outside; // not the runner: the connection is held across real waiting
        throw new Error('rolled back');
      });
      await sleep(20);
      await expect(store.get("SELECT value FROM meta WHERE key = 'counter'")).rejects.toThrow(/transaction was open/);
      release();
      await expect(open).rejects.toThrow('rolled back');
      expect(await counter()).toBe('20');
    });
  }
});
