import { invalidBody } from '../http/problem.js';
import type { SqlRunner } from '../store/store.js';

type ReleveLink = { dataset_id: number; releve_id: number | null } | undefined;
type ReleveFields = { dataset_id?: number; releve_id?: number | null };

/** The relevé and project the observation would have after the write; undefined when it joins no relevé. */
function linkAfter(current: ReleveLink, body: ReleveFields): { dataset_id: number; releve_id: number } | undefined {
  const dataset_id = body.dataset_id ?? current?.dataset_id;
  const releve_id = body.releve_id === undefined ? current?.releve_id : body.releve_id;
  return releve_id == null || dataset_id === undefined ? undefined : { dataset_id, releve_id };
}

/** Throws the 422 when relevé `releve` (its stored project) is of another project than the observation after the write. */
function assertSameProject(link: { dataset_id: number; releve_id: number }, releve: { dataset_id: number } | undefined, body: ReleveFields): void {
  if (!releve || releve.dataset_id === link.dataset_id) return;
  const field = body.releve_id !== undefined ? 'releve_id' : 'dataset_id';
  throw invalidBody([{
    field,
    message: `Relevé ${link.releve_id} belongs to project ${releve.dataset_id}, the observation to project ${link.dataset_id}; an observation joins only a relevé of its own project.`,
  }]);
}

const RELEVE_PROJECT_SQL = 'SELECT dataset_id FROM releves WHERE id = ?';

/**
 * A species observation and its relevé belong to one project (docs/interface-notes.md
 * "`releve_id`"): otherwise an editor of one project could attach records to, and so change the
 * species list of, a relevé of a project where they have no write right.
 * `current` is the stored observation (absent on create), `body` the fields sent. Throws a 422
 * on `releve_id` when it was sent, else on `dataset_id` (a move that would leave the relevé
 * behind). A missing relevé is left to the reference check.
 */
export async function checkReleveInProject(sql: SqlRunner, current: ReleveLink, body: ReleveFields): Promise<void> {
  const link = linkAfter(current, body);
  if (link) assertSameProject(link, await sql.get<{ dataset_id: number }>(RELEVE_PROJECT_SQL, [link.releve_id]), body);
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
