/**
 * A SQLite database made before `observations.published_event_day` existed (db/published-neophytes.ts):
 * opening it adds the column, fills it, and replaces the triggers that write the published
 * dates, which `CREATE TRIGGER IF NOT EXISTS` alone would have left in their old form.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src-server/db/open.js';

const dir = mkdtempSync(join(tmpdir(), 'obs-upgrade-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const DAY_OFF = `SELECT count(*) FROM observations o JOIN projects p ON p.id = o.dataset_id
  WHERE o.published_event_day IS NOT (CASE p.date_rounding WHEN 'month' THEN substr(o.event_date, 1, 7) || '-01'
    WHEN 'year' THEN substr(o.event_date, 1, 4) || '-01-01' ELSE substr(o.event_date, 1, 10) END)`;

it('adds, fills and keeps the published day of a database made before it', () => {
  const file = join(dir, 'observations.sqlite');
  copyFileSync(join(inject('templateDataDir'), 'observations.sqlite'), file);
  const old = openDatabase(file);
  old.exec(`DROP TRIGGER observations_publish_insert; DROP TRIGGER observations_publish_update; DROP TRIGGER projects_publish_dates;
    DROP INDEX neophytes_by_published_event_day; DROP INDEX neophytes_finest_cell; ALTER TABLE observations DROP COLUMN published_event_day;
    CREATE TRIGGER projects_publish_dates AFTER UPDATE OF date_rounding ON projects BEGIN SELECT 1; END;`);
  old.close();

  const db = openDatabase(file);
  try {
    expect(db.prepare('SELECT count(*) FROM observations WHERE published_event_day IS NOT NULL').pluck().get()).toBeGreaterThan(0);
    expect(db.prepare(DAY_OFF).pluck().get()).toBe(0);
    const project = db.prepare("SELECT id FROM projects WHERE date_rounding = 'none' AND is_public = 1 ORDER BY id LIMIT 1").pluck().get();
    db.prepare("UPDATE projects SET date_rounding = 'month' WHERE id = ?").run(project);
    expect(db.prepare(DAY_OFF).pluck().get()).toBe(0);
  } finally {
    db.close();
  }
});
