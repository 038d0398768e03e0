/**
 * Project rows (table `projects`, "datasets" in observation fields), their v5 representation and
 * who may do what with them: a caller's rights on a project come from the role of their policy
 * (src-shared/domain/project-rights.ts); callers who manage at least one project may create
 * projects and become the new project's manager. Names are unique case-insensitively (409).
 */
import type { Db } from '../db/open.js';
import { projectWithRight } from './project-access.js';
import type { Caller } from '../auth/authorization-server.js';
import { conflict, forbidden } from '../http/problem.js';
import { projectRightSql, type Right } from '../http/rights.js';
import { compileClauses, type ColumnMap } from '../query/compile.js';
import { cached, orderBy, runList, type ListResult } from '../query/list.js';
import type { ListParams } from '../query/params.js';
import { isProjectRole } from '../../src-shared/domain/project-rights.js';
import type { PROJECT_SORTABLE } from '../../src-shared/filters/projects.js';
import type { Project, ProjectCreate, ProjectUpdate } from '../../src-shared/schemas/project.js';

const PROJECT_SELECT = 'p.id, p.project_name, p.description, p.is_public, p.anonymise_observers, p.date_rounding, p.created_at, p.updated_at';
/** Column map of PROJECT_FILTERS (src-shared/filters/projects.ts) on `projects p`. */
const PROJECT_FILTER_COLUMNS: ColumnMap = { id: 'p.id', project_name: 'p.project_name', is_public: 'p.is_public' };
const SORT_COLUMNS: Readonly<Record<string, string>> = {
  id: 'p.id', project_name: 'p.project_name COLLATE NOCASE', created_at: 'p.created_at', updated_at: 'p.updated_at',
} satisfies Record<(typeof PROJECT_SORTABLE)[number], string>;

/** A projects row as stored (booleans as 0/1). */
export type ProjectRow = Omit<Project, 'is_public' | 'anonymise_observers' | 'my_role'> & { is_public: number; anonymise_observers: number };

/** The v5 Project of a row, with the caller's role on it (`null` when none). */
export function toProject(row: ProjectRow, myRole: string | null): Project {
  return { ...row, is_public: row.is_public === 1, anonymise_observers: row.anonymise_observers === 1, my_role: isProjectRole(myRole) ? myRole : null };
}

/** The caller's role by project id. */
export function rolesByProject(db: Db, personId: number): Map<number, string> {
  const rows = cached(db, 'SELECT project_id, role FROM policies WHERE person_id = ?').all(personId) as Array<{ project_id: number; role: string }>;
  return new Map(rows.map((r) => [r.project_id, r.role]));
}

/** The row of project `id`, or `undefined`. */
export function findProject(db: Db, id: number): ProjectRow | undefined {
  return cached(db, `SELECT ${PROJECT_SELECT} FROM projects p WHERE p.id = ?`).get(id) as ProjectRow | undefined;
}

/** Project `id` for the caller: 404 when there is none, 403 naming it when the caller lacks `right` on it ({@link projectWithRight}). */
export function projectFor(db: Db, caller: Caller, id: number, right: Right): ProjectRow {
  projectWithRight(db, caller, id, right);
  return findProject(db, id)!;
}

/** Throws 403 unless the caller manages at least one project (who may create projects). */
export function assertMayCreateProjects(db: Db, caller: Caller): void {
  if (!cached(db, "SELECT 1 FROM policies WHERE person_id = ? AND role = 'manager' LIMIT 1").get(caller.person_id))
    throw forbidden('Only callers who manage at least one project may create projects.');
}

/** 409 when another project already has this name (compared case-insensitively). */
function assertNameFree(db: Db, name: string, exceptId = 0): void {
  const other = cached(db, 'SELECT id FROM projects WHERE lower(project_name) = lower(?) AND id <> ?').get(name, exceptId) as { id: number } | undefined;
  if (other) throw conflict(`A project named "${name}" already exists (project ${other.id}); project names are unique.`);
}

/**
 * A page of the projects on which the caller has `right` (GET /projects; `X-Total` counts
 * those): the list parameters filter, sort (default project name, id) and page.
 */
export function listProjects(db: Db, caller: Caller, right: Right, params: ListParams, head: boolean): ListResult<ProjectRow> {
  const sortColumn = params.sort === undefined ? undefined : SORT_COLUMNS[params.sort];
  return runList<ProjectRow>(db, {
    from: 'projects p',
    scope: [projectRightSql('p.id', caller, right)],
    filters: compileClauses(params.clauses, PROJECT_FILTER_COLUMNS),
    select: PROJECT_SELECT,
    orderBy: sortColumn ? orderBy(sortColumn, params.dir, 'p.id') : 'p.project_name COLLATE NOCASE, p.id',
  }, params, head);
}

/**
 * Creates a project (defaults: no description, not public, observers shown, dates not rounded)
 * with the caller as its manager, in one transaction; 409 when the name is taken. Returns its row.
 */
export function insertProject(db: Db, caller: Caller, body: ProjectCreate): ProjectRow {
  const now = new Date().toISOString();
  const id = db.transaction(() => {
    assertNameFree(db, body.project_name);
    const { lastInsertRowid } = cached(db, `INSERT INTO projects (project_name, description, is_public, anonymise_observers, date_rounding, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?)`).run(body.project_name, body.description ?? null, body.is_public ? 1 : 0, body.anonymise_observers ? 1 : 0, body.date_rounding ?? 'none', now, now);
    cached(db, "INSERT INTO policies (project_id, person_id, role) VALUES (?, ?, 'manager')").run(lastInsertRowid, caller.person_id);
    return Number(lastInsertRowid);
  })();
  return findProject(db, id)!;
}

/** Changes the fields `body` gives (absent ones keep their value); 409 when the new name is taken. Returns the row as stored. */
export function updateProject(db: Db, id: number, body: ProjectUpdate): ProjectRow {
  const set: Record<string, unknown> = {};
  if (body.project_name !== undefined) set.project_name = body.project_name;
  if (body.description !== undefined) set.description = body.description;
  if (body.is_public !== undefined) set.is_public = body.is_public ? 1 : 0;
  if (body.anonymise_observers !== undefined) set.anonymise_observers = body.anonymise_observers ? 1 : 0;
  if (body.date_rounding !== undefined) set.date_rounding = body.date_rounding;
  const columns = Object.keys(set);
  if (columns.length) {
    db.transaction(() => {
      if (body.project_name !== undefined) assertNameFree(db, body.project_name, id);
      db.prepare(`UPDATE projects SET ${columns.map((c) => `${c} = ?`).join(', ')}, updated_at = ? WHERE id = ?`)
        .run(...Object.values(set), new Date().toISOString(), id);
    })();
  }
  return findProject(db, id)!;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Deletes project `id` and its policies; 409 while it holds observations, relevés or documents (the detail counts each). */
export function deleteProject(db: Db, id: number): void {
  const count = (table: string) => (cached(db, `SELECT count(*) AS n FROM ${table} WHERE dataset_id = ?`).get(id) as { n: number }).n;
  // observations from the per-project counts the triggers keep: counting a project's index entries grows with the store
  const observations = (cached(db, 'SELECT coalesce(sum(observations), 0) AS n FROM observation_counts WHERE dataset_id = ?').get(id) as { n: number }).n;
  const held = { observations, releves: count('releves'), docs: count('docs') };
  if (held.observations + held.releves + held.docs > 0) {
    throw conflict(`Project ${id} still holds ${plural(held.observations, 'observation', 'observations')}, `
      + `${plural(held.releves, 'relevé', 'relevés')} and ${plural(held.docs, 'document', 'documents')}; delete or move them before deleting the project.`);
  }
  cached(db, 'DELETE FROM projects WHERE id = ?').run(id);
}
