/**
 * Seeding ends with sampled planner statistics and the write-ahead log truncated, once per step:
 * `npm run server -- --synthetic 1000000` ran a second, full ANALYZE over every index of a
 * million rows after the bulk load had already taken them (issue 11 §4).
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, expect, it, vi } from 'vitest';
import { startServer } from '../../src-server/index.js';

const dirs: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

it('startServer seeding the demo and synthetic observations runs one sampled ANALYZE per step and no full one', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'obs-stats-'));
  dirs.push(dir);
  const exec = vi.spyOn(Database.prototype, 'exec');
  const pragma = vi.spyOn(Database.prototype, 'pragma');
  const server = await startServer({ dataDir: dir, synthetic: 300 });
  try {
    const analyses = exec.mock.calls.flatMap(([sql], i) => (/^\s*ANALYZE\s*$/i.test(String(sql)) ? [exec.mock.invocationCallOrder[i]!] : []));
    // seedDemo's and seedSynthetic's: one each.
    expect(analyses).toHaveLength(2);
    const limits = pragma.mock.calls.flatMap(([text], i) => {
      const m = /^analysis_limit\s*=\s*(\d+)$/.exec(String(text));
      return m ? [{ order: pragma.mock.invocationCallOrder[i]!, rows: Number(m[1]) }] : [];
    });
    for (const at of analyses) {
      const limit = limits.filter((l) => l.order < at).at(-1);
      expect(limit?.rows, 'the ANALYZE samples each index').toBeGreaterThan(0);
    }
    expect(server.db.prepare("SELECT count(*) FROM sqlite_stat1 WHERE idx = 'observations_finest_cell'").pluck().get()).toBe(1);
    expect(statSync(join(dir, 'observations.sqlite-wal')).size, 'write-ahead log truncated').toBe(0);
  } finally {
    await server.close();
  }
});
