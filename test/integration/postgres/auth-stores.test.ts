import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../../../src-server/index.js';
import { loginWithPkce, refreshTokens } from '../../helpers/login.js';
import { describeEachStore } from '../../helpers/postgres.js';
import { startStoreServer } from '../../helpers/store-server.js';

describeEachStore('sign-in and tokens', (store, templateUrl) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startStoreServer(store, templateUrl);
  });
  afterAll(() => server?.close());

  const people = async (token: string): Promise<number> =>
    (await fetch(`${server.url}/rest/v5/people?limit=1`, { headers: { authorization: `Bearer ${token}` } })).status;

  it('signs a demo user in with PKCE and accepts the access token', async () => {
    const tokens = await loginWithPkce(server.url, 'steward');
    expect(await people(tokens.access_token)).toBe(200);
    expect(await people(`${tokens.access_token.slice(0, -2)}xx`)).toBe(401);
  });

  it('refuses a wrong password', async () => {
    await expect(loginWithPkce(server.url, 'steward', 'not-the-password')).rejects.toThrow(/login as steward refused/);
  });

  it('rotates the refresh token: the new one works, the used one is refused', async () => {
    const first = await loginWithPkce(server.url, 'visitor');
    const second = await refreshTokens(server.url, first.refresh_token);
    expect(await people(second.access_token)).toBe(200);
    await expect(refreshTokens(server.url, first.refresh_token)).rejects.toThrow(/invalid_grant/);
    await expect(refreshTokens(server.url, second.refresh_token)).rejects.toThrow(/invalid_grant/);
  });
});
