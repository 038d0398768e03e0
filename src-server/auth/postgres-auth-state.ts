/**
 * The authorization server's state in PostgreSQL: tokens and sessions (postgres-adapter.ts), the
 * cookie and signing keys in `meta`, the accounts of `accounts`/`people`. Every service process on
 * the database reads the same keys, so each accepts the others' tokens and cookies.
 */
import type { PgPool } from '../db/postgres/pool.js';
import { ACCOUNT_ROW_SQL, authenticateAccount, type AccountRow } from './accounts.js';
import type { AuthState } from './auth-state.js';
import { COOKIE_KEYS, SIGNING_KEYS, type StoredSecret } from './keys.js';
import { createPostgresAdapterFactory } from './postgres-adapter.js';

/**
 * Reads `secret` from `meta`, or stores a new one: `ON CONFLICT DO NOTHING` then read back, so of
 * two processes creating it at once both end up with the one that was stored first.
 * A stored value of the wrong shape is replaced.
 */
async function loadOrCreate<T>(pool: PgPool, secret: StoredSecret<T>): Promise<T> {
  const read = async (): Promise<unknown> => {
    const { rows } = await pool.query<{ value: string }>('SELECT value FROM meta WHERE key = $1', [secret.key]);
    return rows[0] ? (JSON.parse(rows[0].value) as unknown) : undefined;
  };
  const stored = await read();
  if (secret.isValid(stored)) return stored;
  const created = JSON.stringify(secret.create());
  if (stored === undefined) await pool.query('INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [secret.key, created]);
  else await pool.query('UPDATE meta SET value = $2 WHERE key = $1', [secret.key, created]);
  const settled = await read();
  if (!secret.isValid(settled)) throw new Error(`meta ${secret.key} could not be stored`);
  return settled;
}

/** The authorization server's state in the PostgreSQL database of `pool` (migration 002 and `meta`). */
export function postgresAuthState(pool: PgPool): AuthState {
  const row = async (username: string): Promise<AccountRow | undefined> =>
    (await pool.query<AccountRow>(`${ACCOUNT_ROW_SQL}$1`, [username])).rows[0];
  return {
    adapter: createPostgresAdapterFactory(pool),
    cookieKeys: () => loadOrCreate(pool, COOKIE_KEYS),
    signingKeys: () => loadOrCreate(pool, SIGNING_KEYS),
    async findAccount(username) {
      const account = await row(username);
      if (!account) return undefined;
      const { password_hash: _hash, ...record } = account;
      return record;
    },
    authenticate: (username, password) => authenticateAccount({
      row,
      rehash: async (name, hash) => {
        await pool.query('UPDATE accounts SET password_hash = $2 WHERE username = $1', [name, hash]);
      },
    }, username, password),
  };
}
