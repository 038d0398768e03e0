/**
 * GET /rest/v5/clustered_observations on both stores (describeEachStore; the PostgreSQL half needs
 * OBSERVATION_TEST_DATABASE_URL): the worker's grid on SQLite and the SQL grid on PostgreSQL
 * (domain/cluster-grid-sql.ts) give the same features for the unfiltered, per-project and
 * filtered views at every kind of zoom, every observation with a point counted once per tile
 * level, and the tiles follow a write.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Feature, FeatureCollection, Point } from 'geojson';
import type { RunningServer } from '../../src-server/index.js';
import { api } from '../helpers/server.js';
import { clientCredentialsToken } from '../helpers/login.js';
import { describeEachStore } from '../helpers/postgres.js';
import { startStoreServer } from '../helpers/store-server.js';

/** Tiles of the SQLite half (run first), which the PostgreSQL half must give alike. */
const sqliteTiles = new Map<string, Array<Feature<Point>>>();

/** The `z/x/y` of the Web Mercator tile holding a point (degrees). */
function tileAt(lon: number, lat: number, z: number): string {
  const n = 2 ** z;
  const phi = (lat * Math.PI) / 180;
  return `${z}/${Math.floor(((lon + 180) / 360) * n)}/${Math.floor(((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * n)}`;
}

/** Tiles over Lugano from the whole world down to single observations (z 18). */
const TILES = [0, 6, 8, 10, 12, 15, 16, 18].map((z) => tileAt(8.95, 46.01, z));
const FILTERS = ['', '?dataset_id[in]=1,2', '?validation[in]=1,2,3&event_date[gte]=2010-01-01', '?taxon_id[in]=162,163,164,165'];

describeEachStore('observation cluster tiles', (kind, templateUrl) => {
  let server: RunningServer;
  let token = '';
  const tile = async (path: string): Promise<{ status: number; body: FeatureCollection<Point>; headers: Headers }> =>
    api(server.url, `/rest/v5/clustered_observations/3857/${path}`, { token });
  const total = (fc: FeatureCollection<Point>): number => fc.features.reduce((n, f) => n + Number(f.properties?.total), 0);

  beforeAll(async () => {
    server = await startStoreServer(kind, templateUrl);
    token = await clientCredentialsToken(server.url);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('gives the same features on either store, for every view and zoom', async () => {
    let features = 0;
    for (const filter of FILTERS) {
      for (const at of TILES) {
        const r = await tile(`${at}${filter}`);
        expect(r.status, at + filter).toBe(200);
        expect(r.headers.get('content-type')).toMatch(/^application\/geo\+json/);
        features += r.body.features.length;
        const key = at + filter;
        if (kind === 'sqlite') sqliteTiles.set(key, r.body.features);
        else {
          const expected = sqliteTiles.get(key)!;
          expect(r.body.features.map((f) => f.properties), key).toEqual(expected.map((f) => f.properties));
          r.body.features.forEach((f, i) => {
            expect(f.geometry.coordinates[0]).toBeCloseTo(expected[i]!.geometry.coordinates[0]!, 2);
            expect(f.geometry.coordinates[1]).toBeCloseTo(expected[i]!.geometry.coordinates[1]!, 2);
          });
        }
      }
    }
    expect(features).toBeGreaterThan(TILES.length * FILTERS.length);
  });

  it('counts every observation with a point once in the world tile, and follows a write', async () => {
    const located = async (): Promise<number> => (await server.context.store.get<{ n: number }>(
      'SELECT count(*) AS n FROM observations o WHERE o.decimal_longitude IS NOT NULL AND o.dataset_id IN (1, 2)'))!.n;
    const filter = '?dataset_id[in]=1,2&validation[in]=1,2,3,4,5,6,7,8,9';
    const before = await tile(`0/0/0${filter}`);
    const withNull = await server.context.store.get<{ n: number }>(
      'SELECT count(*) AS n FROM observations o WHERE o.decimal_longitude IS NOT NULL AND o.dataset_id IN (1, 2) AND o.validation IS NULL');
    expect(total(before.body) + withNull!.n).toBe(await located());
    const one = await server.context.store.get<{ occurrence_id: number }>(
      'SELECT min(occurrence_id) AS occurrence_id FROM observations WHERE dataset_id IN (1, 2) AND decimal_longitude IS NOT NULL AND validation IS NOT NULL');
    await server.context.store.run('UPDATE observations SET validation = NULL WHERE occurrence_id = ?', [one!.occurrence_id]);
    server.context.observationsVersion.value++; // as the write routes do (the worker keys its tiles on it)
    expect(total((await tile(`0/0/0${filter}`)).body)).toBe(total(before.body) - 1);
  });
});
