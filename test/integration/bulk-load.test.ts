import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withIndexesDeferred } from '../../src-server/db/bulk-load.js';
import { getMeta, openDatabase, type Db } from '../../src-server/db/open.js';
import { seedDemo, seedSynthetic } from '../../src-server/db/seed/index.js';
import { republishNeophytes } from '../../src-server/db/published-neophytes.js';

// seedSynthetic loads a million observations with the indexes and the count triggers dropped;
// afterwards the database must be exactly as if every row had been written one by one.
let dir: string;
let db: Db;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'obs-bulk-'));
  db = openDatabase(join(dir, 'observations.sqlite'));
  await seedDemo(db, { filesDir: join(dir, 'files') });
});
afterAll(() => {
  db?.close();
  rmSync(dir, { recursive: true, force: true });
});

const schemaObjects = (): string[] => db.prepare("SELECT type || ' ' || name FROM sqlite_master WHERE type IN ('index', 'trigger') ORDER BY 1").pluck().all() as string[];
const storedCounts = (): unknown[] => db.prepare('SELECT dataset_id, observations FROM observation_counts WHERE observations > 0 ORDER BY dataset_id').all();
const trueCounts = (): unknown[] => db.prepare('SELECT dataset_id, count(*) AS observations FROM observations GROUP BY dataset_id ORDER BY dataset_id').all();

describe('withIndexesDeferred', () => {
  it('leaves every index and trigger in place and the per-project counts exact', () => {
    const before = schemaObjects();
    withIndexesDeferred(db, () => seedSynthetic(db, 400, { seed: 5 }));
    expect(schemaObjects()).toEqual(before);
    expect(storedCounts()).toEqual(trueCounts());
    expect(getMeta(db, 'observation_counts')).toBeTruthy();
    // The triggers are back: a row written afterwards is counted.
    seedSynthetic(db, 3, { seed: 6 });
    expect(storedCounts()).toEqual(trueCounts());
    expect(db.prepare("SELECT count(*) FROM pragma_index_list('observations') WHERE name = 'observations_scope'").pluck().get()).toBe(1);
  });

  it('stores the published neophyte values and counts of every loaded row as the triggers would (they are dropped while loading)', () => {
    withIndexesDeferred(db, () => seedSynthetic(db, 600, { seed: 8 }));
    const published = (): unknown[] => db.prepare('SELECT occurrence_id, is_neophyte, published_event_date_utc, published_event_day FROM observations ORDER BY occurrence_id').all();
    const counts = (): unknown[] => db.prepare('SELECT dataset_id, observations FROM neophyte_counts WHERE observations > 0 ORDER BY dataset_id').all();
    const stored = { published: published(), counts: counts() };
    // The definition: every value computed again from the data (rolled back).
    db.exec('SAVEPOINT republish');
    try {
      republishNeophytes(db);
      expect(stored.published).toEqual(published());
      expect(stored.counts).toEqual(counts());
    } finally {
      db.exec('ROLLBACK TO republish; RELEASE republish');
    }
    // Rounded and neophyte rows are among them, and the bulk-only trigger is gone.
    expect(db.prepare('SELECT count(*) FROM observations WHERE is_neophyte = 1 AND published_event_date_utc IS NOT event_date_utc').pluck().get()).toBeGreaterThan(0);
    expect(db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'observations_bulk_neophyte_counts'").pluck().get()).toBe(0);
  });

  it('puts them back when the load fails halfway', () => {
    const before = schemaObjects();
    expect(() => withIndexesDeferred(db, () => { seedSynthetic(db, 50, { seed: 7 }); throw new Error('disk full'); })).toThrow('disk full');
    expect(schemaObjects()).toEqual(before);
    expect(storedCounts()).toEqual(trueCounts());
  });

  it('counts again on the next open when a load was cut short (meta observation_counts cleared)', () => {
    db.prepare('UPDATE observation_counts SET observations = 0').run();
    db.prepare("DELETE FROM meta WHERE key = 'observation_counts'").run();
    db.close();
    db = openDatabase(join(dir, 'observations.sqlite'));
    expect(storedCounts()).toEqual(trueCounts());
  });
});
