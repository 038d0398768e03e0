/**
 * Where the authorization server keeps its state: oidc-provider's models (adapter), the cookie and
 * signing keys, and the login accounts. One implementation per store: {@link sqliteAuthState}
 * here, postgresAuthState in postgres-auth-state.ts (shared by every process on the database).
 */
import type { AdapterFactory, JWK } from 'oidc-provider';
import type { Db } from '../db/open.js';
import { authenticate, findAccount, type AccountRecord } from './accounts.js';
import { cookieKeysFor, signingKeysFor } from './keys.js';
import { createSqliteAdapterFactory } from './sqlite-adapter.js';
import { dataVersion } from '../query/count-cache.js';

/** The authorization server's state on one store. */
export interface AuthState {
  /** oidc-provider's storage adapter factory. */
  adapter: AdapterFactory;
  /** Keygrip cookie keys, newest first; created on first use. */
  cookieKeys(): Promise<string[]>;
  /** Private ID token signing keys (JWK); created on first use. */
  signingKeys(): Promise<JWK[]>;
  /** The account with exactly this user name, or `undefined`. */
  findAccount(username: string): Promise<AccountRecord | undefined>;
  /** Checks user name and password (see accounts.ts authenticateAccount); `undefined` when refused. */
  authenticate(username: string, password: string): Promise<AccountRecord | undefined>;
  /**
   * A text that changes whenever anything is written to the store, by any connection or process
   * (a revocation deletes a token's row, an account is changed or removed): while it is the same,
   * a token verified before still stands until its expiry. Absent: every use reads the token again.
   */
  dataVersion?(): string;
}

/** The authorization server's state in the SQLite database `db` (table `oidc_payloads`, keys in `meta`). */
export function sqliteAuthState(db: Db): AuthState {
  // Made on first use, as before this seam: its table is created then, not when the app is built
  // (a start right after seeding would otherwise write to the truncated write-ahead log).
  let adapter: AdapterFactory | undefined;
  return {
    adapter: (model) => (adapter ??= createSqliteAdapterFactory(db))(model),
    cookieKeys: async () => cookieKeysFor(db),
    signingKeys: async () => signingKeysFor(db),
    findAccount: async (username) => findAccount(db, username),
    authenticate: (username, password) => authenticate(db, username, password),
    dataVersion: () => dataVersion(db),
  };
}
