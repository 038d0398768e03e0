/**
 * Login accounts of the reference authorization server: rows of `accounts` joined to `people`
 * (src-server/db/schema.ts). The account id oidc-provider sees (`sub`) is the user name.
 */
import type { Db } from '../db/open.js';
import { hashPassword, needsRehash, verifyPasswordAsync } from './passwords.js';
import { cached } from '../query/list.js';

/** One login account and the person it belongs to. */
export interface AccountRecord {
  username: string;
  person_id: number;
  first_name: string | null;
  last_name: string;
}

/** An account with its stored password hash (`accounts` joined to `people`). */
export interface AccountRow extends AccountRecord {
  password_hash: string;
}

/** Compared against when the user name is unknown, so that both failures take the same time. */
let decoyHash: string | undefined;

/** The SQL of one account row by user name (`$1`/`?`), the same on both stores. */
export const ACCOUNT_ROW_SQL = `SELECT a.username, a.password_hash, a.person_id, p.first_name, p.last_name
         FROM accounts a JOIN people p ON p.id = a.person_id
        WHERE a.username = `;

function accountRow(db: Db, username: string): AccountRow | undefined {
  return cached(db, `${ACCOUNT_ROW_SQL}?`).get(username) as AccountRow | undefined;
}

/** The account with exactly this user name (case-sensitive), or `undefined`. */
export function findAccount(db: Db, username: string): AccountRecord | undefined {
  const row = accountRow(db, username);
  if (!row) return undefined;
  const { password_hash: _hash, ...account } = row;
  return account;
}

/** How {@link authenticateAccount} reads and updates accounts, on either store. */
export interface AccountLookup {
  /** The account row with its password hash, or `undefined`. */
  row(username: string): Promise<AccountRow | undefined>;
  /** Stores a new hash (after a successful check of a hash of an older, weaker cost). */
  rehash(username: string, passwordHash: string): Promise<void>;
}

/**
 * Checks a user name and password (scrypt off the event loop, see passwords.ts) against the
 * accounts `lookup` reads. Returns the account, or `undefined` for an unknown user name or a
 * wrong password alike, in about the same time. A hash of an older, weaker cost is replaced after
 * a successful check.
 */
export async function authenticateAccount(lookup: AccountLookup, username: string, password: string): Promise<AccountRecord | undefined> {
  const row = await lookup.row(username);
  if (!row) {
    decoyHash ??= hashPassword('decoy password');
    await verifyPasswordAsync(password, decoyHash);
    return undefined;
  }
  if (!(await verifyPasswordAsync(password, row.password_hash))) return undefined;
  if (needsRehash(row.password_hash)) await lookup.rehash(row.username, hashPassword(password));
  const { password_hash: _hash, ...account } = row;
  return account;
}

/** {@link authenticateAccount} on the SQLite store. */
export async function authenticate(db: Db, username: string, password: string): Promise<AccountRecord | undefined> {
  return authenticateAccount({
    row: async (name) => accountRow(db, name),
    rehash: async (name, hash) => {
      db.prepare('UPDATE accounts SET password_hash = ? WHERE username = ?').run(hash, name);
    },
  }, username, password);
}
