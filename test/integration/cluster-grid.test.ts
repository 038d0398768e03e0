/**
 * Grid cluster tiles (domain/cluster-grid.ts, issue 11 §4): the unfiltered and per-project views
 * are summed from `observation_cells`, kept by triggers; other filters from cells counted once per
 * filter. Both must answer what the observations themselves say, after any write.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeatureCollection, Point } from 'geojson';
import type { RunningServer } from '../../src-server/index.js';
import { rebuildObservationCells } from '../../src-server/db/observation-cells.js';
import { GridTiles, filterCellsQuery, type GridTileRequest } from '../../src-server/domain/cluster-grid.js';
import { api, startTestServer } from '../helpers/server.js';
import { clientCredentialsToken, loginWithPkce } from '../helpers/login.js';

let server: RunningServer;
let steward: string;
let manager: string;

beforeAll(async () => {
  server = await startTestServer();
  steward = await clientCredentialsToken(server.url);
  manager = (await loginWithPkce(server.url, 'manager')).access_token;
});
afterAll(() => server?.close());

type Tile = { z: number; x: number; y: number };
const SCOPE = { sql: 'o.dataset_id IN (SELECT project_id FROM policies WHERE person_id = 1)', params: [] };
/** The tiles of zoom 6, 9, 12, 13, 15 and 16 around the busiest place (a level-L cell is a tile of zoom L). */
function busyTiles(): Array<{ z: number; x: number; y: number }> {
  const top = server.db.prepare('SELECT cell_x, cell_y FROM observation_cells WHERE level = 17 ORDER BY observations DESC LIMIT 1').get() as { cell_x: number; cell_y: number };
  return [6, 9, 12, 13, 15, 16].map((z) => ({ z, x: top.cell_x >> (17 - z), y: top.cell_y >> (17 - z) }));
}

type Row = { level: number; dataset_id: number; cell_x: number; cell_y: number; observations: number; sum_longitude: number; sum_latitude: number };
const cells = (): Row[] => server.db.prepare('SELECT * FROM observation_cells ORDER BY level, dataset_id, cell_x, cell_y').all() as Row[];

/** The stored cells now, and as a rebuild from the observations would make them (rolled back). */
function storedAndRebuilt(): { stored: Row[]; rebuilt: Row[] } {
  const stored = cells();
  server.db.exec('SAVEPOINT rebuild_check');
  try {
    rebuildObservationCells(server.db);
    return { stored, rebuilt: cells() };
  } finally {
    server.db.exec('ROLLBACK TO rebuild_check; RELEASE rebuild_check');
  }
}

function expectSameCells(stored: Row[], rebuilt: Row[]): void {
  expect(stored.map(({ sum_longitude: _x, sum_latitude: _y, ...key }) => key)).toEqual(rebuilt.map(({ sum_longitude: _x, sum_latitude: _y, ...key }) => key));
  stored.forEach((row, i) => {
    expect(row.sum_longitude).toBeCloseTo(rebuilt[i]!.sum_longitude, 9);
    expect(row.sum_latitude).toBeCloseTo(rebuilt[i]!.sum_latitude, 9);
  });
}

const summary = (fc: FeatureCollection<Point>) => fc.features.map((f) => ({ ...f.properties, x: Math.round(f.geometry.coordinates[0]!), y: Math.round(f.geometry.coordinates[1]!) }));

describe('observation_cells', () => {
  it('are kept by the triggers through create, move, project change and delete', async () => {
    expect(cells().length).toBeGreaterThan(0);
    expectSameCells(...Object.values(storedAndRebuilt()) as [Row[], Row[]]);
    const projects = server.db.prepare("SELECT id FROM projects WHERE project_name IN ('Flora Ticino (GBIF)', 'Neophytes Ticino') ORDER BY id").pluck().all() as number[];
    const created = await api(server.url, '/rest/v5/observations', { method: 'POST', token: manager, body: { dataset_id: projects[0], basis_of_record: 1, taxon_id: 2, footprint_wkt: 'POINT(8.95 46.0)' } });
    expect(created.status).toBe(201);
    const path = `/rest/v5/observations/${created.body.data.occurrence_id}`;
    let check = storedAndRebuilt();
    expectSameCells(check.stored, check.rebuilt);
    expect((await api(server.url, path, { method: 'PUT', token: manager, body: { footprint_wkt: 'POINT(8.5369 47.3769)' } })).status).toBe(200);
    check = storedAndRebuilt();
    expectSameCells(check.stored, check.rebuilt);
    expect((await api(server.url, path, { method: 'PUT', token: manager, body: { dataset_id: projects[1] } })).status).toBe(200);
    check = storedAndRebuilt();
    expectSameCells(check.stored, check.rebuilt);
    expect((await api(server.url, path, { method: 'DELETE', token: manager })).status).toBe(204);
    check = storedAndRebuilt();
    expectSameCells(check.stored, check.rebuilt);
  });
});

describe('grid tiles', () => {
  it('from the stored cells equal those counted from the observations, and sum to the observations of the tile', () => {
    const grid = new GridTiles();
    for (const tile of busyTiles()) {
      const request = (datasetOnly: boolean, key: string): GridTileRequest => ({ kind: 'grid', key, where: SCOPE, datasetOnly, tile });
      const stored = grid.tile(server.db, request(true, 'stored'));
      const counted = grid.tile(server.db, request(false, 'counted'));
      expect(summary(stored), `z${tile.z}`).toEqual(summary(counted));
      const total = stored.features.reduce((n, f) => n + (f.properties!.total as number), 0);
      // The tile's area by the same Web Mercator cells as the grid (the ±85° limit is far from the data).
      const n = 2 ** tile.z;
      const inTile = server.db.prepare(`SELECT count(*) FROM observations o WHERE ${SCOPE.sql} AND o.decimal_longitude IS NOT NULL
        AND CAST((o.decimal_longitude + 180.0) / 360.0 * ${n} AS INTEGER) = ?
        AND CAST((0.5 - ln(tan(0.7853981633974483 + radians(o.decimal_latitude) / 2.0)) / 6.283185307179586) * ${n} AS INTEGER) = ?`).pluck().get(tile.x, tile.y);
      expect(total, `z${tile.z}`).toBe(inTile);
      expect(total, `z${tile.z} holds observations`).toBeGreaterThan(0);
      // No two circles on top of each other: centres at least 40 px apart at the tile's zoom.
      const metresPerPixel = 40_075_016.68557849 / (256 * 2 ** tile.z);
      for (const [i, a] of stored.features.entries()) {
        for (const b of stored.features.slice(i + 1)) {
          const d = Math.hypot(a.geometry.coordinates[0]! - b.geometry.coordinates[0]!, a.geometry.coordinates[1]! - b.geometry.coordinates[1]!);
          if (tile.z < 18) expect(d / metresPerPixel, `z${tile.z}`).toBeGreaterThanOrEqual(39.9);
        }
      }
      for (const f of stored.features) {
        const p = f.properties!;
        if (p.total === 1) expect(p.occurrence_id, 'a single names its observation').toEqual(expect.any(Number));
        else expect(p).toMatchObject({ cluster_id: expect.any(Number), expansion_zoom: tile.z + 1 });
      }
    }
  });

  it('answer a filter over HTTP with the clusters of its observations only, singles named, one feature per observation from zoom 18', async () => {
    const world = await api(server.url, '/rest/v5/clustered_observations/3857/6/33/22?validation[in]=2,3&with_total=true', { token: steward });
    expect(world.status).toBe(200);
    const expected = server.db.prepare(`SELECT count(*) FROM observations o WHERE ${SCOPE.sql} AND o.validation IN (2, 3) AND o.decimal_longitude IS NOT NULL`).pluck().get() as number;
    expect(world.body.features.reduce((n: number, f: { properties: { total: number } }) => n + f.properties.total, 0)).toBe(expected);
    const [one] = (await api(server.url, '/rest/v5/observations?limit=1&validation[in]=2,3&footprint_wkt[eq]=POLYGON((8.9 45.9,9.1 45.9,9.1 46.1,8.9 46.1,8.9 45.9))', { token: steward })).body.data;
    const lat = (one.decimal_latitude * Math.PI) / 180;
    const x = Math.floor(((one.decimal_longitude + 180) / 360) * 2 ** 18);
    const y = Math.floor(((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * 2 ** 18);
    const close = await api(server.url, `/rest/v5/clustered_observations/3857/18/${x}/${y}?validation[in]=2,3`, { token: steward });
    expect(close.body.features.every((f: { properties: { total: number } }) => f.properties.total === 1)).toBe(true);
    expect(close.body.features.map((f: { properties: { occurrence_id: number } }) => f.properties.occurrence_id)).toContain(one.occurrence_id);
  });
});

describe('a filter\'s cells', () => {
  const VALIDATED = { sql: `${SCOPE.sql} AND o.validation IN (2, 3)`, params: [] };
  /** The tile's features summed by the grid, against the matching observations of the tile counted row by row. */
  function expectTileCounts(where: { sql: string; params: unknown[] }, tile: { z: number; x: number; y: number }, key: string): void {
    const fc = new GridTiles().tile(server.db, { kind: 'grid', key, where, datasetOnly: false, tile });
    const n = 2 ** tile.z;
    const inTile = server.db.prepare(`SELECT count(*) FROM observations o WHERE (${where.sql}) AND o.decimal_longitude IS NOT NULL
      AND CAST((o.decimal_longitude + 180.0) / 360.0 * ${n} AS INTEGER) = ?
      AND CAST((0.5 - ln(tan(0.7853981633974483 + radians(o.decimal_latitude) / 2.0)) / 6.283185307179586) * ${n} AS INTEGER) = ?`).pluck().get(...where.params, tile.x, tile.y);
    expect(fc.features.reduce((sum, f) => sum + (f.properties!.total as number), 0), `${key} z${tile.z}`).toBe(inTile);
  }

  it('are counted from the index by finest cell, without a sort, when it holds every column the filter reads', () => {
    const covered = filterCellsQuery(server.db, VALIDATED);
    expect(covered.fromIndex).toBe(true);
    const plan = (server.db.prepare(`EXPLAIN QUERY PLAN ${covered.sql}`).all() as Array<{ detail: string }>).map((r) => r.detail).join('\n');
    expect(plan).toContain('COVERING INDEX observations_finest_cell');
    expect(plan).not.toContain('TEMP B-TREE');
    // occurrence_status is not in that index: reading each row through it at random would be slower than the planner's choice.
    const uncovered = { sql: `${SCOPE.sql} AND o.occurrence_status IS NOT 2`, params: [] };
    expect(filterCellsQuery(server.db, uncovered).fromIndex).toBe(false);
    for (const tile of busyTiles()) {
      expectTileCounts(VALIDATED, tile, 'from the index');
      expectTileCounts(uncovered, tile, 'the planner\'s way');
    }
  });

  it('are read stripe by stripe as tiles need them, and a tile is the same whichever tiles came first', () => {
    // A narrow tile first reads only its columns: a stretch of the index, not the whole store.
    const top = server.db.prepare('SELECT cell_x FROM observation_cells WHERE level = 17 ORDER BY observations DESC LIMIT 1').pluck().get() as number;
    const plan = (server.db.prepare(`EXPLAIN QUERY PLAN ${filterCellsQuery(server.db, VALIDATED, { x0: top, x1: top + 127 }).sql}`).all() as Array<{ detail: string }>)
      .map((r) => r.detail).join('\n');
    expect(plan).toMatch(/SEARCH o USING COVERING INDEX observations_finest_cell \(<expr>>\? AND <expr><\?\)/);
    const [z12, z9, z6] = [12, 9, 6].map((z) => busyTiles().find((t) => t.z === z)!) as [Tile, Tile, Tile];
    // The definition: the stored cells of the scope (a filter on the scope alone, counted as any other filter).
    const stored = new GridTiles();
    const piecemeal = new GridTiles();
    const whole = new GridTiles();
    const request = (tile: { z: number; x: number; y: number }, key: string, datasetOnly = false): GridTileRequest => ({ kind: 'grid', key, where: SCOPE, datasetOnly, tile });
    // Fine to coarse: each tile adds the stripes the one before did not read; coarse first reads them all at once.
    const fineFirst = [z12, z9, z6].map((tile) => summary(piecemeal.tile(server.db, request(tile, 'piecemeal'))));
    const coarseFirst = [z6, z9, z12].map((tile) => summary(whole.tile(server.db, request(tile, 'whole')))).reverse();
    expect(fineFirst).toEqual(coarseFirst);
    expect(fineFirst).toEqual([z12, z9, z6].map((tile) => summary(stored.tile(server.db, request(tile, 'stored', true)))));
    expect(fineFirst[2]!.length, 'the zoom-6 tile has clusters').toBeGreaterThan(0);
    // And with a filter the stored cells cannot answer, against the observations counted row by row.
    for (const tile of [z12, z9, z6]) expectTileCounts(VALIDATED, tile, 'piecemeal');
  });

  it('stay right through create, move, validation change and delete (the index follows every write)', async () => {
    const [project] = server.db.prepare("SELECT id FROM projects WHERE project_name = 'Flora Ticino (GBIF)'").pluck().all() as number[];
    const where = { sql: `${SCOPE.sql} AND o.validation IN (SELECT value FROM json_each(?))`, params: ['[1,2,3]'] };
    const check = (label: string): void => { for (const tile of busyTiles()) expectTileCounts(where, tile, label); };
    check('before');
    const created = await api(server.url, '/rest/v5/observations', { method: 'POST', token: manager, body: { dataset_id: project, basis_of_record: 1, taxon_id: 2, footprint_wkt: 'POINT(8.95 46.0)' } });
    expect(created.status).toBe(201);
    const id = created.body.data.occurrence_id as number;
    check('created');
    const top = server.db.prepare('SELECT cell_x, cell_y FROM observation_cells WHERE level = 17 ORDER BY observations DESC LIMIT 1').get() as { cell_x: number; cell_y: number };
    const lon = ((top.cell_x + 0.5) / 2 ** 17) * 360 - 180;
    const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * (top.cell_y + 0.5)) / 2 ** 17))) * 180) / Math.PI;
    const path = `/rest/v5/observations/${id}`;
    expect((await api(server.url, path, { method: 'PUT', token: manager, body: { footprint_wkt: `POINT(${lon.toFixed(6)} ${lat.toFixed(6)})` } })).status).toBe(200);
    server.db.prepare('UPDATE observations SET validation = 2 WHERE occurrence_id = ?').run(id);
    check('moved into the busiest cell and validated');
    expect((await api(server.url, path, { method: 'DELETE', token: manager })).status).toBe(204);
    check('deleted');
  });
});
