import type { Caller } from '../auth/authorization-server.js';
import { notFound } from '../http/problem.js';
import { assertRight, type Right } from '../http/rights.js';
import type { SqlRunner } from '../store/store.js';

/** The id and name of a project, for access checks and messages that name it. */
export interface ProjectName {
  id: number;
  project_name: string;
}

/**
 * Project `id` when the caller holds `right` on it: a 404 problem when there is none, a 403 naming
 * the project by name (and id) when the caller lacks the right.
 */
export async function projectWithRight(sql: SqlRunner, caller: Caller, id: number, right: Right): Promise<ProjectName> {
  const project = await sql.get<ProjectName>('SELECT id, project_name FROM projects WHERE id = ?', [id]);
  if (!project) throw notFound({ key: 'no-record', values: { what: 'project', id } });
  await assertRight(sql, caller, id, right);
  return project;
}
