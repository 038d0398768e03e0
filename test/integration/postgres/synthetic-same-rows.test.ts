import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createPool, type PgPool } from '../../../src-server/db/postgres/pool.js';
import { seedSyntheticPostgres } from '../../../src-server/db/postgres/seed.js';
import { seedSynthetic } from '../../../src-server/db/seed/index.js';
import { createTestDatabase, describePostgres, type TestDatabase } from '../../helpers/postgres.js';

/** What the service answers from: the row's identity, scope, place and the stored published values. */
const COLUMNS = 'occurrence_id, uuid, dataset_id, taxon_id, validation, event_date_utc, footprint_wkt, municipality_id, is_neophyte, published_event_date_utc, published_event_day';
const COUNT = 400;
const SEED = 11;

describePostgres('a synthetic load on PostgreSQL against the same load on SQLite', (templateUrl) => {
  let database: TestDatabase;
  let pool: PgPool;
  let dir: string;
  let sqlite: Database.Database;
  beforeAll(async () => {
    database = await createTestDatabase(templateUrl, { seeded: true });
    pool = createPool(database.url);
    // The bulk path of a large load (indexes and triggers off, counts set-based) on both stores' demo data.
    await seedSyntheticPostgres(pool, COUNT, { seed: SEED, deferIndexesFrom: 1 });
    dir = mkdtempSync(join(tmpdir(), 'synthetic-same-rows-'));
    copyFileSync(join(inject('templateDataDir'), 'observations.sqlite'), join(dir, 'observations.sqlite'));
    sqlite = new Database(join(dir, 'observations.sqlite'));
    seedSynthetic(sqlite, COUNT, { seed: SEED });
  });
  afterAll(async () => {
    sqlite?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
    await pool?.end();
    await database?.drop();
  });

  it('stores the same observations with the same published neophyte values', async () => {
    const sql = `SELECT ${COLUMNS} FROM observations WHERE source_record_id LIKE 'synthetic:%' ORDER BY occurrence_id`;
    const postgres = (await pool.query(sql)).rows;
    expect(postgres).toHaveLength(COUNT);
    expect(postgres).toEqual(sqlite.prepare(sql).all());
  });

  it('counts the same observations per project and status, neophytes per project, and points per grid cell', async () => {
    const counts = (await pool.query<{ dataset_id: number; validation: number | null; n: string }>(
      'SELECT dataset_id, validation, observations AS n FROM observation_counts WHERE observations <> 0 ORDER BY 1, 2')).rows
      .map((r) => ({ ...r, n: Number(r.n) }));
    expect(counts).toEqual(sqlite.prepare('SELECT dataset_id, validation, count(*) AS n FROM observations GROUP BY 1, 2 ORDER BY 1, 2').all());
    const neophytes = (await pool.query<{ dataset_id: number; n: string }>('SELECT dataset_id, observations AS n FROM neophyte_counts WHERE observations <> 0 ORDER BY 1')).rows
      .map((r) => ({ ...r, n: Number(r.n) }));
    expect(neophytes).toEqual(sqlite.prepare('SELECT dataset_id, observations AS n FROM neophyte_counts WHERE observations <> 0 ORDER BY 1').all());
    for (const level of [5, 11, 17]) {
      const cells = (await pool.query<{ n: string }>('SELECT dataset_id, cell_x, cell_y, observations AS n FROM observation_cells WHERE level = $1 ORDER BY 1, 2, 3', [level])).rows
        .map((r) => ({ ...r, n: Number(r.n) }));
      expect({ level, cells }).toEqual({ level, cells: sqlite.prepare('SELECT dataset_id, cell_x, cell_y, observations AS n FROM observation_cells WHERE level = ? ORDER BY 1, 2, 3').all(level) });
    }
  });
});
