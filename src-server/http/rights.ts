import type { Caller } from '../auth/authorization-server.js';
import { badParameter, forbidden } from './problem.js';
import type { SqlFragment } from '../query/compile.js';
import type { Dialect } from '../store/dialect.js';
import type { SqlRunner } from '../store/store.js';

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

/** SQL condition "`column` is a project on which the caller has `right`", in the store's `dialect`. */
export function projectRightSql(column: string, caller: Caller, right: Right, dialect: Dialect): SqlFragment {
  return {
    sql: dialect.inSelect(column, `SELECT project_id FROM policies WHERE person_id = ? AND ${dialect.inList('role')}`),
    params: [caller.person_id, dialect.listParam(ROLES_WITH_RIGHT[right])],
  };
}

/** True when the caller has `right` on project `dataset_id`. */
export async function hasRight(sql: SqlRunner, caller: Caller, dataset_id: number, right: Right): Promise<boolean> {
  const row = await sql.get<{ role: string }>('SELECT role FROM policies WHERE project_id = ? AND person_id = ?', [dataset_id, caller.person_id]);
  return !!row && roleGrants(row.role, right);
}

/**
 * Throws 403 unless the caller has `right` on project `dataset_id`; the problem names the project
 * by its name (people know projects by name, issue 17 §2), and by id only when it does not exist.
 */
export async function assertRight(sql: SqlRunner, caller: Caller, dataset_id: number, right: Right): Promise<void> {
  if (await hasRight(sql, caller, dataset_id, right)) return;
  const project = await sql.get<{ project_name: string }>('SELECT project_name FROM projects WHERE id = ?', [dataset_id]);
  throw forbidden(project
    ? { key: 'no-right-on-project', values: { right, project_name: project.project_name, project_id: dataset_id } }
    : { key: 'no-right', values: { right, dataset_id } });
}
