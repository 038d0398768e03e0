/**
 * Projects (interface v5, Projects; "datasets" in observation fields), bearer token required:
 * - GET /rest/v5/projects: the projects on which the caller has `right` (read|write|validate|
 *   manage, default read); filters id, project_name (text operations), is_public; paging,
 *   `with_total` (X-Total counts the projects with that right), HEAD.
 * - POST /rest/v5/projects: create (strict body, project_name required and unique
 *   case-insensitively → 409); only callers who manage at least one project (403 otherwise);
 *   the creator becomes the project's manager. 201 `{data}` + Location.
 * - GET /rest/v5/projects/{id}: read right; 404 when missing, 403 when it exists without right.
 * - PUT /rest/v5/projects/{id}: manage right; fields left out keep their values; 409 duplicate name.
 * - DELETE /rest/v5/projects/{id}: manage right; 409 while it holds observations, relevés or
 *   documents (the detail counts each); 204. Its policies go with it.
 * Policies (GET /rest/v5/projects/{id}/related_policies and the policy writes) are in
 * project-policies.ts.
 * Project shape: id, project_name, description, is_public, anonymise_observers, date_rounding,
 * created_at, updated_at, my_role (the caller's role, null when none). v4 `name` in a body is a
 * 422 naming it (renamed to project_name).
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/open.js';
import type { Caller } from '../auth/authorization-server.js';
import { callerOf, type ServiceContext } from '../http/context.js';
import { resource } from '../http/methods.js';
import { envelope } from '../http/envelope.js';
import { assertIfMatch, setEtag } from '../http/etag.js';
import { parseBody } from '../http/body.js';
import { conflict, forbidden, notFound } from '../http/problem.js';
import { hasRight, parseRight, projectRightSql, type Right } from '../http/rights.js';
import { PROJECT_FILTERS, PROJECT_PARAMETERS, PROJECT_SORTABLE } from '../../src-shared/filters/projects.js';
import {
  PROJECT_READ_ONLY, PROJECT_V4_RENAMES, ProjectCreateSchema, ProjectUpdateSchema,
  type Project, type ProjectRole, type ProjectUpdate,
} from '../../src-shared/schemas/project.js';
import { parseListQuery, searchParamsOf } from '../query/params.js';
import { compileClauses, type ColumnMap } from '../query/compile.js';
import { cached, isHead, runList, setTotals } from '../query/list.js';
import { pathId } from '../http/path-id.js';
import { withRenameHints } from './people.js';

const SELECT = 'p.id, p.project_name, p.description, p.is_public, p.anonymise_observers, p.date_rounding, p.created_at, p.updated_at';
const COLUMNS: ColumnMap = { id: 'p.id', project_name: 'p.project_name', is_public: 'p.is_public' };
const SORT_COLUMNS: Record<(typeof PROJECT_SORTABLE)[number], string> = {
  id: 'p.id', project_name: 'p.project_name COLLATE NOCASE', created_at: 'p.created_at', updated_at: 'p.updated_at',
};

/** A projects row as stored (booleans as 0/1). */
type ProjectRow = Omit<Project, 'is_public' | 'anonymise_observers' | 'my_role'> & { is_public: number; anonymise_observers: number };

const toProject = (row: ProjectRow, myRole: string | null): Project => ({
  ...row, is_public: row.is_public === 1, anonymise_observers: row.anonymise_observers === 1, my_role: (myRole as ProjectRole | null),
});

/** The caller's role by project id. */
function rolesByProject(db: Db, personId: number): Map<number, string> {
  const rows = cached(db, 'SELECT project_id, role FROM policies WHERE person_id = ?').all(personId) as Array<{ project_id: number; role: string }>;
  return new Map(rows.map((r) => [r.project_id, r.role]));
}

const loadProject = (db: Db, id: number): ProjectRow | undefined =>
  cached(db, `SELECT ${SELECT} FROM projects p WHERE p.id = ?`).get(id) as ProjectRow | undefined;

/** The project of the `{id}` path parameter: 404 when missing, 403 when the caller lacks `right` on it. */
function projectFor(db: Db, caller: Caller, params: unknown, right: Right): ProjectRow {
  const id = pathId((params as { id?: string }).id, 'project');
  const row = loadProject(db, id);
  if (!row) throw notFound(`No project ${id}.`);
  if (!hasRight(db, caller, id, right)) throw forbidden(`You have no ${right} right on project ${id}.`);
  return row;
}

/** 409 when another project already has this name (compared case-insensitively). */
function assertNameFree(db: Db, name: string, exceptId = 0): void {
  const other = cached(db, 'SELECT id FROM projects WHERE lower(project_name) = lower(?) AND id <> ?').get(name, exceptId) as { id: number } | undefined;
  if (other) throw conflict(`A project named "${name}" already exists (project ${other.id}); project names are unique.`);
}

/** Parses a POST/PUT body: strict schema, read-only fields and v4 names reported as 422. */
function projectBody(schema: z.ZodType<ProjectUpdate>, body: unknown): ProjectUpdate {
  try {
    return parseBody(schema, body, { readOnly: PROJECT_READ_ONLY, removed: Object.keys(PROJECT_V4_RENAMES), resourceName: 'project' });
  } catch (e) {
    throw withRenameHints(e, PROJECT_V4_RENAMES);
  }
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Registers /rest/v5/projects and /rest/v5/projects/{id}. */
export function projectRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const { db } = ctx;
  const answer = (row: ProjectRow, caller: Caller) => envelope(toProject(row, rolesByProject(db, caller.person_id).get(row.id) ?? null));

  resource(app, '/rest/v5/projects', {
    GET: async (request, reply) => {
      const caller = callerOf(request);
      const p = parseListQuery(searchParamsOf(request.url), { filters: PROJECT_FILTERS, sortable: PROJECT_SORTABLE, options: PROJECT_PARAMETERS });
      const right = parseRight(p.options.right);
      const d = p.dir === 'desc' ? 'DESC' : 'ASC';
      const result = runList<ProjectRow>(db, {
        from: 'projects p',
        scope: [projectRightSql('p.id', caller, right)],
        filters: compileClauses(p.clauses, COLUMNS),
        select: SELECT,
        orderBy: p.sort ? `${SORT_COLUMNS[p.sort as keyof typeof SORT_COLUMNS]} ${d}, p.id ${d}` : 'p.project_name COLLATE NOCASE, p.id',
      }, p, isHead(request));
      setTotals(reply, result);
      const roles = rolesByProject(db, caller.person_id);
      return envelope(result.rows.map((r) => toProject(r, roles.get(r.id) ?? null)));
    },
    POST: async (request, reply) => {
      const caller = callerOf(request);
      if (!cached(db, "SELECT 1 FROM policies WHERE person_id = ? AND role = 'manager' LIMIT 1").get(caller.person_id))
        throw forbidden('Only callers who manage at least one project may create projects.');
      const body = projectBody(ProjectCreateSchema, request.body);
      const name = body.project_name!;
      const now = new Date().toISOString();
      const id = db.transaction(() => {
        assertNameFree(db, name);
        const { lastInsertRowid } = db.prepare(`INSERT INTO projects (project_name, description, is_public, anonymise_observers, date_rounding, created_at, updated_at)
          VALUES (?, ?, ?, ?, ?, ?, ?)`).run(name, body.description ?? null, body.is_public ? 1 : 0, body.anonymise_observers ? 1 : 0, body.date_rounding ?? 'none', now, now);
        db.prepare("INSERT INTO policies (project_id, person_id, role) VALUES (?, ?, 'manager')").run(lastInsertRowid, caller.person_id);
        return Number(lastInsertRowid);
      })();
      reply.code(201).header('Location', `/rest/v5/projects/${id}`);
      return answer(loadProject(db, id)!, caller);
    },
  });

  resource(app, '/rest/v5/projects/:id', {
    GET: async (request, reply) => {
      const caller = callerOf(request);
      const row = projectFor(db, caller, request.params, 'read');
      setEtag(reply, row);
      return answer(row, caller);
    },
    PUT: async (request, reply) => {
      const caller = callerOf(request);
      const row = projectFor(db, caller, request.params, 'manage');
      const body = projectBody(ProjectUpdateSchema, request.body);
      const set: Record<string, unknown> = {};
      if (body.project_name !== undefined) set.project_name = body.project_name;
      if (body.description !== undefined) set.description = body.description;
      if (body.is_public !== undefined) set.is_public = body.is_public ? 1 : 0;
      if (body.anonymise_observers !== undefined) set.anonymise_observers = body.anonymise_observers ? 1 : 0;
      if (body.date_rounding !== undefined) set.date_rounding = body.date_rounding;
      const columns = Object.keys(set);
      assertIfMatch(request, () => loadProject(db, row.id), `Project ${row.id}`);
      if (columns.length) {
        db.transaction(() => {
          if (body.project_name !== undefined) assertNameFree(db, body.project_name, row.id);
          db.prepare(`UPDATE projects SET ${columns.map((c) => `${c} = ?`).join(', ')}, updated_at = ? WHERE id = ?`)
            .run(...Object.values(set), new Date().toISOString(), row.id);
        })();
      }
      const stored = loadProject(db, row.id)!;
      setEtag(reply, stored);
      return answer(stored, caller);
    },
    DELETE: async (request, reply) => {
      const caller = callerOf(request);
      const row = projectFor(db, caller, request.params, 'manage');
      assertIfMatch(request, () => loadProject(db, row.id), `Project ${row.id}`);
      const count = (table: string) => (cached(db, `SELECT count(*) AS n FROM ${table} WHERE dataset_id = ?`).get(row.id) as { n: number }).n;
      const held = { observations: count('observations'), releves: count('releves'), docs: count('docs') };
      if (held.observations + held.releves + held.docs > 0) {
        throw conflict(`Project ${row.id} still holds ${plural(held.observations, 'observation', 'observations')}, `
          + `${plural(held.releves, 'relevé', 'relevés')} and ${plural(held.docs, 'document', 'documents')}; delete or move them before deleting the project.`);
      }
      db.prepare('DELETE FROM projects WHERE id = ?').run(row.id);
      return reply.code(204).send();
    },
  });
}
