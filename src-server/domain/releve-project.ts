import type { Db } from '../db/open.js';
import type { SqlRunner } from '../store/store.js';
import { invalidBody } from '../http/problem.js';
import { cached } from '../query/list.js';

/**
 * A species observation and its relevé belong to one project (docs/interface-notes.md
 * "`releve_id`"): otherwise an editor of one project could attach records to, and so change the
 * species list of, a relevé of a project where they have no write right.
 * `current` is the stored observation (absent on create), `body` the fields sent. Throws a 422
 * on `releve_id` when it was sent, else on `dataset_id` (a move that would leave the relevé
 * behind). A missing relevé is left to the reference check.
 */
export function assertReleveInProject(
  db: Db,
  current: { dataset_id: number; releve_id: number | null } | undefined,
  body: { dataset_id?: number; releve_id?: number | null },
): void {
  const dataset_id = body.dataset_id ?? current?.dataset_id;
  const releve_id = body.releve_id === undefined ? current?.releve_id : body.releve_id;
  if (releve_id == null || dataset_id === undefined) return;
  const releve = cached(db, 'SELECT dataset_id FROM releves WHERE id = ?').get(releve_id) as { dataset_id: number } | undefined;
  if (!releve || releve.dataset_id === dataset_id) return;
  const field = body.releve_id !== undefined ? 'releve_id' : 'dataset_id';
  throw invalidBody([{
    field,
    message: `Relevé ${releve_id} belongs to project ${releve.dataset_id}, the observation to project ${dataset_id}; an observation joins only a relevé of its own project.`,
  }]);
}

/**
 * A relevé moved to another project takes no species along: 422 on `dataset_id` while species
 * observations of another project point at it (they would no longer share its project).
 */
export async function assertSpeciesFollowReleve(sql: SqlRunner, releve_id: number, dataset_id: number): Promise<void> {
  const { n } = (await sql.get<{ n: number }>('SELECT count(*) AS n FROM observations WHERE releve_id = ? AND dataset_id <> ?', [releve_id, dataset_id]))!;
  if (n > 0) {
    throw invalidBody([{
      field: 'dataset_id',
      message: `${n} species observation(s) of this relevé belong to its current project; a relevé and its species stay in one project (move or unlink them first).`,
    }]);
  }
}
