/**
 * Reads what the published-neophyte values of a PostgreSQL bulk load depend on (db/published-values.ts
 * works them out per row).
 */
import { NEOPHYTE_TAXA_SQL, PROJECT_ROUNDING_SQL, type PublishingData } from '../published-values.js';
import type { PgClient } from './pool.js';

/** Reads the {@link PublishingData} once, in the caller's transaction (the definition of migration 040's observation_is_neophyte). */
export async function readPublishingData(client: PgClient): Promise<PublishingData> {
  const neophyteTaxa = (await client.query<{ id: number }>(NEOPHYTE_TAXA_SQL)).rows.map((r) => r.id);
  const rounding = (await client.query<{ id: number; date_rounding: string }>(PROJECT_ROUNDING_SQL)).rows
    .map((r): [number, string] => [r.id, r.date_rounding]);
  return { neophyteTaxa, rounding };
}
