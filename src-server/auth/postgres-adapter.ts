/**
 * oidc-provider storage adapter on PostgreSQL (table `oidc_payloads`, migration 002), so that
 * every service process on one database shares sessions, grants, codes and tokens: a token issued
 * by one is found by the other. Contract: oidc-provider's `Adapter` (one per model name; payloads
 * are JSON objects; `expiresIn` in seconds). Same behaviour as sqlite-adapter.ts, plus an atomic
 * consume: of two processes redeeming one code or refresh token at once, exactly one succeeds.
 */
import { errors, type Adapter, type AdapterFactory, type AdapterPayload } from 'oidc-provider';
import type { PgPool } from '../db/postgres/pool.js';

/** Expired rows are swept at most this often, on a write (seconds). */
const SWEEP_INTERVAL_S = 60;

interface Row {
  payload: AdapterPayload;
  /** Unix seconds, or null. */
  consumed: number | null;
}

const LIVE = '(expires_at IS NULL OR expires_at > now())';
const SELECT = `SELECT payload, extract(epoch FROM consumed_at)::integer AS consumed FROM oidc_payloads`;

/** Returns the adapter factory for oidc-provider's `adapter` configuration. Rows past their expiry are never returned and are deleted from time to time. */
export function createPostgresAdapterFactory(pool: PgPool): AdapterFactory {
  let lastSweep = 0;
  const revive = (rows: Row[]): AdapterPayload | undefined => {
    const row = rows[0];
    if (!row) return undefined;
    // oidc-provider detects reuse of codes and refresh tokens through a truthy `consumed`.
    return row.consumed !== null ? { ...row.payload, consumed: row.consumed } : row.payload;
  };

  return (model: string): Adapter => ({
    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      await pool.query(
        `INSERT INTO oidc_payloads (model, id, payload, grant_id, user_code, uid, expires_at, consumed_at)
         VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7), to_timestamp($8))
         ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id,
           user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at,
           consumed_at = COALESCE(oidc_payloads.consumed_at, excluded.consumed_at)`,
        [model, id, JSON.stringify(payload), payload.grantId ?? null, payload.userCode ?? null, payload.uid ?? null,
          typeof expiresIn === 'number' ? expiresIn : null, typeof payload.consumed === 'number' ? payload.consumed : null],
      );
      const t = Math.floor(Date.now() / 1000);
      if (t - lastSweep >= SWEEP_INTERVAL_S) {
        lastSweep = t;
        await pool.query('DELETE FROM oidc_payloads WHERE expires_at <= now()');
      }
    },
    async find(id: string): Promise<AdapterPayload | undefined> {
      return revive((await pool.query<Row>(`${SELECT} WHERE model = $1 AND id = $2 AND ${LIVE}`, [model, id])).rows);
    },
    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return revive((await pool.query<Row>(`${SELECT} WHERE model = $1 AND uid = $2 AND ${LIVE}`, [model, uid])).rows);
    },
    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return revive((await pool.query<Row>(`${SELECT} WHERE model = $1 AND user_code = $2 AND ${LIVE}`, [model, userCode])).rows);
    },
    /**
     * Marks a code or refresh token used, once: oidc-provider checks `consumed` before calling
     * this, and another process may have consumed it in between. The loser gets the same
     * invalid_grant as a reuse (RFC 6749 §5.2), so a refresh on two processes rotates once.
     */
    async consume(id: string): Promise<void> {
      const { rowCount } = await pool.query(
        'UPDATE oidc_payloads SET consumed_at = now() WHERE model = $1 AND id = $2 AND consumed_at IS NULL', [model, id]);
      if (rowCount === 0) throw new errors.InvalidGrant(`${model === 'RefreshToken' ? 'refresh token' : 'grant'} already used`);
    },
    async destroy(id: string): Promise<void> {
      await pool.query('DELETE FROM oidc_payloads WHERE model = $1 AND id = $2', [model, id]);
    },
    async revokeByGrantId(grantId: string): Promise<void> {
      await pool.query('DELETE FROM oidc_payloads WHERE grant_id = $1', [grantId]);
    },
  });
}
