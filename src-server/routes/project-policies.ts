/**
 * Policies of a project: who holds which role (interface v5, Projects), bearer token required.
 * - GET /rest/v5/projects/{id}/related_policies: read right; `{id, project_id, person_id,
 *   first_name, last_name, organisation, role, rights}`; filters person_id, role; default order
 *   manager, validator, editor, viewer, then by name.
 * Extension (docs/interface-notes.md "Policy writes"; `x-extension` in the OpenAPI document), all
 * with the manage right on the project:
 * - POST …/related_policies `{person_id, role}`: grant; 201 + Location; 404 unknown person, 409
 *   when the person already holds a role there.
 * - GET …/related_policies/{policy_id}: one policy (read right), with ETag.
 * - PUT …/related_policies/{policy_id} `{role}`: change the role; If-Match honoured.
 * - DELETE …/related_policies/{policy_id}: revoke; 204; If-Match honoured.
 * A change or revocation that would leave the project without a manager is a 409.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../http/context.js';
import { allowOnly } from '../http/methods.js';
import { envelope } from '../http/envelope.js';
import { ifMatch, setEtag } from '../http/etag.js';
import { Envelope, NoContent, bodySchema, idParams, listQuery, pathIdParam } from '../http/route-schemas.js';
import { isHead, setTotals } from '../query/list.js';
import { projectWithRight } from '../domain/project-access.js';
import { changePolicyRole, grantPolicy, listPolicies, policyOf, revokePolicy } from '../domain/project-policies.js';
import { POLICY_FILTERS, POLICY_SORTABLE } from '../../src-shared/filters/projects.js';
import { RelatedPolicySchema } from '../../src-shared/schemas/project.js';
import { POLICY_READ_ONLY, PolicyCreateSchema, PolicyUpdateSchema } from '../../src-shared/schemas/policy.js';

const tags = ['projects'];
/** Marks an operation beyond the interface description in the OpenAPI document. */
const extension = { 'x-extension': true } as const;
const projectParams = idParams('project');
const policyParams = z.object({ id: pathIdParam('project'), policy_id: pathIdParam('policy') });
const writeRules = { readOnly: POLICY_READ_ONLY, resourceName: 'policy' };
const updateRules = {
  ...writeRules,
  guarded: { person_id: 'A policy\'s person never changes: revoke this policy and grant the other person a role.' },
};

const LIST = '/rest/v5/projects/:id/related_policies';
const ONE = '/rest/v5/projects/:id/related_policies/:policy_id';

/** Registers the related_policies of a project and the policy writes (extension). */
export function projectPolicyRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** The policy of a PUT or DELETE: manage right, the policy of that project (404), the `If-Match` check for the write's transaction. */
  const policyToWrite = async (request: FastifyRequest & { params: z.output<typeof policyParams> }) => {
    const project = await projectWithRight(app.store, callerOf(request), request.params.id, 'manage');
    const policy = await policyOf(app.store, project.id, request.params.policy_id);
    return { project, policy, check: ifMatch(request, `Policy ${policy.id}`) };
  };

  api.get(LIST, {
    schema: {
      summary: 'Who holds which role on the project', tags, params: projectParams,
      querystring: listQuery({ filters: POLICY_FILTERS, sortable: POLICY_SORTABLE }),
      response: { 200: Envelope(z.array(RelatedPolicySchema)) },
    },
  }, async (request, reply) => {
    const project = await projectWithRight(app.store, callerOf(request), request.params.id, 'read');
    const result = await listPolicies(app.store, project.id, request.query, isHead(request));
    setTotals(reply, result);
    return envelope(result.rows);
  });

  api.post(LIST, {
    schema: {
      summary: 'Give a person a role on the project (extension; manage right)', tags, ...extension, params: projectParams,
      body: bodySchema(PolicyCreateSchema, writeRules),
      response: { 201: Envelope(RelatedPolicySchema) },
    },
  }, async (request, reply) => {
    const project = await projectWithRight(app.store, callerOf(request), request.params.id, 'manage');
    const id = await grantPolicy(app.store, project.id, request.body.person_id, request.body.role);
    app.observationsVersion.value++; // a role decides which observations the caller's cached cluster tiles count
    const policy = await policyOf(app.store, project.id, id);
    setEtag(reply, policy);
    reply.code(201).header('Location', `/rest/v5/projects/${project.id}/related_policies/${id}`);
    return envelope(policy);
  });
  allowOnly(app, LIST, ['GET', 'POST']);

  api.get(ONE, {
    schema: { summary: 'One policy of the project (extension)', tags, ...extension, params: policyParams, response: { 200: Envelope(RelatedPolicySchema) } },
  }, async (request, reply) => {
    const project = await projectWithRight(app.store, callerOf(request), request.params.id, 'read');
    const policy = await policyOf(app.store, project.id, request.params.policy_id);
    setEtag(reply, policy);
    return envelope(policy);
  });

  api.put(ONE, {
    schema: {
      summary: 'Change the role of a policy (extension; manage right)', tags, ...extension, params: policyParams,
      body: bodySchema(PolicyUpdateSchema, updateRules),
      response: { 200: Envelope(RelatedPolicySchema) },
    },
  }, async (request, reply) => {
    const { project, policy, check } = await policyToWrite(request);
    await changePolicyRole(app.store, project.id, policy.id, request.body.role, project.project_name, check);
    app.observationsVersion.value++; // a role decides which observations the caller's cached cluster tiles count
    const stored = await policyOf(app.store, project.id, policy.id);
    setEtag(reply, stored);
    return envelope(stored);
  });

  api.delete(ONE, {
    schema: { summary: 'Revoke a policy (extension; manage right)', tags, ...extension, params: policyParams, response: { 204: NoContent } },
  }, async (request, reply) => {
    const { project, policy, check } = await policyToWrite(request);
    await revokePolicy(app.store, project.id, policy.id, project.project_name, check);
    app.observationsVersion.value++; // a role decides which observations the caller's cached cluster tiles count
    return reply.code(204).send();
  });
  allowOnly(app, ONE, ['GET', 'PUT', 'DELETE']);
}
