import type { Db } from '../db/open.js';
import { cached } from '../query/list.js';
import type { Releve } from '../../src-shared/schemas/releve.js';
import { RELEVE_SELECT, toReleve, type ReleveRow } from './releve-rows.js';

/**
 * A row selected with RELEVE_SELECT as the API returns it, geometry in `srid`. Typed as the shared
 * `Releve`: toReleve builds that shape from the columns, and the integration tests check every
 * answer against the published document (test/helpers/openapi-responses.ts).
 */
export const releveOf = (row: ReleveRow, srid?: number): Releve => toReleve(row, srid) as Releve;

/** One relevé as the API returns it, geometry in `srid` (stored WGS 84 when absent); the caller has checked it exists. */
export function readReleve(db: Db, id: number, srid?: number): Releve {
  return releveOf(cached(db, `SELECT ${RELEVE_SELECT} FROM releves r WHERE r.id = ?`).get(id) as ReleveRow, srid);
}
