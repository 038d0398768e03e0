/**
 * oidc-provider storage adapter on SQLite, so that sessions, grants, codes and tokens survive a
 * restart of the service on the same data dir. Contract: oidc-provider's `Adapter` interface
 * (one adapter per model name; payloads are JSON objects; `expiresIn` in seconds).
 */
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/open.js';

const TABLE_SQL = /* sql */ `
CREATE TABLE IF NOT EXISTS oidc_payloads (
  model TEXT NOT NULL,         -- oidc-provider model name: Session, Grant, AccessToken, ...
  id TEXT NOT NULL,            -- the model's id (token value for opaque tokens)
  payload TEXT NOT NULL,       -- JSON
  grant_id TEXT,               -- for revokeByGrantId
  user_code TEXT,              -- device flow lookups
  uid TEXT,                    -- session lookups by uid
  expires_at INTEGER,          -- unix seconds; NULL = no expiry
  consumed_at INTEGER,         -- unix seconds; set once a code or refresh token is used
  PRIMARY KEY (model, id)
);
CREATE INDEX IF NOT EXISTS oidc_payloads_grant ON oidc_payloads(grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS oidc_payloads_uid ON oidc_payloads(model, uid) WHERE uid IS NOT NULL;
CREATE INDEX IF NOT EXISTS oidc_payloads_user_code ON oidc_payloads(model, user_code) WHERE user_code IS NOT NULL;
CREATE INDEX IF NOT EXISTS oidc_payloads_expires ON oidc_payloads(expires_at) WHERE expires_at IS NOT NULL;
`;

/** Expired rows are swept at most this often, on a write (seconds). */
const SWEEP_INTERVAL_S = 60;

interface Row {
  payload: string;
  consumed_at: number | null;
}

const now = (): number => Math.floor(Date.now() / 1000);

/**
 * Creates the `oidc_payloads` table when missing and returns the adapter factory for
 * oidc-provider's `adapter` configuration. Rows past their expiry are never returned and are
 * deleted from time to time.
 */
export function createSqliteAdapterFactory(db: Db): AdapterFactory {
  db.exec(TABLE_SQL);
  const statements = {
    upsert: db.prepare(
      `INSERT INTO oidc_payloads (model, id, payload, grant_id, user_code, uid, expires_at, consumed_at)
       VALUES (@model, @id, @payload, @grant_id, @user_code, @uid, @expires_at, @consumed_at)
       ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id,
         user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at,
         consumed_at = excluded.consumed_at`,
    ),
    find: db.prepare<[string, string, number], Row>(
      'SELECT payload, consumed_at FROM oidc_payloads WHERE model = ? AND id = ? AND (expires_at IS NULL OR expires_at > ?)',
    ),
    findByUid: db.prepare<[string, string, number], Row>(
      'SELECT payload, consumed_at FROM oidc_payloads WHERE model = ? AND uid = ? AND (expires_at IS NULL OR expires_at > ?)',
    ),
    findByUserCode: db.prepare<[string, string, number], Row>(
      'SELECT payload, consumed_at FROM oidc_payloads WHERE model = ? AND user_code = ? AND (expires_at IS NULL OR expires_at > ?)',
    ),
    consume: db.prepare('UPDATE oidc_payloads SET consumed_at = ? WHERE model = ? AND id = ?'),
    destroy: db.prepare('DELETE FROM oidc_payloads WHERE model = ? AND id = ?'),
    revokeByGrantId: db.prepare('DELETE FROM oidc_payloads WHERE grant_id = ?'),
    sweep: db.prepare('DELETE FROM oidc_payloads WHERE expires_at IS NOT NULL AND expires_at <= ?'),
  };
  let lastSweep = 0;

  const revive = (row: Row | undefined): AdapterPayload | undefined => {
    if (!row) return undefined;
    const payload = JSON.parse(row.payload) as AdapterPayload;
    // oidc-provider detects reuse of codes and refresh tokens through a truthy `consumed`.
    if (row.consumed_at !== null) payload.consumed = row.consumed_at;
    return payload;
  };

  return (model: string): Adapter => ({
    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const t = now();
      statements.upsert.run({
        model,
        id,
        payload: JSON.stringify(payload),
        grant_id: payload.grantId ?? null,
        user_code: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expires_at: typeof expiresIn === 'number' ? t + expiresIn : null,
        consumed_at: typeof payload.consumed === 'number' ? payload.consumed : null,
      });
      if (t - lastSweep >= SWEEP_INTERVAL_S) {
        lastSweep = t;
        statements.sweep.run(t);
      }
    },
    async find(id: string): Promise<AdapterPayload | undefined> {
      return revive(statements.find.get(model, id, now()));
    },
    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return revive(statements.findByUid.get(model, uid, now()));
    },
    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return revive(statements.findByUserCode.get(model, userCode, now()));
    },
    async consume(id: string): Promise<void> {
      statements.consume.run(now(), model, id);
    },
    async destroy(id: string): Promise<void> {
      statements.destroy.run(model, id);
    },
    async revokeByGrantId(grantId: string): Promise<void> {
      statements.revokeByGrantId.run(grantId);
    },
  });
}
