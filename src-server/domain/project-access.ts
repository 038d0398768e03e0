import type { Db } from '../db/open.js';
import type { Caller } from '../auth/authorization-server.js';
import { notFound } from '../http/problem.js';
import { assertRight, type Right } from '../http/rights.js';
import { cached } from '../query/list.js';

/** The id and name of a project, for access checks and messages that name it. */
export interface ProjectName {
  id: number;
  project_name: string;
}

/**
 * Project `id` when the caller holds `right` on it: a 404 problem when there is none, a 403 naming
 * the project by name (and id) when the caller lacks the right.
 */
export function projectWithRight(db: Db, caller: Caller, id: number, right: Right): ProjectName {
  const project = cached(db, 'SELECT id, project_name FROM projects WHERE id = ?').get(id) as ProjectName | undefined;
  if (!project) throw notFound({ key: 'no-record', values: { what: 'project', id } });
  assertRight(db, caller, id, right);
  return project;
}
