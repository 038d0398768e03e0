/**
 * A foreign-key violation of the database driver — a row a write refers to deleted by another
 * request (on PostgreSQL, by another process) between the reference check and the write — is
 * answered 409 with a problem detail in the caller's language, never a 500 (http/driver-errors.ts).
 * The violation is a real one of each store's driver: a route's handler is swapped, through
 * Fastify's `onRoute`, for one that inserts an observer of an observation that does not exist.
 */
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../../src-server/index.js';
import type { Store } from '../../src-server/store/store.js';
import { describeEachStore } from '../helpers/postgres.js';
import { startStoreServer } from '../helpers/store-server.js';

const PATH = '/public/v5/habitats';

/** Makes `GET /public/v5/habitats` write a row whose references are gone. */
function violateForeignKey(route: RouteOptions): void {
  if (route.url !== PATH || route.method !== 'GET') return;
  route.handler = async function handler(this: { store: Store }) {
    const person = await this.store.get<{ id: number }>('SELECT min(id) AS id FROM people');
    await this.store.run('INSERT INTO observation_observers (occurrence_id, person_id, position) VALUES (?, ?, 0)', [-1, person!.id]);
    return {};
  };
}

describeEachStore('driver errors', (kind, templateUrl) => {
  let server: RunningServer;
  beforeAll(async () => { server = await startStoreServer(kind, templateUrl, { onRoute: violateForeignKey }); });
  afterAll(async () => { await server?.close(); });

  it('answers a foreign-key violation 409 with a problem detail in the caller\'s language', async () => {
    const res = await fetch(`${server.url}${PATH}`, { headers: { 'accept-language': 'de' } });
    expect(res.status).toBe(409);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(await res.json()).toMatchObject({ status: 409, title: 'Konflikt', detail: expect.stringContaining('inzwischen gelöscht') });
  });
});
