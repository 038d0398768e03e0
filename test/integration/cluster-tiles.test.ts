import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src-server/index.js';
import { ClusterGrids } from '../../src-server/domain/cluster-grids.js';
import { stripeSql, type NeophyteGridRequest } from '../../src-server/domain/neophyte-grid.js';
import { NEOPHYTE_SCOPE } from '../../src-server/domain/neophyte-public.js';
import { createClusterTiles } from '../../src-server/domain/cluster-tiles.js';
import { ProblemError } from '../../src-server/http/problem.js';
import { api, startTestServer } from '../helpers/server.js';
import { clientCredentialsToken } from '../helpers/login.js';

// Cluster cells are counted in a worker thread (domain/cluster-tiles.ts) so that the service keeps
// answering while a new filter's cells are read; these tests hold that path to the same answers
// as counting in-thread, and to problem answers instead of hangs when it fails.
let server: RunningServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await clientCredentialsToken(server.url);
});
afterAll(() => server?.close());

const everything = (key: string): NeophyteGridRequest => ({ kind: 'neophytes', key, where: NEOPHYTE_SCOPE, fullproperties: true, tile: { z: 7, x: 66, y: 45 } });

describe('cluster tiles from the worker thread', () => {
  it('answer the same tile as a build on the calling thread', async () => {
    const tiles = createClusterTiles(server.db);
    try {
      const fromWorker = await tiles.tile(everything('same'));
      expect(fromWorker.features.length).toBeGreaterThan(0);
      expect(fromWorker).toEqual(await new ClusterGrids({ db: server.db }).tile(everything('same')));
    } finally {
      await tiles.close();
    }
  });

  it('leave the service answering lists while a filter\'s cells are counted', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const order: string[] = [];
    // A filter no earlier test used: its cells are counted now, in the worker (started on first use).
    const tile = fetch(`${server.url}/rest/v5/clustered_observations/3857/6/33/22?event_date[gte]=2016-03-01`, { headers: auth })
      .then((r) => { order.push(`tile ${r.status}`); });
    const list = await api(server.url, '/rest/v5/observations?limit=5', { token });
    order.push(`list ${list.status}`);
    await tile;
    expect(order).toEqual(['list 200', 'tile 200']);
  });

  it('answer a failing count with a 500 problem, not a hang', async () => {
    const tiles = createClusterTiles(server.db);
    try {
      const error = await tiles.tile({ ...everything('broken'), where: { sql: 'no_such_column = 1', params: [] } }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ProblemError);
      expect((error as ProblemError).status).toBe(500);
      expect((error as ProblemError).message).toMatch(/no_such_column/);
      expect((await tiles.tile(everything('after'))).features.length).toBeGreaterThan(0);
    } finally {
      await tiles.close();
    }
  });

  it('answer 503 when the worker dies, and start a new one for the next tile', async () => {
    const tiles = createClusterTiles(server.db, { workerFile: new URL('../helpers/crashing-cluster-worker.ts', import.meta.url) });
    try {
      const error = await tiles.tile(everything('crash')).catch((e: unknown) => e);
      expect((error as ProblemError).status).toBe(503);
      expect((await tiles.tile(everything('next'))).features.length).toBeGreaterThan(0);
    } finally {
      await tiles.close();
    }
  });
});

describe('public neophyte cells (SQLite)', () => {
  it('read a stripe of a filter\'s cells as one stretch of the index of the neophytes by grid cell, without a sort', () => {
    // Without it the planner read every public project's observations through their project: 4.3 s for one zoom-8 tile at 1,000,000.
    const where = { sql: 'p.is_public = 1 AND o.is_neophyte = 1 AND o.published_event_day >= ?', params: ['2009-01-02'] };
    const plan = (server.db.prepare(`EXPLAIN QUERY PLAN ${stripeSql('sqlite', where, { x0: 68096, x1: 68607 })}`).all(...where.params) as Array<{ detail: string }>)
      .map((r) => r.detail).join('\n');
    expect(plan).toMatch(/SEARCH o USING COVERING INDEX neophytes_finest_cell \(<expr>>\? AND <expr><\?\)/);
    expect(plan).not.toMatch(/SEARCH t /);
    expect(plan.match(/TEMP B-TREE/g) ?? [], 'one sort, of the few kept cells, not of the rows').toHaveLength(1);
  });
});
