/**
 * People (interface v5, People), bearer token required:
 * - GET /rest/v5/people: filters id (`id[in]=1,2`), last_name, first_name, organisation (text
 *   operations, e.g. `last_name[iw_contains]=mül`), plain parameter `updated_since=<ISO date>`
 *   (updated at or after it; replaces v4 `after`); paging, `with_total`, HEAD.
 * - GET /rest/v5/people/{id}: one person; 404 when missing.
 * - POST /rest/v5/people: create `{first_name, last_name, email?, organisation?}` (strict, 422
 *   naming fields; v4 `firstname`/`lastname` named with their v5 names); 201 `{data}` + Location.
 * - PUT, DELETE, PATCH: 405 with `Allow` (the interface has no such methods on people).
 *
 * Who sees what and who may create: domain/people-repo.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../http/context.js';
import { accessFirst } from '../http/access-first.js';
import { allowOnly } from '../http/methods.js';
import { envelope } from '../http/envelope.js';
import { setEtag } from '../http/etag.js';
import { Envelope, bodySchema, idParams, listQuery } from '../http/route-schemas.js';
import { PEOPLE_FILTERS, PEOPLE_PARAMETERS, PEOPLE_SORTABLE } from '../../src-shared/filters/people.js';
import { PERSON_READ_ONLY, PERSON_V4_RENAMES, PersonCreateSchema, PersonSchema } from '../../src-shared/schemas/person.js';
import { isHead, setTotals } from '../query/list.js';
import { assertMayCreatePeople, insertPerson, listPeople, loadPerson, personRedactor } from '../domain/people-repo.js';

const peopleListQuery = listQuery({
  filters: PEOPLE_FILTERS, sortable: PEOPLE_SORTABLE, options: PEOPLE_PARAMETERS,
  optionHelp: { updated_since: 'People changed at or after this instant: an ISO 8601 date (00:00 UTC) or date-time (UTC when without offset); replaces v4 after.' },
});
/** v4 names get a 422 naming their v5 replacement, e.g. `lastname` → `last_name`. */
const writeRules = { readOnly: PERSON_READ_ONLY, renamed: PERSON_V4_RENAMES, resourceName: 'person' };

/** Registers /rest/v5/people and /rest/v5/people/{id}; other methods 405. */
export function peopleRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['people'];

  api.get('/rest/v5/people', {
    schema: { summary: 'List people', tags, querystring: peopleListQuery, response: { 200: Envelope(z.array(PersonSchema)) } },
  }, async (request, reply) => {
    const result = await listPeople(app.store, request.query, isHead(request));
    setTotals(reply, result);
    return envelope(result.rows.map(await personRedactor(app.store, callerOf(request))));
  });

  api.post('/rest/v5/people', {
    schema: { summary: 'Create a person (write or manage right on some project)', tags, body: bodySchema(PersonCreateSchema, writeRules), response: { 201: Envelope(PersonSchema) } },
    preValidation: accessFirst((request) => assertMayCreatePeople(app.store, callerOf(request))),
  }, async (request, reply) => {
    const caller = callerOf(request);
    await assertMayCreatePeople(app.store, caller);
    const row = await insertPerson(app.store, request.body);
    reply.code(201).header('Location', `/rest/v5/people/${row.id}`);
    return envelope((await personRedactor(app.store, caller))(row));
  });
  allowOnly(app, '/rest/v5/people', ['GET', 'POST']);

  api.get('/rest/v5/people/:id', {
    schema: { summary: 'One person', tags, params: idParams('person'), response: { 200: Envelope(PersonSchema) } },
  }, async (request, reply) => {
    const row = await loadPerson(app.store, request.params.id);
    setEtag(reply, row); // read only here (no PUT), but a client can tell a changed record without comparing it
    return envelope((await personRedactor(app.store, callerOf(request)))(row));
  });
  allowOnly(app, '/rest/v5/people/:id', ['GET']);
}
