import type { Db } from '../db/open.js';
import type { Caller } from '../auth/authorization-server.js';
import { badParameter, forbidden } from './problem.js';
import type { SqlFragment } from '../query/compile.js';
import { cached } from '../query/list.js';

import {
  DEFAULT_RIGHT, PROJECT_RIGHTS, ROLES_WITH_RIGHT, isProjectRight, roleGrants, type ProjectRight,
} from '../../src-shared/domain/project-rights.js';

/** What a caller wants to do with a project's data (the `right` list filter of the interface). */
export type Right = ProjectRight;

/** Parses the `right` query parameter (default `read`); 400 for any other value. */
export function parseRight(raw: string | undefined): Right {
  if (raw === undefined) return DEFAULT_RIGHT;
  if (isProjectRight(raw)) return raw;
  throw badParameter('right', `right must be one of ${PROJECT_RIGHTS.join(', ')}, not "${raw}".`);
}

/** SQL condition "`column` is a project on which the caller has `right`". */
export function projectRightSql(column: string, caller: Caller, right: Right): SqlFragment {
  return {
    sql: `${column} IN (SELECT project_id FROM policies WHERE person_id = ? AND role IN (SELECT value FROM json_each(?)))`,
    params: [caller.person_id, JSON.stringify(ROLES_WITH_RIGHT[right])],
  };
}

/** True when the caller has `right` on project `dataset_id`. */
export function hasRight(db: Db, caller: Caller, dataset_id: number, right: Right): boolean {
  const row = cached(db, 'SELECT role FROM policies WHERE project_id = ? AND person_id = ?')
    .get(dataset_id, caller.person_id) as { role: string } | undefined;
  return !!row && roleGrants(row.role, right);
}

/**
 * Throws 403 unless the caller has `right` on project `dataset_id`; the problem names the project
 * by its name (people know projects by name, issue 17 §2), and by id only when it does not exist.
 */
export function assertRight(db: Db, caller: Caller, dataset_id: number, right: Right): void {
  if (hasRight(db, caller, dataset_id, right)) return;
  const project = cached(db, 'SELECT project_name FROM projects WHERE id = ?').get(dataset_id) as { project_name: string } | undefined;
  throw forbidden(project
    ? { key: 'no-right-on-project', values: { right, project_name: project.project_name, project_id: dataset_id } }
    : { key: 'no-right', values: { right, dataset_id } });
}
