/**
 * Pins what the synthetic generator writes for a fixed seed, on both stores: the COPY text of the
 * PostgreSQL load (db/postgres/synthetic-batches.ts) and the rows of SQLite's seedSynthetic (and
 * the demo data seedDemo generated with the same generator). Any change of the rows, even one
 * byte, changes a hash: speed work on the generator must leave them as they are (the stores
 * are compared with each other and with earlier loads). When a change of the rows is meant, the
 * new hashes go here with the reason in the commit.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { generateBatches, type SyntheticPlan } from '../../src-server/db/postgres/synthetic-batches.js';
import { loadSeedContextRows } from '../../src-server/db/seed/context.js';
import { seedSynthetic } from '../../src-server/db/seed/index.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A writable copy of the test template's SQLite file (the demo data). */
function templateCopy(): Database.Database {
  const dir = mkdtempSync(join(tmpdir(), 'synthetic-output-'));
  dirs.push(dir);
  copyFileSync(join(inject('templateDataDir'), 'observations.sqlite'), join(dir, 'observations.sqlite'));
  return new Database(join(dir, 'observations.sqlite'));
}

const sha256 = (parts: Iterable<string | Uint8Array>): string => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
};

/** The rows of `sql` without the columns stamped with the time of the seeding. */
function rowsHash(db: Database.Database, sql: string): string {
  return sha256(db.prepare(sql).all().map((row) => {
    const { created_at: _c, updated_at: _u, ...rest } = row as Record<string, unknown>;
    return `${JSON.stringify(rest)}\n`;
  }));
}

describe('the synthetic generator\'s output for a fixed seed', () => {
  it('gives the same COPY text, table by table, for 5,000 observations', () => {
    const db = templateCopy();
    let plan: SyntheticPlan;
    try {
      const neophyteTaxa = db.prepare('SELECT t.id FROM taxa t LEFT JOIN taxa ta ON ta.id = t.accepted_taxon_id WHERE t.neophyte = 1 OR ta.neophyte = 1').pluck().all() as number[];
      const rounding = db.prepare('SELECT id, date_rounding FROM projects').raw().all() as Array<[number, string]>;
      plan = { contextRows: loadSeedContextRows(db), publishing: { neophyteTaxa, rounding }, firstId: 700_001, count: 5_000, seed: 27,
        now: '2026-11-27T04:00:00.000Z', batchSize: 1_000 };
    } finally {
      db.close();
    }
    const tables: Uint8Array[][] = [[], [], [], [], []];
    for (const batch of generateBatches(plan)) batch.forEach((bytes, i) => tables[i]!.push(bytes));
    expect(tables.map((parts) => sha256(parts))).toEqual([
      '6664d4ace46cf5914f5b140deffaeb9bb0045cd4f8885511aa40d83693d85cbe',
      'b7482c4c6644b8eeae799149abc4853e97167db0f21e9b8c96985bee6b5998ee',
      'e5d8e947f2461336ae0e1b005bccc688818ee39a5d49ee9abafdbc181217aa5c',
      '6c44ee194b4732707f90427a52535847c35704aad3b19f456fe58abdb57ab9e7',
      '02a7667c5f8264f4a31ffe5a8eb24291651f293bc51253a4a0e50bac05382472',
    ]);
  });

  it('gives the same SQLite rows for 5,000 observations, and the demo data the same rows', () => {
    const db = templateCopy();
    try {
      const demo = ['observations', 'validation_history'].map((table) => rowsHash(db, `SELECT * FROM ${table} ORDER BY rowid`));
      expect(demo).toEqual([
        '74cf1d931b55794dca18e2a2cd0dd21eb909e5dfb67f77c8e9bdb62969fbb6b1',
        'c0a6c3fcad9ebf58a88da147ccd18e051ef596b0458307a8215b9c7247a02235',
      ]);
      seedSynthetic(db, 5_000, { seed: 27, worker: false });
      const synthetic = 'occurrence_id IN (SELECT occurrence_id FROM observations WHERE source_record_id LIKE \'synthetic:%\')';
      expect([
        rowsHash(db, `SELECT * FROM observations WHERE ${synthetic} ORDER BY occurrence_id`),
        rowsHash(db, `SELECT * FROM observation_observers WHERE ${synthetic} ORDER BY occurrence_id, position`),
        rowsHash(db, `SELECT * FROM supplements WHERE ${synthetic} ORDER BY occurrence_id`),
        rowsHash(db, `SELECT * FROM neophytes WHERE ${synthetic} ORDER BY occurrence_id`),
        rowsHash(db, `SELECT * FROM validation_history WHERE ${synthetic} ORDER BY id`),
        rowsHash(db, `SELECT * FROM observations_rtree WHERE id IN (SELECT occurrence_id FROM observations WHERE source_record_id LIKE 'synthetic:%') ORDER BY id`),
      ]).toEqual([
        '26fb66a4114b07e683dcb1246d7913f7a87bdb93e8ca1cdf42be857f5b59e34f',
        '662a9548404d9d2ff52e6a3e7dd9de8e103e1704c4b1b6d01c2866bdc576815f',
        '658072d4c3bfe5cf42e1cf5247e7ade57fcb4bb346c4194032dd1eda50e461e4',
        '1220e6f07fe3aa561eaf443a5126add12ac7988f51d9f87b2e1768634b770ae3',
        '4312bb4fc0191cef4e9dc20e8187ef40d39f2c87fbf99a76011fa7801d6b7ff6',
        'cfacc5e082e06f2be15bd5dadba19306109e7adcdade7a9a03cb202d04fff32c',
      ]);
    } finally {
      db.close();
    }
  });
});
