/**
 * The bearer check remembers a verified token while nothing is written to the database
 * (auth/authorization-server.ts, AuthState.dataVersion): a revocation must still hold at once,
 * also one committed by another connection or process on the same file.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../../src-server/index.js';
import { clientCredentialsToken } from '../helpers/login.js';
import { startTestServer } from '../helpers/server.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const list = (token: string): Promise<number> =>
  fetch(`${server.url}/rest/v5/observations?limit=1`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status);

it('refuses a token at once when another connection deleted its row (revoked in another process)', async () => {
  const token = await clientCredentialsToken(server.url);
  expect(await list(token)).toBe(200);
  expect(await list(token)).toBe(200);
  const other = new Database(join(server.dataDir, 'observations.sqlite'));
  try {
    expect(other.prepare('DELETE FROM oidc_payloads WHERE id = ?').run(token).changes).toBe(1);
  } finally {
    other.close();
  }
  expect(await list(token)).toBe(401);
});

it('refuses a token at once when its account is removed on the service\'s own connection', async () => {
  const token = await clientCredentialsToken(server.url);
  expect(await list(token)).toBe(200);
  server.db.prepare("UPDATE accounts SET username = 'steward-gone' WHERE username = 'steward'").run();
  try {
    expect(await list(token)).toBe(401);
  } finally {
    server.db.prepare("UPDATE accounts SET username = 'steward' WHERE username = 'steward-gone'").run();
  }
  expect(await list(token)).toBe(200);
});
