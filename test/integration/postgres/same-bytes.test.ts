/**
 * The same record answered by both stores is the same text, byte for byte: a client that hashes,
 * caches or diffs bodies (or a reviewer comparing two deployments) sees no difference. The
 * observation page reads `recorded_by_id` from the JSON text its statement built
 * (domain/observation-rows.ts), which each store spells its own way (store/dialect.ts).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../../../src-server/index.js';
import { clientCredentialsToken } from '../../helpers/login.js';
import { describePostgres } from '../../helpers/postgres.js';
import { scalar, startStoreServer } from '../../helpers/store-server.js';

describePostgres('the same record in the same bytes on SQLite and PostgreSQL', (templateUrl) => {
  let sqlite: RunningServer;
  let postgres: RunningServer;
  let occurrenceId: number;

  beforeAll(async () => {
    [sqlite, postgres] = await Promise.all([startStoreServer('sqlite', ''), startStoreServer('postgres', templateUrl)]);
    // An observation of the demo data with more than one observer: its recorded_by_id has a separator.
    occurrenceId = (await scalar<number>(sqlite,
      'SELECT occurrence_id FROM observation_observers GROUP BY occurrence_id HAVING count(*) > 1 ORDER BY occurrence_id LIMIT 1'))!;
  }, 120_000);
  afterAll(async () => {
    await sqlite?.close();
    await postgres?.close();
  });

  /** The raw body of GET `path` on `server` as the demo steward. */
  const body = async (server: RunningServer, path: string): Promise<string> => {
    const res = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${await clientCredentialsToken(server.url)}` } });
    expect(res.status, path).toBe(200);
    return res.text();
  };

  it.each([
    ['the list page', (id: number) => `/rest/v5/observations?occurrence_id[eq]=${id}`],
    ['the record', (id: number) => `/rest/v5/observations/${id}`],
  ])('answers %s of an observation with two observers in the same bytes', async (_, path) => {
    expect(occurrenceId).toBeGreaterThan(0);
    const [fromSqlite, fromPostgres] = await Promise.all([body(sqlite, path(occurrenceId)), body(postgres, path(occurrenceId))]);
    expect(fromSqlite).toMatch(/"recorded_by_id":\[\d+,\d+/);
    expect(fromPostgres).toBe(fromSqlite);
  });
});
