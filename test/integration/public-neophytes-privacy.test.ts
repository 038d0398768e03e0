/**
 * Issue 11 §1 on the public neophyte endpoints: the order of a list cannot reveal a withheld
 * (rounded) date, the cluster tiles give `with_total` a meaning and refuse paging, and `srid` is
 * taken by the single-record paths of the three list resources alike and nowhere else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src-server/index.js';
import { api } from '../helpers/server.js';
import { clientCredentialsToken, loginWithPkce } from '../helpers/login.js';
import { describeEachStore } from '../helpers/postgres.js';
import { startStoreServer } from '../helpers/store-server.js';

describeEachStore('public neophyte privacy and parameters', (kind, templateUrl) => {
  let server: RunningServer;
  let steward: string; // client credentials: validator on the demo projects
  const get = (path: string, token?: string) => api(server.url, path, { token });

  beforeAll(async () => { server = await startStoreServer(kind, templateUrl); steward = await clientCredentialsToken(server.url); }, 120_000);
  afterAll(() => server?.close());

  describe('public sort on event_date', () => {
    it.each(['neophyte_observations', 'simple_neophyte_observations'])('orders %s by the published date only', async (path) => {
      const rounded = (await server.context.store.get<{ n: number }>(`SELECT count(*) AS n FROM observations o JOIN projects p ON p.id = o.dataset_id
        WHERE p.is_public = 1 AND p.date_rounding <> 'none' AND substr(o.event_date, 6, 5) <> '01-01'`))!;
      expect(rounded.n).toBeGreaterThan(0);
      for (const dir of ['asc', 'desc'] as const) {
        const instants: number[] = [];
        for (let offset = 0; ; offset += 1000) {
          const r = await get(`/public/v5/${path}?sort=event_date&dir=${dir}&limit=1000&offset=${offset}`);
          expect(r.status).toBe(200);
          instants.push(...(r.body.data as Array<{ event_date: string | null }>).filter((o) => o.event_date).map((o) => Date.parse(o.event_date!)));
          if (r.body.data.length < 1000) break;
        }
        const outOfOrder = instants.findIndex((t, i) => i > 0 && (dir === 'asc' ? t < instants[i - 1]! : t > instants[i - 1]!));
        expect(outOfOrder).toBe(-1);
      }
    });
  });

  describe('clustered neophyte tiles', () => {
    it('gives X-Total and X-Filtered-Total with with_total', async () => {
      const list = await get('/public/v5/simple_neophyte_observations?event_type=4&with_total=true&limit=1');
      const tile = await get('/public/v5/clustered_neophyte_observations/3857/0/0/0?event_type=4&with_total=true');
      expect(tile.status).toBe(200);
      expect(tile.headers.get('x-total')).toBe(list.headers.get('x-total'));
      expect(tile.headers.get('x-filtered-total')).toBe(list.headers.get('x-filtered-total'));
    });

    it('drops a project from the tiles as soon as it stops being public (the tile index is not kept across that write)', async () => {
      const manager = (await loginWithPkce(server.url, 'manager')).access_token;
      const tileTotal = async (): Promise<number> => {
        const r = await get('/public/v5/clustered_neophyte_observations/3857/0/0/0?with_total=true');
        expect(r.status).toBe(200);
        return (r.body.features as Array<{ properties: { total: number } }>).reduce((n, f) => n + f.properties.total, 0);
      };
      const project = (await server.context.store.get<{ id: number; n: number }>(`SELECT o.dataset_id AS id, count(*) AS n FROM observations o
        JOIN projects p ON p.id = o.dataset_id WHERE p.is_public = 1 AND o.is_neophyte = 1 AND o.decimal_longitude IS NOT NULL
        GROUP BY o.dataset_id ORDER BY count(*) DESC LIMIT 1`))!;
      expect(project.n).toBeGreaterThan(0);
      const before = await tileTotal(); // builds and keeps the index
      const put = (is_public: boolean) => api(server.url, `/rest/v5/projects/${project.id}`, { method: 'PUT', token: manager, body: { is_public } });
      expect((await put(false)).status).toBe(200);
      try {
        expect(await tileTotal()).toBe(before - Number(project.n));
      } finally {
        expect((await put(true)).status).toBe(200);
      }
      expect(await tileTotal()).toBe(before);
    });

    it.each(['offset=10', 'limit=5', 'sort=event_date', 'dir=desc'])('refuses %s with a 400 naming it', async (param) => {
      const r = await get(`/public/v5/clustered_neophyte_observations/3857/0/0/0?${param}`);
      expect(r.status).toBe(400);
      expect(r.body.parameter).toBe(param.split('=')[0]);
      expect(r.body.detail).toMatch(/simple_neophyte_observations/);
    });

    it('refuses paging on the private tiles too, and gives their totals', async () => {
      expect((await get('/rest/v5/clustered_observations/3857/0/0/0?limit=5', steward)).status).toBe(400);
      const tile = await get('/rest/v5/clustered_observations/3857/0/0/0?with_total=true', steward);
      const list = await get('/rest/v5/observations?with_total=true&limit=1', steward);
      expect(tile.headers.get('x-filtered-total')).toBe(list.headers.get('x-filtered-total'));
    });
  });

  describe('srid on single records', () => {
    it('is taken alike by one observation, one relevé and one public neophyte observation', async () => {
      const neophyte = ((await get('/public/v5/neophyte_observations?limit=100')).body.data as Array<{ occurrence_id: number; footprint_wkt: string | null }>)
        .find((o) => o.footprint_wkt)!;
      const releve = (await get('/rest/v5/releves?limit=1', steward)).body.data[0];
      for (const [path, token] of [[`/rest/v5/observations/${neophyte.occurrence_id}`, steward], [`/rest/v5/releves/${releve.id}`, steward],
        [`/public/v5/neophyte_observations/${neophyte.occurrence_id}`, undefined]] as const) {
        const r = await get(`${path}?srid=2056`, token);
        expect(r.status).toBe(200);
        expect(r.body.data.geodetic_datum).toBe('EPSG:2056');
        expect((await get(`${path}?srid=1234`, token)).status).toBe(400);
      }
    });

    it('refuses list parameters on a single public record instead of ignoring them', async () => {
      const id = (await get('/public/v5/neophyte_observations?limit=1')).body.data[0].occurrence_id;
      for (const param of ['limit=5', 'taxon_id=1', 'with_total=true']) {
        const r = await get(`/public/v5/neophyte_observations/${id}?${param}`);
        expect(r.status).toBe(400);
        expect(r.body.parameter).toBe(param.split('=')[0]);
      }
    });

    it('names every path that takes srid when refusing it', async () => {
      const r = await get('/public/v5/simple_neophyte_observations?srid=2056');
      expect(r.status).toBe(400);
      expect(r.body.detail).toContain('/public/v5/neophyte_observations/{id}');
    });
  });
});
