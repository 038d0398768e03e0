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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../http/context.js';
import { accessFirst } from '../http/access-first.js';
import { allowOnly } from '../http/methods.js';
import { envelope } from '../http/envelope.js';
import { ifMatch, setEtag } from '../http/etag.js';
import { Envelope, NoContent, bodySchema, idParams, listQuery } from '../http/route-schemas.js';
import { parseRight } from '../http/rights.js';
import type { Caller } from '../auth/authorization-server.js';
import { PROJECT_FILTERS, PROJECT_PARAMETERS, PROJECT_SORTABLE } from '../../src-shared/filters/projects.js';
import {
  PROJECT_READ_ONLY, PROJECT_V4_RENAMES, ProjectCreateSchema, ProjectSchema, ProjectUpdateSchema,
} from '../../src-shared/schemas/project.js';
import { isHead, setTotals } from '../query/list.js';
import {
  assertMayCreateProjects, deleteProject, insertProject, listProjects, projectFor, rolesByProject, toProject, updateProject,
  type ProjectRow,
} from '../domain/projects-repo.js';

const projectListQuery = listQuery({
  filters: PROJECT_FILTERS, sortable: PROJECT_SORTABLE, options: PROJECT_PARAMETERS,
  optionHelp: { right: 'The right the caller needs on the projects: read (default), write, validate or manage.' },
});
/** v4 names get a 422 naming their v5 replacement, e.g. `name` → `project_name`. */
const writeRules = { readOnly: PROJECT_READ_ONLY, renamed: PROJECT_V4_RENAMES, resourceName: 'project' };

/** Registers /rest/v5/projects and /rest/v5/projects/{id}; other methods 405. */
export function projectRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { store } = app;
  const tags = ['projects'];
  const params = idParams('project');
  const answer = async (row: ProjectRow, caller: Caller) => envelope(toProject(row, (await rolesByProject(store, caller.person_id)).get(row.id) ?? null));

  api.get('/rest/v5/projects', {
    schema: { summary: 'List the projects on which the caller has a right', tags, querystring: projectListQuery, response: { 200: Envelope(z.array(ProjectSchema)) } },
  }, async (request, reply) => {
    const caller = callerOf(request);
    const result = await listProjects(store, caller, parseRight(request.query.options.right), request.query, isHead(request));
    setTotals(reply, result);
    const roles = await rolesByProject(store, caller.person_id);
    return envelope(result.rows.map((r) => toProject(r, roles.get(r.id) ?? null)));
  });

  api.post('/rest/v5/projects', {
    schema: { summary: 'Create a project (callers who manage a project); the creator manages it', tags, body: bodySchema(ProjectCreateSchema, writeRules), response: { 201: Envelope(ProjectSchema) } },
    preValidation: accessFirst((request) => assertMayCreateProjects(store, callerOf(request))),
  }, async (request, reply) => {
    const caller = callerOf(request);
    await assertMayCreateProjects(store, caller);
    const row = await insertProject(store, caller, request.body);
    reply.code(201).header('Location', `/rest/v5/projects/${row.id}`);
    return answer(row, caller);
  });
  allowOnly(app, '/rest/v5/projects', ['GET', 'POST']);

  api.get('/rest/v5/projects/:id', {
    schema: { summary: 'One project (read right)', tags, params, response: { 200: Envelope(ProjectSchema) } },
  }, async (request, reply) => {
    const caller = callerOf(request);
    const row = await projectFor(store, caller, request.params.id, 'read');
    setEtag(reply, row);
    return answer(row, caller);
  });

  api.put('/rest/v5/projects/:id', {
    schema: { summary: 'Change a project (manage right; absent fields keep their value)', tags, params, body: bodySchema(ProjectUpdateSchema, writeRules), response: { 200: Envelope(ProjectSchema) } },
    preValidation: accessFirst(params, (request, { id }) => projectFor(store, callerOf(request), id, 'manage')),
  }, async (request, reply) => {
    const caller = callerOf(request);
    const row = await projectFor(store, caller, request.params.id, 'manage');
    const stored = await updateProject(store, row.id, request.body, ifMatch(request, `Project ${row.id}`));
    // Whether it is public and how it rounds dates decide what the cached cluster indexes hold.
    app.observationsVersion.value++;
    setEtag(reply, stored);
    return answer(stored, caller);
  });

  api.delete('/rest/v5/projects/:id', {
    schema: { summary: 'Delete a project (manage right; 409 while it holds observations, relevés or documents)', tags, params, response: { 204: NoContent } },
  }, async (request, reply) => {
    const row = await projectFor(store, callerOf(request), request.params.id, 'manage');
    await deleteProject(store, row.id, ifMatch(request, `Project ${row.id}`));
    app.observationsVersion.value++;
    return reply.code(204).send();
  });
  allowOnly(app, '/rest/v5/projects/:id', ['GET', 'PUT', 'DELETE']);
}
