/**
 * Project rows (table `projects`, "datasets" in observation fields), their v5 representation and
 * who may do what with them: a caller's rights on a project come from the role of their policy
 * (src-shared/domain/project-rights.ts); callers who manage at least one project may create
 * projects and become the new project's manager. Names are unique case-insensitively (409).
 */
import { projectWithRight } from './project-access.js';
import type { Caller } from '../auth/authorization-server.js';
import { conflict, forbidden } from '../http/problem.js';
import type { VersionCheck } from '../http/etag.js';
import { projectRightSql, type Right } from '../http/rights.js';
import { compileClauses, type ColumnMap } from '../query/compile.js';
import { orderBy, runList, type ListResult } from '../query/list.js';
import type { Dialect } from '../store/dialect.js';
import type { SqlRunner } from '../store/store.js';
import type { ListParams } from '../query/params.js';
import { isProjectRole } from '../../src-shared/domain/project-rights.js';
import type { PROJECT_SORTABLE } from '../../src-shared/filters/projects.js';
import type { Project, ProjectCreate, ProjectUpdate } from '../../src-shared/schemas/project.js';

const PROJECT_SELECT = 'p.id, p.project_name, p.description, p.is_public, p.anonymise_observers, p.date_rounding, p.created_at, p.updated_at';
/** Column map of PROJECT_FILTERS (src-shared/filters/projects.ts) on `projects p`. */
const PROJECT_FILTER_COLUMNS: ColumnMap = { id: 'p.id', project_name: 'p.project_name', is_public: 'p.is_public' };
const sortColumns = (d: Dialect): Readonly<Record<string, string>> => ({
  id: 'p.id', project_name: d.nocase('p.project_name'), created_at: 'p.created_at', updated_at: 'p.updated_at',
} satisfies Record<(typeof PROJECT_SORTABLE)[number], string>);

/** A projects row as stored (booleans as 0/1 on SQLite, booleans on PostgreSQL). */
export type ProjectRow = Omit<Project, 'is_public' | 'anonymise_observers' | 'my_role'> & { is_public: number | boolean; anonymise_observers: number | boolean };

/** The v5 Project of a row, with the caller's role on it (`null` when none). */
export function toProject(row: ProjectRow, myRole: string | null): Project {
  return { ...row, is_public: Boolean(row.is_public), anonymise_observers: Boolean(row.anonymise_observers), my_role: isProjectRole(myRole) ? myRole : null };
}

/** The caller's role by project id. */
export async function rolesByProject(sql: SqlRunner, personId: number): Promise<Map<number, string>> {
  const rows = await sql.all<{ project_id: number; role: string }>('SELECT project_id, role FROM policies WHERE person_id = ?', [personId]);
  return new Map(rows.map((r) => [r.project_id, r.role]));
}

/** The row of project `id`, or `undefined`; `forUpdate`: locked until the transaction of `sql` ends (PostgreSQL). */
export function findProject(sql: SqlRunner, id: number, forUpdate = false): Promise<ProjectRow | undefined> {
  return sql.get<ProjectRow>(`SELECT ${PROJECT_SELECT} FROM projects p WHERE p.id = ?${forUpdate ? sql.dialect.forUpdate : ''}`, [id]);
}

/** Runs the `If-Match` check of a write (http/etag.ts) on the project's version, locked in transaction `tx`. */
async function checkVersion(tx: SqlRunner, id: number, check: VersionCheck | undefined): Promise<void> {
  if (check) check(await findProject(tx, id, true));
}

/** Project `id` for the caller: 404 when there is none, 403 naming it when the caller lacks `right` on it ({@link projectWithRight}). */
export async function projectFor(sql: SqlRunner, caller: Caller, id: number, right: Right): Promise<ProjectRow> {
  await projectWithRight(sql, caller, id, right);
  return (await findProject(sql, id))!;
}

/** Throws 403 unless the caller manages at least one project (who may create projects). */
export async function assertMayCreateProjects(sql: SqlRunner, caller: Caller): Promise<void> {
  if (!await sql.get("SELECT 1 FROM policies WHERE person_id = ? AND role = 'manager' LIMIT 1", [caller.person_id]))
    throw forbidden('Only callers who manage at least one project may create projects.');
}

/** 409 when another project already has this name (compared case-insensitively). */
async function assertNameFree(sql: SqlRunner, name: string, exceptId = 0): Promise<void> {
  const other = await sql.get<{ id: number }>('SELECT id FROM projects WHERE lower(project_name) = lower(?) AND id <> ?', [name, exceptId]);
  if (other) throw conflict(`A project named "${name}" already exists (project ${other.id}); project names are unique.`);
}

/**
 * A page of the projects on which the caller has `right` (GET /projects; `X-Total` counts
 * those): the list parameters filter, sort (default project name, id) and page.
 */
export function listProjects(sql: SqlRunner, caller: Caller, right: Right, params: ListParams, head: boolean): Promise<ListResult<ProjectRow>> {
  const d = sql.dialect;
  const sortColumn = params.sort === undefined ? undefined : sortColumns(d)[params.sort];
  return runList<ProjectRow>(sql, {
    from: 'projects p',
    scope: [projectRightSql('p.id', caller, right, d)],
    filters: compileClauses(params.clauses, PROJECT_FILTER_COLUMNS, d),
    select: PROJECT_SELECT,
    orderBy: sortColumn ? orderBy(sortColumn, params.dir, 'p.id') : `${d.nocase('p.project_name')}, p.id`,
  }, params, head);
}

/**
 * Creates a project (defaults: no description, not public, observers shown, dates not rounded)
 * with the caller as its manager, in one transaction; 409 when the name is taken. Returns its row.
 */
export async function insertProject(sql: SqlRunner, caller: Caller, body: ProjectCreate): Promise<ProjectRow> {
  const now = new Date().toISOString();
  const id = await sql.transaction(async (tx) => {
    await assertNameFree(tx, body.project_name);
    const row = await tx.get<{ id: number }>(`INSERT INTO projects (project_name, description, is_public, anonymise_observers, date_rounding, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`, [body.project_name, body.description ?? null, !!body.is_public, !!body.anonymise_observers, body.date_rounding ?? 'none', now, now]);
    await tx.run("INSERT INTO policies (project_id, person_id, role) VALUES (?, ?, 'manager')", [row!.id, caller.person_id]);
    return row!.id;
  });
  return (await findProject(sql, id))!;
}

/**
 * Changes the fields `body` gives (absent ones keep their value), after the `If-Match` check
 * (412) when given; 409 when the new name is taken. Returns the row as stored.
 */
export async function updateProject(sql: SqlRunner, id: number, body: ProjectUpdate, check?: VersionCheck): Promise<ProjectRow> {
  const set: Record<string, unknown> = {};
  if (body.project_name !== undefined) set.project_name = body.project_name;
  if (body.description !== undefined) set.description = body.description;
  if (body.is_public !== undefined) set.is_public = body.is_public;
  if (body.anonymise_observers !== undefined) set.anonymise_observers = body.anonymise_observers;
  if (body.date_rounding !== undefined) set.date_rounding = body.date_rounding;
  const columns = Object.keys(set);
  await sql.transaction(async (tx) => {
    await checkVersion(tx, id, check);
    if (!columns.length) return;
    if (body.project_name !== undefined) await assertNameFree(tx, body.project_name, id);
    await tx.run(`UPDATE projects SET ${columns.map((c) => `${c} = ?`).join(', ')}, updated_at = ? WHERE id = ?`,
      [...Object.values(set), new Date().toISOString(), id]);
  });
  return (await findProject(sql, id))!;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Deletes project `id` and its policies, after the `If-Match` check (412) when given; 409 while
 * it holds observations, relevés or documents (the detail counts each).
 */
export async function deleteProject(sql: SqlRunner, id: number, check?: VersionCheck): Promise<void> {
  await sql.transaction(async (tx) => {
    await checkVersion(tx, id, check);
    const count = async (table: string) => (await tx.get<{ n: number }>(`SELECT count(*) AS n FROM ${table} WHERE dataset_id = ?`, [id]))!.n;
    // observations from the per-project counts the triggers keep: counting a project's index entries grows with the store
    const observations = (await tx.get<{ n: number }>('SELECT coalesce(sum(observations), 0) AS n FROM observation_counts WHERE dataset_id = ?', [id]))!.n;
    const held = { observations, releves: await count('releves'), docs: await count('docs') };
    if (held.observations + held.releves + held.docs > 0) {
      throw conflict(`Project ${id} still holds ${plural(held.observations, 'observation', 'observations')}, `
        + `${plural(held.releves, 'relevé', 'relevés')} and ${plural(held.docs, 'document', 'documents')}; delete or move them before deleting the project.`);
    }
    await tx.run('DELETE FROM projects WHERE id = ?', [id]);
  });
}
