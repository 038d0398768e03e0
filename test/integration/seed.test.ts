import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src-server/auth/passwords.js';
import { getMeta, openDatabase, type Db } from '../../src-server/db/open.js';
import { GENERATED_REMARK, seedDemo, seedSynthetic, type SeedReport } from '../../src-server/db/seed/index.js';
import { createThumbnail } from '../../src-server/files/thumbnails.js';

const TICINO = 10021;
const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'obs-desk-seed-'));
  dirs.push(dir);
  return dir;
}
async function seededDb(): Promise<{ db: Db; filesDir: string; report: SeedReport }> {
  const dir = tempDir();
  const db = openDatabase(join(dir, 'service.sqlite'));
  const filesDir = join(dir, 'files');
  const report = await seedDemo(db, { filesDir });
  return { db, filesDir, report };
}
const all = <T>(db: Db, sql: string, ...params: unknown[]): T[] => db.prepare(sql).all(...params) as T[];
const one = <T>(db: Db, sql: string, ...params: unknown[]): T => db.prepare(sql).get(...params) as T;
const count = (db: Db, sql: string, ...params: unknown[]): number => one<{ n: number }>(db, sql, ...params).n;

let db: Db;
let filesDir: string;
let report: SeedReport;

beforeAll(async () => {
  ({ db, filesDir, report } = await seededDb());
});
afterAll(() => {
  db?.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('seedDemo', () => {
  it('reports the counts and marks the database as seeded', async () => {
    expect(report.skipped).toBe(false);
    expect(report.counts.observations).toBeGreaterThan(3000);
    expect(report.counts.taxa).toBe(400);
    expect(report.counts.vocabularies).toBe(209);
    expect(getMeta(db, 'seeded')).toBeTruthy();
    const again = await seedDemo(db, { filesDir });
    expect(again.skipped).toBe(true);
    expect(again.counts).toEqual(report.counts);
  });

  it('has the BFS 2024 administrative units with offset ids, districts and bboxes', () => {
    expect(count(db, "SELECT COUNT(*) n FROM administrative_units WHERE unit_type = 'canton'")).toBe(26);
    expect(count(db, "SELECT COUNT(*) n FROM administrative_units WHERE unit_type = 'district'")).toBe(143);
    expect(count(db, "SELECT COUNT(*) n FROM administrative_units WHERE unit_type = 'municipality'")).toBe(2134);
    expect(one(db, 'SELECT name, unit_type FROM administrative_units WHERE id = ?', TICINO)).toEqual({ name: 'Ticino', unit_type: 'canton' });
    expect(one(db, 'SELECT name, canton_id, district_id FROM administrative_units WHERE id = 5192')).toEqual({
      name: 'Lugano', canton_id: TICINO, district_id: 22105 });
    expect(count(db, `SELECT COUNT(*) n FROM administrative_units WHERE unit_type = 'municipality'
      AND (canton_id IS NULL OR district_id IS NULL OR min_lon IS NULL OR geometry_geojson IS NULL)`)).toBe(0);
    // every municipality's district lies in the municipality's canton
    expect(count(db, `SELECT COUNT(*) n FROM administrative_units m JOIN administrative_units d ON d.id = m.district_id
      WHERE m.unit_type = 'municipality' AND d.canton_id <> m.canton_id`)).toBe(0);
  });

  it('has the reference data', () => {
    expect(count(db, "SELECT COUNT(*) n FROM taxa WHERE taxonomic_status = 'accepted' AND accepted_taxon_id <> id")).toBe(0);
    expect(count(db, 'SELECT COUNT(*) n FROM taxa_references')).toBe(6);
    expect(count(db, "SELECT COUNT(*) n FROM taxa_relations WHERE reference_id = 3")).toBe(
      count(db, "SELECT COUNT(*) n FROM taxa WHERE swiss_invasive_status = 'invasive' AND taxonomic_status = 'accepted'"));
    expect(one(db, "SELECT level, parent_code FROM habitats WHERE code = '6.1'")).toEqual({ level: 2, parent_code: '6' });
    expect(count(db, "SELECT COUNT(*) n FROM taxa_facts WHERE fact_type = 'swiss_invasive_status'")).toBeGreaterThan(35);
  });

  it('has the four demo accounts with their roles', () => {
    for (const u of ['steward', 'manager', 'curator', 'visitor']) {
      const a = one<{ password_hash: string; person_id: number } | undefined>(db, 'SELECT password_hash, person_id FROM accounts WHERE username = ?', u);
      expect(a).toBeDefined();
      expect(verifyPassword(u, a!.password_hash)).toBe(true);
      expect(count(db, 'SELECT COUNT(*) n FROM people WHERE id = ?', a!.person_id)).toBe(1);
    }
    const roles = (u: string) => all<{ project_name: string; role: string }>(db, `SELECT p.project_name, r.role FROM policies r
      JOIN projects p ON p.id = r.project_id JOIN accounts a ON a.person_id = r.person_id WHERE a.username = ? ORDER BY p.id`, u);
    expect(roles('visitor')).toEqual([{ project_name: 'Flora Ticino (GBIF)', role: 'viewer' }]);
    expect(roles('manager').every((r) => r.role === 'manager')).toBe(true);
    expect(roles('manager')).toHaveLength(6);
    expect(roles('steward').map((r) => r.project_name)).not.toContain('Private garden survey');
    expect(roles('steward').every((r) => r.role === 'validator')).toBe(true);
    expect(all(db, `SELECT r.role FROM policies r JOIN projects p ON p.id = r.project_id WHERE p.project_name = 'Private garden survey'`))
      .toEqual([{ role: 'manager' }]);
    expect(one(db, "SELECT is_public, anonymise_observers, date_rounding FROM projects WHERE project_name = 'Neophytes Vaud'"))
      .toEqual({ is_public: 1, anonymise_observers: 1, date_rounding: 'year' });
  });

  it('imports the 377 real GBIF records from Ticino', () => {
    expect(count(db, 'SELECT COUNT(*) n FROM observations WHERE generated = 0')).toBe(377);
    const located = all<{ canton_id: number; unit_canton: number }>(db, `SELECT o.canton_id, m.canton_id AS unit_canton FROM observations o
      JOIN administrative_units m ON m.id = o.municipality_id WHERE o.generated = 0`);
    expect(located.length).toBeGreaterThan(350);
    expect(located.every((r) => r.canton_id === TICINO && r.unit_canton === TICINO)).toBe(true);
    const first = one<Record<string, unknown>>(db, "SELECT * FROM observations WHERE source_record_id = 'INFOFLORA-TRAC-10791614'");
    expect(first).toMatchObject({
      footprint_wkt: 'POINT (8.51019 46.33882)', decimal_longitude: 8.51019, decimal_latitude: 46.33882,
      municipality_id: 5304, // Bosco/Gurin, as GBIF's level3Name says
      event_date: '2021-08-12T00:00:00.000+02:00', event_date_utc: '2021-08-11T22:00:00.000Z', date_precision: 1,
      coordinate_uncertainty_in_meters: 3535, minimum_elevation_in_meters: 2196, maximum_elevation_in_meters: 2200,
      verbatim_identification: 'Eriophorum vaginatum L.', generated: 0,
    });
    expect(one(db, "SELECT code FROM vocabularies WHERE field_name = 'basis_of_record' AND dwc_value = 'HumanObservation'"))
      .toEqual({ code: first.basis_of_record });
    expect(all(db, `SELECT p.first_name, p.last_name, p.generated FROM observation_observers oo JOIN people p ON p.id = oo.person_id
      WHERE oo.occurrence_id = ?`, first.occurrence_id)).toEqual([{ first_name: 'Fedele', last_name: 'Airoldi', generated: 0 }]);
    expect(count(db, 'SELECT COUNT(*) n FROM observations WHERE generated = 0 AND taxon_id IS NULL')).toBe(0);
    const winter = one<{ event_date: string }>(db, "SELECT event_date FROM observations WHERE generated = 0 AND event_date LIKE '____-01-%' LIMIT 1");
    expect(winter.event_date).toMatch(/T00:00:00\.000\+01:00$/);
  });

  it('generates marked demo observations in every validation state', () => {
    expect(count(db, `SELECT COUNT(*) n FROM observations WHERE generated = 1 AND occurrence_remarks NOT LIKE ?`, `${GENERATED_REMARK}%`)).toBe(0);
    expect(all<{ validation: number }>(db, 'SELECT DISTINCT validation FROM observations ORDER BY 1').map((r) => r.validation)).toEqual([1, 2, 3, 4, 5]);
    expect(all<{ event_type: number }>(db, 'SELECT DISTINCT event_type FROM observations ORDER BY 1').map((r) => r.event_type)).toEqual(
      expect.arrayContaining([1, 2, 4, 5]));
    const validated = all<{ n: number; last: number; validation: number }>(db, `SELECT COUNT(h.id) n, o.validation,
      (SELECT validation FROM validation_history WHERE occurrence_id = o.occurrence_id ORDER BY id DESC LIMIT 1) AS last
      FROM observations o LEFT JOIN validation_history h ON h.occurrence_id = o.occurrence_id WHERE o.validation > 1 GROUP BY o.occurrence_id`);
    expect(validated.every((v) => v.n >= 1 && v.n <= 3 && v.last === v.validation)).toBe(true);
    expect(count(db, 'SELECT COUNT(*) n FROM observations WHERE validation > 1 AND (validated_by IS NULL OR validated_at IS NULL)')).toBe(0);
    const steps = all<{ occurrence_id: number; validated_at: string }>(db, 'SELECT occurrence_id, validated_at FROM validation_history ORDER BY id');
    const unordered = steps.filter((h, i) => i > 0 && steps[i - 1]!.occurrence_id === h.occurrence_id
      && Date.parse(steps[i - 1]!.validated_at) > Date.parse(h.validated_at));
    expect(unordered).toEqual([]);
    expect(count(db, "SELECT COUNT(*) n FROM observations WHERE event_date NOT GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9].[0-9][0-9][0-9][+-][0-9][0-9]:[0-9][0-9]'")).toBe(0);
    // neophyte projects: mostly neophytes in their canton, with control data, some non-point footprints
    const neo = one<{ n: number; neophytes: number; inCanton: number }>(db, `SELECT COUNT(*) n, SUM(t.neophyte = 1) neophytes,
      SUM(o.canton_id = 10001) inCanton FROM observations o JOIN taxa t ON t.id = o.taxon_id JOIN projects p ON p.id = o.dataset_id
      WHERE p.project_name = 'Neophytes Zürich'`);
    expect(neo.neophytes / neo.n).toBeGreaterThan(0.7);
    expect(neo.inCanton).toBe(neo.n);
    expect(count(db, 'SELECT COUNT(*) n FROM neophytes WHERE control_type IS NOT NULL AND control_dtype IS NOT NULL')).toBeGreaterThan(50);
    expect(count(db, "SELECT COUNT(*) n FROM observations WHERE footprint_wkt LIKE 'POLYGON%'")).toBeGreaterThan(50);
    expect(count(db, "SELECT COUNT(*) n FROM observations WHERE footprint_wkt LIKE 'LINESTRING%'")).toBeGreaterThan(50);
    expect(count(db, 'SELECT COUNT(*) n FROM observations WHERE related_resource_id IS NOT NULL AND relationship_of_resource IN (1, 2)')).toBeGreaterThan(3);
    expect(count(db, 'SELECT COUNT(*) n FROM supplements')).toBeGreaterThan(100);
    const observers = all<{ n: number }>(db, 'SELECT COUNT(*) n FROM observation_observers GROUP BY occurrence_id');
    expect(Math.max(...observers.map((o) => o.n))).toBeGreaterThanOrEqual(3);
  });

  it('has one R*Tree entry per located observation and relevé', () => {
    expect(count(db, 'SELECT COUNT(*) n FROM observations_rtree')).toBe(count(db, 'SELECT COUNT(*) n FROM observations WHERE footprint_wkt IS NOT NULL'));
    expect(count(db, 'SELECT COUNT(*) n FROM releves_rtree')).toBe(count(db, 'SELECT COUNT(*) n FROM releves'));
  });

  it('has about 12 complete relevés with plausible units and 5–15 species each', () => {
    const releves = all<Record<string, number | string | null>>(db, 'SELECT * FROM releves');
    expect(releves.length).toBeGreaterThanOrEqual(10);
    for (const r of releves) {
      for (const [k, v] of Object.entries(r)) expect(v, `${k} of relevé ${r.id}`).not.toBeNull();
      expect(r.tree_layer_height_in_meters).toBeGreaterThanOrEqual(0);
      expect(r.tree_layer_height_in_meters).toBeLessThanOrEqual(40);
      expect(r.shrub_layer_height_in_meters).toBeLessThanOrEqual(8);
      expect(r.herb_layer_height_in_centimeters).toBeGreaterThanOrEqual(1);
      expect(r.herb_layer_height_in_centimeters).toBeLessThanOrEqual(200);
      expect(r.moss_layer_height_in_centimeters).toBeLessThanOrEqual(20);
      for (const [k, v] of Object.entries(r)) if (k.startsWith('cover_')) expect(v as number).toBeLessThanOrEqual(100);
      expect(String(r.footprint_wkt)).toMatch(/^POLYGON/);
      const species = count(db, 'SELECT COUNT(*) n FROM observations WHERE releve_id = ? AND event_type = 2', r.id);
      expect(species).toBeGreaterThanOrEqual(5);
      expect(species).toBeLessThanOrEqual(15);
      expect(count(db, 'SELECT COUNT(*) n FROM releve_observers WHERE releve_id = ?', r.id)).toBeGreaterThan(0);
    }
    expect(count(db, `SELECT COUNT(*) n FROM observations o JOIN supplements s ON s.occurrence_id = o.occurrence_id
      WHERE o.releve_id IS NOT NULL AND s.releve_stratum IS NOT NULL`)).toBe(count(db, 'SELECT COUNT(*) n FROM observations WHERE releve_id IS NOT NULL'));
  });

  it('stores the demo photos with thumbnails and attaches them to a dozen observations', async () => {
    const docs = all<{ storage_path: string; thumbnail_path: string | null; size_in_bytes: number; mimetype: string }>(db, 'SELECT * FROM docs');
    expect(docs.length).toBeGreaterThanOrEqual(12);
    for (const d of docs) {
      expect(statSync(join(filesDir, d.storage_path)).size).toBe(d.size_in_bytes);
      expect(d.thumbnail_path).not.toBeNull();
      const meta = await sharp(join(filesDir, d.thumbnail_path!)).metadata();
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(320);
    }
    expect(count(db, 'SELECT COUNT(DISTINCT occurrence_id) n FROM observation_docs')).toBe(12);
  });
});

describe('seedSynthetic', () => {
  it('adds exactly N observations with their R*Tree entries', () => {
    const before = count(db, 'SELECT COUNT(*) n FROM observations');
    const rtreeBefore = count(db, 'SELECT COUNT(*) n FROM observations_rtree');
    expect(seedSynthetic(db, 2500, { seed: 3 })).toBe(2500);
    expect(count(db, 'SELECT COUNT(*) n FROM observations')).toBe(before + 2500);
    expect(count(db, 'SELECT COUNT(*) n FROM observations_rtree')).toBe(rtreeBefore + 2500);
    expect(count(db, "SELECT COUNT(*) n FROM observations WHERE source_record_id LIKE 'synthetic:%' AND generated = 1")).toBe(2500);
    expect(seedSynthetic(db, 0)).toBe(0);
  });

  it('refuses an unseeded database', () => {
    const empty = openDatabase(':memory:');
    expect(() => seedSynthetic(empty, 10)).toThrow(/seedDemo/);
    empty.close();
  });
});

describe('determinism', () => {
  it('two seeds give identical observation rows except timestamps', async () => {
    const other = await seededDb();
    const rows = (d: Db) => all<Record<string, unknown>>(d, 'SELECT * FROM observations ORDER BY occurrence_id')
      .map(({ created_at: _c, updated_at: _u, ...rest }) => rest);
    const fresh = await seededDb();
    seedSynthetic(fresh.db, 300, { seed: 9 });
    seedSynthetic(other.db, 300, { seed: 9 });
    expect(rows(other.db)).toEqual(rows(fresh.db));
    expect(all(other.db, 'SELECT * FROM validation_history ORDER BY id')).toEqual(all(fresh.db, 'SELECT * FROM validation_history ORDER BY id'));
    other.db.close();
    fresh.db.close();
  });

  it('the worker thread generates the rows the seeding thread generates, ids and dependent rows alike', async () => {
    const inThread = await seededDb();
    const inWorker = await seededDb();
    seedSynthetic(inThread.db, 700, { seed: 4, worker: false });
    seedSynthetic(inWorker.db, 700, { seed: 4, worker: true });
    const rows = (d: Db, sql: string) => all<Record<string, unknown>>(d, sql).map(({ created_at: _c, updated_at: _u, ...rest }) => rest);
    for (const sql of ['SELECT * FROM observations ORDER BY occurrence_id', 'SELECT * FROM observation_observers ORDER BY occurrence_id, position',
      'SELECT * FROM validation_history ORDER BY id', 'SELECT * FROM supplements ORDER BY occurrence_id', 'SELECT * FROM neophytes ORDER BY occurrence_id',
      'SELECT * FROM observations_rtree ORDER BY id']) {
      expect(rows(inWorker.db, sql), sql).toEqual(rows(inThread.db, sql));
    }
    expect(count(inWorker.db, "SELECT COUNT(*) n FROM observations WHERE source_record_id LIKE 'synthetic:%'")).toBe(700);
    inThread.db.close();
    inWorker.db.close();
  });
});

describe('createThumbnail', () => {
  it('returns false for a file that is not an image', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'note.txt'), 'not an image');
    expect(await createThumbnail(join(dir, 'note.txt'), join(dir, 'thumb.jpg'))).toBe(false);
    expect(existsSync(join(dir, 'thumb.jpg'))).toBe(false);
  });
});

describe('seed helpers', () => {
  it('splits GBIF recordedBy values in both name orders', async () => {
    const { parseRecordedBy } = await import('../../src-server/db/seed/people.js');
    expect(parseRecordedBy('Persico Andrea, Enz Peter', 'last-first')).toEqual([
      { first_name: 'Andrea', last_name: 'Persico' }, { first_name: 'Peter', last_name: 'Enz' }]);
    expect(parseRecordedBy('Maire Martinoni Stefanie', 'last-first')).toEqual([{ first_name: 'Stefanie', last_name: 'Maire Martinoni' }]);
    expect(parseRecordedBy('Hofstetter C. E.', 'last-first')).toEqual([{ first_name: 'C. E.', last_name: 'Hofstetter' }]);
    expect(parseRecordedBy('Zanon Pier Luigi', 'last-first')).toEqual([{ first_name: 'Pier Luigi', last_name: 'Zanon' }]);
    expect(parseRecordedBy('Danuser Philip, Egli Andreas & al.', 'last-first')).toHaveLength(2);
    expect(parseRecordedBy('Robert Keller;Anna Keller', 'first-last')).toEqual([
      { first_name: 'Robert', last_name: 'Keller' }, { first_name: 'Anna', last_name: 'Keller' }]);
    expect(parseRecordedBy('Karl von Grabmayr | Schürmann', 'first-last')).toEqual([
      { first_name: 'Karl', last_name: 'von Grabmayr' }, { first_name: null, last_name: 'Schürmann' }]);
    expect(parseRecordedBy('anonymous', 'last-first')).toEqual([]);
    expect(parseRecordedBy('s.n.', 'first-last')).toEqual([]);
  });

  it('writes Zurich dates with the offset of that day', async () => {
    const { zurichDate } = await import('../../src-server/db/seed/dates.js');
    expect(zurichDate('2021-08-12')).toEqual({ event_date: '2021-08-12T00:00:00.000+02:00', event_date_utc: '2021-08-11T22:00:00.000Z' });
    expect(zurichDate('2025-12-24', '09:30').event_date).toBe('2025-12-24T09:30:00.000+01:00');
    expect(zurichDate('2026-03-29', '03:30').event_date).toBe('2026-03-29T03:30:00.000+02:00');
    expect(zurichDate('1885-10-01').event_date).toBe('1885-10-01T00:00:00.000+01:00'); // LMT before 1894 → +01:00
  });
});
