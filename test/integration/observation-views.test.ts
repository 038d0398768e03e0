import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src-server/index.js';
import { api, startTestServer } from '../helpers/server.js';
import { clientCredentialsToken } from '../helpers/login.js';

let server: RunningServer;
let steward: string;

beforeAll(async () => {
  server = await startTestServer();
  steward = await clientCredentialsToken(server.url);
});
afterAll(() => server?.close());

describe('GET /rest/v5/clustered_observations/{srid}/{z}/{x}/{y}', () => {
  it('clusters every readable observation into the world tile, in EPSG:3857 metres', async () => {
    const r = await api(server.url, '/rest/v5/clustered_observations/3857/0/0/0?with_total=true', { token: steward });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/application\/geo\+json/);
    // Observations without a footprint have no place on a map.
    const total = (server.db.prepare('SELECT count(*) AS n FROM observations WHERE decimal_longitude IS NOT NULL AND dataset_id IN (SELECT project_id FROM policies WHERE person_id = 1)').get() as { n: number }).n;
    const sum = r.body.features.reduce((n: number, f: { properties: { total: number } }) => n + f.properties.total, 0);
    expect(sum).toBe(Number(total));
    for (const f of r.body.features) {
      expect(f.geometry.type).toBe('Point');
      const [x, y] = f.geometry.coordinates;
      expect(x).toBeGreaterThan(600_000); // Switzerland lies around x 660 000–1 170 000 m
      expect(x).toBeLessThan(1_200_000);
      expect(y).toBeGreaterThan(5_700_000);
      expect(y).toBeLessThan(6_100_000);
    }
  });

  it('applies the list filters and follows writes', async () => {
    const filtered = await api(server.url, '/rest/v5/clustered_observations/3857/0/0/0?taxon_id=2', { token: steward });
    const count = (server.db.prepare('SELECT count(*) AS n FROM observations WHERE taxon_id = 2 AND decimal_longitude IS NOT NULL AND dataset_id IN (SELECT project_id FROM policies WHERE person_id = 1)').get() as { n: number }).n;
    expect(filtered.body.features.reduce((n: number, f: { properties: { total: number } }) => n + f.properties.total, 0)).toBe(Number(count));
    const flora = server.db.prepare("SELECT id FROM projects WHERE project_name = 'Neophytes Ticino'").get() as { id: number };
    server.db.prepare("INSERT INTO policies (project_id, person_id, role) VALUES (?, 1, 'manager') ON CONFLICT DO UPDATE SET role = 'manager'").run(flora.id);
    await api(server.url, '/rest/v5/observations', { method: 'POST', token: steward, body: { dataset_id: flora.id, basis_of_record: 1, taxon_id: 2, footprint_wkt: 'POINT(8.9 46.1)' } });
    const after = await api(server.url, '/rest/v5/clustered_observations/3857/0/0/0?taxon_id=2', { token: steward });
    expect(after.body.features.reduce((n: number, f: { properties: { total: number } }) => n + f.properties.total, 0)).toBe(Number(count) + 1);
  });

  it('refuses any srid but 3857 and tiles outside the scheme', async () => {
    const swiss = await api(server.url, '/rest/v5/clustered_observations/21781/8/133/90', { token: steward });
    expect(swiss.status).toBe(400);
    expect(swiss.body.parameter).toBe('srid');
    expect((await api(server.url, '/rest/v5/clustered_observations/3857/2/4/0', { token: steward })).status).toBe(400);
  });

  it('gives single observations their id at high zoom', async () => {
    const [o] = (await api(server.url, '/rest/v5/observations?limit=1&dataset_id=1', { token: steward })).body.data;
    const z = 17;
    const n = 2 ** z;
    const x = Math.floor(((o.decimal_longitude + 180) / 360) * n);
    const lat = (o.decimal_latitude * Math.PI) / 180;
    const y = Math.floor(((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * n);
    const tile = await api(server.url, `/rest/v5/clustered_observations/3857/${z}/${x}/${y}?dataset_id=1`, { token: steward });
    const ids = tile.body.features.filter((f: { properties: { total: number } }) => f.properties.total === 1).map((f: { properties: { occurrence_id: number } }) => f.properties.occurrence_id);
    const clustered = tile.body.features.some((f: { properties: { total: number } }) => f.properties.total > 1);
    expect(ids.includes(o.occurrence_id) || clustered).toBe(true);
  });
});
