import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, openReadOnlyDatabase, type Db } from '../../../src-server/db/open.js';

const dir = mkdtempSync(join(tmpdir(), 'obs-sql-functions-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SQUARE = 'POLYGON((0 0,2 0,2 2,0 2,0 0))';
/** What a filter statement asks of a connection: accent-free folding and the footprint test. */
const probe = (db: Db) => db.prepare(`SELECT fold('École Knöterich') AS folded,
  footprint_intersects(?, 1, 1, 1, 1, NULL) AS inside, footprint_intersects(?, 5, 5, 5, 5, NULL) AS outside`).get(SQUARE, SQUARE);

// SQLite keeps functions per connection: a seeding script, a bench or the cluster worker that
// opens the file without them fails on its first filtered statement ("no such function").
describe('the SQL functions of the service', () => {
  it('are there on every connection openDatabase gives, in memory or on a file', () => {
    const memory = openDatabase(':memory:');
    const file = openDatabase(join(dir, 'observations.sqlite'));
    try {
      for (const db of [memory, file]) expect(probe(db)).toEqual({ folded: 'ecole knoterich', inside: 1, outside: 0 });
    } finally {
      memory.close();
      file.close();
    }
  });

  it('are there on the read-only connection of the cluster worker', () => {
    const file = join(dir, 'read-only.sqlite');
    openDatabase(file).close();
    const db = openReadOnlyDatabase(file, 4);
    try {
      expect(probe(db)).toEqual({ folded: 'ecole knoterich', inside: 1, outside: 0 });
      expect(db.readonly).toBe(true);
    } finally {
      db.close();
    }
  });
});
