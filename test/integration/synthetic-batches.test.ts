import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, inject, it } from 'vitest';
import { SEED_CONTEXT_SQL, type SeedContextRows } from '../../src-server/db/seed/context.js';
import { syntheticBatches, type SyntheticPlan } from '../../src-server/db/postgres/synthetic-batches.js';

/** A plan over the demo data of the test template (its SQLite file: the same rows as on PostgreSQL). */
function demoPlan(): SyntheticPlan {
  const db = new Database(join(inject('templateDataDir'), 'observations.sqlite'), { readonly: true });
  try {
    const contextRows = Object.fromEntries(Object.entries(SEED_CONTEXT_SQL).map(([part, sql]) => [part, db.prepare(sql).all()])) as unknown as SeedContextRows;
    const neophyteTaxa = db.prepare('SELECT t.id FROM taxa t LEFT JOIN taxa ta ON ta.id = t.accepted_taxon_id WHERE t.neophyte = 1 OR ta.neophyte = 1').pluck().all() as number[];
    const rounding = db.prepare('SELECT id, date_rounding FROM projects').raw().all() as Array<[number, string]>;
    return { contextRows, publishing: { neophyteTaxa, rounding }, firstId: 900_001, count: 250, seed: 3, now: '2026-01-01T00:00:00.000Z', batchSize: 100 };
  } finally {
    db.close();
  }
}

async function collect(batches: AsyncIterable<Uint8Array[]>): Promise<string[][]> {
  const out: string[][] = [];
  for await (const batch of batches) out.push(batch.map((bytes) => new TextDecoder().decode(bytes)));
  return out;
}

describe('synthetic observations generated in a worker thread', () => {
  it('gives the same COPY rows, batch by batch, as generating them on the calling thread', async () => {
    const plan = demoPlan();
    const worker = await collect(syntheticBatches(plan, 'worker'));
    const calling = await collect(syntheticBatches(plan, 'calling'));
    expect(worker).toEqual(calling);
    // Three batches of 100, 100 and 50 observations, ids running up from the first without a gap.
    const ids = worker.map((batch) => batch[0]!.split('\n').filter(Boolean).map((line) => Number(line.split('\t')[0])));
    expect(ids.map((batch) => batch.length)).toEqual([100, 100, 50]);
    expect(ids.flat()).toEqual(Array.from({ length: 250 }, (_, i) => 900_001 + i));
  });

  it('fails the load with the worker\'s error instead of waiting for a batch that never comes', async () => {
    const plan = { ...demoPlan(), contextRows: { ...demoPlan().contextRows, projects: [] } };
    await expect(collect(syntheticBatches(plan, 'worker'))).rejects.toThrow(/Demo project/);
  });
});
